import { formatMoney } from '@champions/domain';
import { PAYOUT_TEXTS } from '../shared/messages.ts';
import { bilingual, compose, type MailContent } from './compose.ts';
import type { PaidPayout } from './payout-facts.ts';
import { payoutMailEn } from './payout-templates-en.ts';

/** The partner's e-mail about a payout (texts in PAYOUT_TEXTS); its English is in payout-templates-en.ts. */
export const payoutMailCs = {
  paid: (payout: PaidPayout): MailContent =>
    compose(
      PAYOUT_TEXTS.mailSubject(payout.period),
      PAYOUT_TEXTS.mailHeading,
      [...PAYOUT_TEXTS.mailParagraphs(payout.period, formatMoney(payout.amount, 'cs'), payout.account)],
      { url: payout.url, label: PAYOUT_TEXTS.mailLink },
    ),
};

export const payoutMail = bilingual(payoutMailCs, payoutMailEn);
