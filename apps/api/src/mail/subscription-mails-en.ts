import { formatMoney, formatPragueDate, formatPragueDateTime, type HalerAmount } from '@champions/domain';
import { composeEn, type MailContent } from './compose.ts';
import { type PlanLabel, planLabel } from './plan-label.ts';
import type { RenewalFailure } from './subscription-facts.ts';

/** The English e-mails of the subscription lifecycle, key by key as the Czech ones in subscription-mails.ts. */

const money = (minor: number) => formatMoney(minor as HalerAmount, 'en');
const compose = (subject: string, paragraphs: string[], link: { url: string; label: string }): MailContent =>
  composeEn(subject, 'Hello,', paragraphs, link);

/** the reason of a failed renewal, in brackets: "… could not be made (the card was declined)." */
const RENEWAL_FAILURES: Record<RenewalFailure, string> = {
  no_card: 'there is no payment card to charge',
  declined: 'the card was declined',
  insufficient_funds: 'the card has insufficient funds',
  expired_card: 'the card has expired',
  not_done: 'the payment could not be completed',
};

const plan = (label: PlanLabel) => planLabel(label, 'en');

export const subscriptionMailEn = {
  paymentFailed: (input: {
    plan: PlanLabel;
    amount: number;
    retryAt: Date | null;
    reason: RenewalFailure;
    url: string;
  }) =>
    compose(
      'The subscription payment did not go through – Champions',
      [
        `the payment of ${money(input.amount)} for the next period of your ${plan(input.plan)} subscription could not be made (${RENEWAL_FAILURES[input.reason]}).`,
        input.retryAt
          ? `We will try the payment again on ${formatPragueDateTime(input.retryAt, 'en')}. Until then your subscription stays valid. Please check your payment card or add a new one.`
          : 'The payment could not be made even after repeated attempts, so we have ended the subscription. You can order it again at any time.',
      ],
      { url: input.url, label: 'Manage the subscription' },
    ),
  yearEndReminder: (input: { plan: PlanLabel; endsAt: Date; flexiblePrice: number; url: string }) =>
    compose(
      'Your yearly Championship ends soon – Champions',
      [
        `your ${plan(input.plan)} subscription ends on ${formatPragueDate(input.endsAt, 'en')}.`,
        `If you do not extend it, we will switch it automatically to the flexible subscription for ${money(input.flexiblePrice)} per 4 weeks, which you can cancel at the end of any period.`,
      ],
      { url: input.url, label: 'Extend the subscription' },
    ),
  withdrawn: (input: { plan: PlanLabel; at: Date; refund: number; charged: number; url: string }) =>
    compose(
      'Withdrawal from the contract confirmed – Champions',
      [
        `we confirm that on ${formatPragueDateTime(input.at, 'en')} we received your withdrawal from the ${plan(input.plan)} subscription contract (§ 1829 of the Czech Civil Code).`,
        input.charged > 0
          ? `For the service already provided (the days passed, or the entries used if they cost more) we charge ${money(input.charged)} (§ 1834). We are returning ${money(input.refund)} to you.`
          : `We are returning ${money(input.refund)} to you.`,
        'We will return the money the same way you paid, within 14 days at the latest.',
      ],
      { url: input.url, label: 'My account' },
    ),
};
