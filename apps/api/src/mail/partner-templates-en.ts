import { formatMoney, formatPragueDateTime } from '@champions/domain';
import { composeEn as compose, type MailContent, plainName } from './compose.ts';

/** The English e-mails of partners and desk sales, key by key as the Czech ones in partner-templates.ts. */

const money = (minor: number) => formatMoney(minor, 'en');
const when = (date: Date) => formatPragueDateTime(date, 'en');

export const partnerMailTemplatesEn = {
  partnerInvitation: (name: string, url: string, loginUrl: string): MailContent =>
    compose(
      'Welcome among the Champions partners',
      `Hello ${plainName(name)},`,
      [
        'we have approved your partnership request and created a Champions partner account for you.',
        'Set your password with the link below. The link is valid for 7 days and can be used only once.',
        `Then sign in at ${loginUrl} and add your venues and activities.`,
      ],
      { url, label: 'Set the password' },
    ),
  partnerApproved: (name: string, adminUrl: string): MailContent =>
    compose(
      'Your partner account is approved – Champions',
      `Hello ${plainName(name)},`,
      [
        'we have checked your details and approved your Champions partner account.',
        'Customers now find your published venues, activities and time slots in the offer and can buy them.',
      ],
      { url: adminUrl, label: 'Open the partner section' },
    ),
  partnerRejected: (name: string, reason: string, adminUrl: string): MailContent =>
    compose(
      'We have returned your request for approval – Champions',
      `Hello ${plainName(name)},`,
      [
        'we have not approved your partner account yet. The reason:',
        plainName(reason),
        'Please correct the details and send the request again. Until it is approved, your offer is not public.',
      ],
      { url: adminUrl, label: 'Correct and send again' },
    ),
  organisationInvitation: (name: string, organisation: string, url: string, loginUrl: string): MailContent =>
    compose(
      'Welcome to Champions – your organisation’s account',
      `Hello ${plainName(name)},`,
      [
        `we have created the account of the partner organisation ${plainName(organisation)} at Champions for you.`,
        'Set your password with the link below. The link is valid for 7 days and can be used only once.',
        `Then sign in at ${loginUrl}: you will see an overview of your venues, their entries, earnings and payouts.`,
      ],
      { url, label: 'Set the password' },
    ),
  walkInWelcome: (input: { name: string; venue: string; url: string; cardUrl: string }): MailContent =>
    compose(
      'Your Champions account is ready',
      input.name ? `Hello ${plainName(input.name)},` : 'Hello,',
      [
        `with your entry purchase, the reception of ${plainName(input.venue)} created a Champions account for this e-mail.`,
        'Set your password with the link below. The link is valid for 7 days and can be used only once.',
        `Then sign in at ${input.cardUrl}: you will find your entries and the card with the QR code that lets you in at the reception.`,
      ],
      { url: input.url, label: 'Set the password' },
    ),
  walkInPayment: (input: {
    venue: string;
    activity: string;
    when: Date;
    price: number;
    url: string;
    until: string;
  }): MailContent =>
    compose(
      'Pay for your entry – Champions',
      'Hello,',
      [
        `the reception of ${plainName(input.venue)} has prepared an entry for you: ${plainName(input.activity)}, ${when(input.when)}, for ${money(input.price)}.`,
        `Pay for it by card with the link below, on your own phone. The link is valid until ${input.until}.`,
        'If you did not ask for the entry, please ignore this e-mail: nothing happens without a payment.',
      ],
      { url: input.url, label: 'Pay for the entry' },
    ),
  partnerSuspendedEntries: (input: {
    partner: string;
    entries: { activity: string; when: Date }[];
    refunded: number;
    url: string;
  }): MailContent =>
    compose(
      input.entries.length === 1
        ? 'We have cancelled your entry – Champions'
        : 'We have cancelled your entries – Champions',
      'Hello,',
      [
        `the partner “${plainName(input.partner)}” is out of the Champions offer for now, so we have cancelled ${
          input.entries.length === 1 ? 'this entry of yours' : 'these entries of yours'
        }:`,
        ...input.entries.map((entry) => `${plainName(entry.activity)}, ${when(entry.when)}`),
        input.refunded > 0
          ? `We have returned the amount you paid, ${money(input.refunded)}, to you as credit. Credit does not expire and is used first with your next payment.`
          : 'Entries covered by your membership cost you nothing, so you can keep using your membership elsewhere.',
        'We are sorry for the trouble.',
      ],
      { url: input.url, label: 'Show entries' },
    ),
};
