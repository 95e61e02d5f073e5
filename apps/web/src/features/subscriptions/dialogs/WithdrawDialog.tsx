import { formatCzk } from '@champions/domain';
import { useEffect, useState } from 'react';
import { storeErrorMessage } from '../../../shared/api/index.ts';
import { t } from '../../../shared/i18n/index.ts';
import { ConfirmDialog } from '../../account/index.ts';
import { fetchWithdrawal, withdraw } from '../api.ts';
import { longDate } from '../format.ts';

/** Withdrawal within 14 days (Civil Code §1829): a confirmation step, then the acknowledgement. */
export function WithdrawDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [info, setInfo] = useState<Awaited<ReturnType<typeof fetchWithdrawal>> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchWithdrawal()
      .then((answer) => !cancelled && setInfo(answer))
      .catch((e) => !cancelled && setError(storeErrorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, []);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await withdraw();
      const received = new Intl.DateTimeFormat('cs-CZ', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Prague',
      }).format(new Date(answer.receivedAt));
      onDone(t('subscription.withdrawDone', { date: received, refund: formatCzk(answer.refund.amount) }));
    } catch (e) {
      setError(storeErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog open title={t('subscription.withdrawTitle')} onClose={onClose}>
      {info &&
        (info.possible && info.deadline ? (
          <>
            <p>{t('subscription.withdrawText', { date: longDate(info.deadline) })}</p>
            <p>
              {t('subscription.withdrawSettlement', {
                days: info.daysUsed,
                charged: formatCzk(info.charged),
                refund: formatCzk(info.refund),
              })}
            </p>
          </>
        ) : (
          <p>{t('subscription.withdrawImpossible')}</p>
        ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="sub-actions">
        {info?.possible && (
          <button type="button" className="button button--primary" disabled={busy} onClick={confirm}>
            {t('subscription.withdrawConfirm')}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('subscription.close')}
        </button>
      </div>
    </ConfirmDialog>
  );
}
