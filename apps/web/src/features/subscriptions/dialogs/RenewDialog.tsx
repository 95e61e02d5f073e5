import type { SubscriptionDto } from '@champions/contract';
import { formatCzk } from '@champions/domain';
import { useState } from 'react';
import { t } from '../../../shared/i18n/index.ts';
import { ConfirmDialog } from '../../account/index.ts';
import { reactivateSubscription } from '../api.ts';
import { longDate } from '../format.ts';

/** Renew (reactivate) a cancelled plan: the cancellation and any pending switch are cleared (SPEC 4). */
export function RenewDialog({
  sub,
  onClose,
  onDone,
}: {
  sub: SubscriptionDto;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await reactivateSubscription();
      onDone(
        answer.creditedBack > 0
          ? `${t('subscription.renewDone')} ${t('subscription.renewCredit', { amount: formatCzk(answer.creditedBack) })}`
          : t('subscription.renewDone'),
      );
    } catch {
      // SPEC 8
      setError(t('subscription.renewFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog open title={t('subscription.renewTitle')} onClose={onClose}>
      <p>
        {sub.nextBillingDate
          ? t('subscription.renewText', {
              date: longDate(sub.nextBillingDate),
              amount: formatCzk(sub.subscribedPrice),
            })
          : t('subscription.renewTextShort')}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="sub-actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={confirm}>
          {t('subscription.renewConfirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('subscription.close')}
        </button>
      </div>
    </ConfirmDialog>
  );
}
