import { useState } from 'react';
import { storeErrorMessage } from '../../../shared/api/index.ts';
import { t } from '../../../shared/i18n/index.ts';
import { ConfirmDialog } from '../../account/index.ts';
import { extendSubscription } from '../api.ts';
import { longDate, yearEndOf } from '../format.ts';

/** Extend a yearly plan by one more year (SPEC 4: extend increments numOfPeriods). */
export function ExtendDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await extendSubscription();
      onDone(t('subscription.extendDone', { date: longDate(yearEndOf(answer.subscription)) }));
    } catch (e) {
      setError(storeErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog open title={t('subscription.extendTitle')} onClose={onClose}>
      <p>{t('subscription.extendText')}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="sub-actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={confirm}>
          {t('subscription.extendConfirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('subscription.close')}
        </button>
      </div>
    </ConfirmDialog>
  );
}
