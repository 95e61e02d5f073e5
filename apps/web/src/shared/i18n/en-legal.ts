import type { legalMessages } from './cs-legal.ts';
import type { Translation } from './translation.ts';

/**
 * The customer terms in English, section by section as CUSTOMER_TERMS (packages/domain) has them.
 * A constant of its own: the Czech part types its sections only as `{ title }` (they are built from the
 * domain's list), so a literal in place would refuse the paragraphs p1, p2, ….
 */
const userTermsEn = {
  title: 'Terms and Conditions',
  lead: 'This English translation is provided for information only; the Czech version of these terms is the binding one. These terms and conditions govern the use of the {product} service by athletes (users): buying entries, PAYG+ and the {membership} membership. Please read them before you sign up.',
  sections: {
    s1: {
      title: 'Introductory provisions and registration',
      p1: 'The {product} service is operated by Champions s.r.o. (“we”). The contract between you and us is concluded when you register an account; by registering you confirm that you have read these terms and agree to them.',
      p2: 'The account is personal and non-transferable. Do not share your login details with anyone else. You use an entry at a venue with the personal QR code in your account; the venue may refuse entry if the code does not belong to you or has already been used.',
      p3: 'The sports services are provided by the venue (the partner). The venue is responsible for how the class runs, for safety and for its house rules; we arrange the purchase, the entry and the payment.',
    },
    s2: {
      title: 'Pay per entry and PAYG+',
      p1: 'You pay for a single entry by card when you buy it, at the price shown for the activity. A purchased entry (pay per entry and PAYG+ alike) is valid for {expiry} {expiry|day|days} from purchase; after that it expires.',
      p2: 'PAYG+ costs {paygPlus} for each period of {days} {days|day|days} and gives a {discount} % discount on all entries. It renews automatically for the next period until you cancel it; a cancellation takes effect at the end of the paid period.',
      p3: 'The lowest amount that can be charged to a payment card is {minimum}. If less than that remains after credit is deducted, we charge {minimum} and return the difference to you as credit.',
    },
    s3: {
      title: '{membership} membership',
      p1: 'The membership is paid in periods of {days} {days|day|days}, always for a whole period in advance, and renews automatically from your saved card. The price per period depends on the location chosen; the membership for all locations has its own price. Current prices are shown on the membership page.',
      p2: 'The yearly membership is a commitment for {periods} periods ({weeks} {weeks|week|weeks}); the total price of the yearly membership is {periods}× the price per period. The flexible membership costs {flexible} more per period and can be ended at the end of any period.',
      p3: 'The membership covers {perDay} {perDay|entry|entries} a day at the venues of the location chosen, or at all venues for the membership for all locations. Further entries on the same day are paid as single entries.',
      p4: 'The promo code {code} adds the first period ({days} {days|day|days}) free of charge to a yearly membership; {periods} paid periods follow.',
      p5: '{reminder} {reminder|week|weeks} before the end of your yearly membership we will send you a reminder by email. If you neither extend nor cancel the yearly membership, it continues as a flexible one.',
    },
    s4: {
      title: 'Cancelling the membership and PAYG+',
      p1: 'You cancel the membership and PAYG+ yourself in your account, in the Subscription and billing section. The flexible membership and PAYG+ must be cancelled at least {notice} {notice|hour|hours} before the end of the period; they remain valid until the end of the paid period and are not renewed.',
      p2: 'You can end the yearly membership at the end of the year without a fee. If you end it earlier, you pay a surcharge of {fee} for each started period: the number of started periods is the number of whole periods ({days} {days|day|days}) that have passed plus one. For example, after 60 days 3 periods have started and the surcharge is {exampleFee}.',
      p3: 'If you renew the yearly membership within {reactivation} {reactivation|day|days} of cancelling it, we return the surcharge to you as credit.',
    },
    s5: {
      title: 'Withdrawal from the contract within {withdrawal} {withdrawal|day|days}',
      p1: 'As a consumer, you can withdraw from a membership or PAYG+ contract concluded online without giving a reason within {withdrawal} {withdrawal|day|days} of its conclusion. Just write to us at podpora@champions.cz; you can also use the model withdrawal form under Government Regulation No. 363/2013 Coll. (nařízení vlády č. 363/2013 Sb.).',
      p2: 'We will refund the money within {withdrawal} {withdrawal|day|days} of receiving the withdrawal, by the same means you used to pay. If, at your own request, you started using the service during the withdrawal period, you pay the value of the service already provided: a proportionate part of the price for the days it was provided, or the entries used if they cost more.',
      p3: 'You cannot withdraw from the purchase of a single entry for a specific session (section 1837(j) of the Civil Code (občanský zákoník): leisure services provided on a specified date). However, the entry is valid for {expiry} {expiry|day|days}, and if the venue cancels the session we return the price to you as credit.',
    },
    s6: {
      title: 'Credit',
      p1: 'Credit arises, for example, when money is refunded for a cancelled service or a cancelled session, or as a referral reward. It is used first for every payment.',
      p2: 'Credit never expires. It cannot be bought or exchanged for money. Unused credit lapses when the account is deleted.',
    },
    s7: {
      title: 'Changes to the terms and prices',
      p1: 'We will announce changes to these terms by email at least {changes} {changes|day|days} before they take effect. If you do not agree with a change, you can cancel your subscription without a fee before the change takes effect.',
      p2: 'The price of a subscription does not change during a period that has already been paid for.',
    },
    s8: {
      title: 'Complaints and disputes',
      p1: 'We handle complaints (reklamace) and questions at podpora@champions.cz. We reply within two working days and settle a complaint within 30 days at the latest.',
      p2: 'A dispute that we cannot settle by agreement can be resolved out of court through the Czech Trade Inspection Authority (Česká obchodní inspekce, www.coi.cz). We process personal data in accordance with the Privacy notice.',
    },
  },
};

/**
 * English legal texts: terms of use (/user-terms), privacy notice (/privacy) and partner terms (/terms),
 * the same sections and paragraphs as the Czech ones (the customer terms follow CUSTOMER_TERMS in
 * packages/domain section by section). The Czech version is the binding one; the terms say so first.
 */
export const legalMessagesEn: Translation<typeof legalMessages> = {
  legal: {
    updated: 'Valid from 1 November 2026.',
    questions: 'Do you have a question about this document? Write to us.',
    otherDocuments: 'Other documents',
  },
  userTerms: userTermsEn,
  privacy: {
    title: 'Privacy notice',
    lead: 'How we handle your personal data in the {product} service, why we process it, how long we keep it and how you can exercise your rights under the General Data Protection Regulation (GDPR).',
    sections: {
      s1: {
        title: 'Data controller',
        p1: 'The controller of personal data is Champions s.r.o. (the operator of the {product} service). Please send questions about personal data to podpora@champions.cz.',
      },
      s2: {
        title: 'What data we process',
        p1: 'Account data: name, email, phone (if you fill it in) and an encrypted hash of your password. Data on your use of the service: purchases, entries at venues (time and place), subscriptions, credit and saved activities.',
        p2: 'Payment data: for every payment we record the amount, the date and the result. The payment card number is processed by a certified payment provider; we see only the card type and the last four digits.',
        p3: 'We use your device’s location only when you allow it in the browser for the “Near me” search; we do not store it and send it only rounded to about 100 m. The area you chose, the fact that you want to sort by “Near me” and your answer to the offer to use your location are remembered only by your browser (its storage), not by our servers.',
      },
      s3: {
        title: 'Why and on what legal basis',
        p1: 'Performance of a contract: running your account, selling entries and subscriptions, entry to venues and customer support.',
        p2: 'Legal obligation: accounting and tax documents for payments.',
        p3: 'Legitimate interest: protection against account misuse and payment fraud, security of the service.',
        p4: 'We do not sell data or pass it on to third parties for marketing purposes.',
      },
      s4: {
        title: 'Who we share data with',
        p1: 'The venue you visit sees your name and the entry you bought when your QR code is scanned. Further, the processors that handle payments, email delivery and hosting for us, always within the EU and on the basis of a data processing agreement.',
      },
      s5: {
        title: 'How long we keep data',
        p1: 'Account data for as long as the account exists. When the account is deleted we erase the personal data; we keep only payment documents for the period set by law (10 years) and records of entries not linked to you.',
      },
      s6: {
        title: 'Your rights and how to exercise them',
        p1: 'You have the right to access your data, to have it corrected or erased, to restrict its processing and to data portability, and the right to object to processing based on legitimate interest.',
        p2: 'You can exercise most of these rights yourself in the Settings section of your account: you correct your data in your profile, the “Download my data” button gives you all your data in a machine-readable format (access and portability) and the “Delete account” button erases your account and personal data (erasure).',
        p3: 'Send other requests to podpora@champions.cz; we will handle them without undue delay, within one month at the latest. You can lodge a complaint with the Office for Personal Data Protection (Úřad pro ochranu osobních údajů, www.uoou.cz).',
      },
      s7: {
        title: 'Cookies',
        p1: 'We use only strictly necessary browser storage: your sign-in, the area you chose, the language you chose (also as a cookie, so that the server sends you pages in it straight away) and a purchase in progress. We do not use advertising cookies.',
      },
    },
  },
  partnerTerms: {
    title: 'Terms for partners',
    lead: 'This English translation is provided for information only; the Czech version of these terms is the binding one. Terms of cooperation for venues that offer their activities in the {product} service.',
    sections: {
      s1: {
        title: 'Contracting parties and registration',
        p1: 'A partner is a venue operator who has registered in the partner panel. The partner is responsible for the accuracy of the information about the venue, activities, prices, capacity and sessions.',
      },
      s2: {
        title: 'Entries and remuneration',
        p1: 'The partner is entitled to remuneration for every entry scanned at reception (by QR code), equal to the price of the activity option chosen according to the partner’s price list. The remuneration is the same whether the athlete paid the full price, the PAYG+ discounted price or had the entry included in the {membership} membership: the service operator bears the discounts.',
        p2: 'No remuneration arises for unused, cancelled or expired entries.',
      },
      s3: {
        title: 'Settlement',
        p1: 'Remuneration is credited continuously for each entry scanned. We transfer the accrued remuneration to the partner’s account once a week or once a month, as chosen in the partner panel settings. An overview of entries, earnings and payouts is in the Earnings section.',
      },
      s4: {
        title: 'Partner’s obligations',
        p1: 'The partner admits the holder of a valid QR code at the session purchased, keeps to the advertised capacity and house rules and is responsible for safety at the venue.',
        p2: 'The partner announces the cancellation of a session in the panel as soon as possible; we return the entries bought to the athletes as credit, and no remuneration arises for a cancelled session.',
        p3: 'The athletes’ personal data that the partner sees when scanning an entry may be used only to verify the entry.',
      },
      s5: {
        title: 'Changes to the terms',
        p1: 'We will announce changes to the terms by email at least {changes} {changes|day|days} in advance. If the partner does not agree with a change, they may end the cooperation before it takes effect.',
      },
      s6: {
        title: 'Ending the cooperation',
        p1: 'The cooperation can be ended in writing as of the end of a period. The partner will honour entries sold before the end and will receive remuneration for them under these terms.',
      },
    },
  },
};
