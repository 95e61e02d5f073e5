import type { PayoutState } from '@champions/domain';
import { t } from '../i18n/index.ts';
import './payout-state.css';

const STATE_KEYS = {
  draft: 'payouts.state.draft',
  approved: 'payouts.state.approved',
  exported: 'payouts.state.exported',
  paid: 'payouts.state.paid',
} as const;

/** A payout's state as a labelled badge (text, not colour alone): the back office and the partner see the same. */
export function PayoutStateBadge({ state }: { state: PayoutState }) {
  return (
    <span className={`payout-state payout-state--${state}`} data-testid="payout-state">
      {t(STATE_KEYS[state])}
    </span>
  );
}
