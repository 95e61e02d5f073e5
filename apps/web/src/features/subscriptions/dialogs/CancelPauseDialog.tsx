import { pauseStatus, periodEnd } from '@champions/domain';
import { t } from '../../../shared/i18n/index.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { cancelPause } from '../api.ts';
import { longDate } from '../format.ts';
import { DialogFooter, useDialogAction } from './DialogAction.tsx';

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
  const { busy, error, run } = useDialogAction(onDone);
  const planned =
    pauseStatus({ startsAt: new Date(pause.startsAt), resumesAt: new Date(pause.resumesAt) }, Date.now()) ===
    'planned';
  const resumes = planned ? null : periodEnd(new Date(startDate), Date.now());
  const confirm = () =>
    run(async () => {
      await cancelPause();
      return resumes ? t('pause.shortened', { date: longDate(resumes) }) : t('pause.cancelled');
    });
  return (
    <ConfirmDialog open title={t('pause.cancelTitle')} onClose={onClose}>
      <p>
        {resumes
          ? t('pause.cancelRunningText', { date: longDate(resumes) })
          : t('pause.cancelPlannedText', { date: longDate(pause.startsAt) })}
      </p>
      <DialogFooter
        error={error}
        busy={busy}
        confirmLabel={t('pause.cancelConfirm')}
        onConfirm={confirm}
        closeLabel={t('pause.keep')}
        onClose={onClose}
      />
    </ConfirmDialog>
  );
}
