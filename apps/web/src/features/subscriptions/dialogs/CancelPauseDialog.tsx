import { pauseStatus, periodEnd } from '@champions/domain';
import { useState } from 'react';
import { storeErrorMessage } from '../../../shared/api/index.ts';
import { t } from '../../../shared/i18n/index.ts';
import { ConfirmDialog } from '../../account/index.ts';
import { cancelPause } from '../api.ts';
import { longDate } from '../format.ts';

/** Cancel a planned pause, or end a running one with the current period (domain `pauseCancellation`). */
export function CancelPauseDialog({
  pause,
  startDate,
  onClose,
  onDone,
}: {
  pause: { startsAt: string; resumesAt: string };
  startDate: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const planned =
    pauseStatus({ startsAt: new Date(pause.startsAt), resumesAt: new Date(pause.resumesAt) }, Date.now()) ===
    'planned';
  const resumes = planned ? null : periodEnd(new Date(startDate), Date.now());
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelPause();
      onDone(resumes ? t('pause.shortened', { date: longDate(resumes) }) : t('pause.cancelled'));
    } catch (e) {
      setError(storeErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog open title={t('pause.cancelTitle')} onClose={onClose}>
      <p>
        {resumes
          ? t('pause.cancelRunningText', { date: longDate(resumes) })
          : t('pause.cancelPlannedText', { date: longDate(pause.startsAt) })}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="sub-actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={confirm}>
          {t('pause.cancelConfirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('pause.keep')}
        </button>
      </div>
    </ConfirmDialog>
  );
}
