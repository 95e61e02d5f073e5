import { formatMoney } from '@champions/domain';
import { composeEn as compose, type MailContent } from './compose.ts';
import type { PaidPayout } from './payout-facts.ts';

/** The English e-mail about a payout, key by key as the Czech one in payout-templates.ts. */
export const payoutMailEn = {
  paid: (payout: PaidPayout): MailContent =>
    compose(
      `The payout for ${payout.period} has been sent – Champions`,
      'Hello,',
      [
        `we have sent the payout for the period ${payout.period}, ${formatMoney(payout.amount, 'en')}, to the account ${payout.account}.`,
        'The attached statement lists all entries, the commission and the voided entries. You will find the same statement in the partner section under Earnings.',
      ],
      { url: payout.url, label: 'Open earnings' },
    ),
};
