import { CONSTANTS, formatMoney, formatPragueDate, formatPragueDateTime } from '@champions/domain';
import type { EnglishOf } from '../shared/bilingual-texts.ts';
import type { CONTRACT_TEXTS } from './contract-texts.ts';
import { type PlanLabel, planLabel } from './plan-label.ts';

/** CONTRACT_TEXTS in English: printed below each Czech line of an English customer's contract confirmation. */
export const CONTRACT_TEXTS_EN = {
  pdfTitle: (plan: PlanLabel) => `Contract confirmation – ${planLabel(plan, 'en')}`,
  heading: 'Confirmation of the conclusion of a subscription contract',
  orderedAt: (at: Date) =>
    `Date of the order and of the conclusion of the contract: ${formatPragueDateTime(at, 'en')}`,
  provider: 'Provider',
  providerIds: (ico: string, dic: string, email: string) =>
    `Company ID: ${ico}   VAT ID: ${dic}   E-mail: ${email}`,
  customer: 'Customer',
  subject: 'Subject of the contract',
  plan: (plan: PlanLabel) => `Subscription: ${planLabel(plan, 'en')}`,
  startsAt: (date: Date) => `Start: ${formatPragueDate(date, 'en')}`,
  price: (price: number) =>
    `Price: ${formatMoney(price, 'en')} including VAT for each period of ${CONSTANTS.PERIOD_DAYS} days, always paid for the whole period in advance from the saved card.`,
  fixedTerm: (periods: number) =>
    `Duration: ${periods} periods; after that according to the terms and conditions.`,
  openTerm: 'Duration: indefinite; it renews period by period until you cancel it.',
  startedAtOnce:
    'At your express request we provide the service before the withdrawal period has passed (section 1823 of the Civil Code). If you withdraw, you pay the value of the service already provided: a proportionate part of the price for the days it was provided, or the entries used if they cost more.',
  notStartedAtOnce: 'You did not ask for the service to start before the withdrawal period has passed.',
  withdrawalTitle: 'Instructions on the right to withdraw from the contract',
  withdrawal: (deadline: Date, email: string) =>
    `You can withdraw from the contract without giving a reason within ${CONSTANTS.WITHDRAWAL_DAYS} days of its conclusion, that is by ${formatPragueDate(deadline, 'en')}. Use the link “Withdraw from the contract” in your account (Subscription and billing), write to ${email} or send us the form below filled in. We will refund the money within ${CONSTANTS.WITHDRAWAL_DAYS} days of receiving the withdrawal, by the same means you used to pay.`,
  termsTitle: (validFrom: string) =>
    `Terms and conditions (valid from ${validFrom}, in force on the day of the order)`,
  termsTranslation: (url: string) =>
    `The Czech wording of the terms below is the binding one; an English translation for information is at ${url}.`,
  formTitle: 'Model withdrawal form',
  formLead: '(complete and return this form only if you wish to withdraw from the contract)',
  formAddressee: (name: string, address: string, email: string) => `To: ${name}, ${address}, ${email}`,
  formNotice: (plan: PlanLabel, orderedAt: Date) =>
    `I hereby give notice that I withdraw from my contract for the provision of the following service: the ${planLabel(plan, 'en')} subscription, ordered on ${formatPragueDate(orderedAt, 'en')}.`,
  formName: 'Name and surname of the consumer',
  formEmail: 'E-mail the account is registered with',
  formAddress: 'Address of the consumer',
  formSignature: 'Signature of the consumer (only if this form is sent on paper)',
  formDate: 'Date',
} as const satisfies EnglishOf<typeof CONTRACT_TEXTS>;
