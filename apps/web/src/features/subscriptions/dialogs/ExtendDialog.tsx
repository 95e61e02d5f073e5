import { t } from '../../../shared/i18n/index.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { extendSubscription } from '../api.ts';
import { longDate, yearEndOf } from '../format.ts';
import { DialogFooter, useDialogAction } from './DialogAction.tsx';

/** Extend a yearly plan by one more year (SPEC 4: extend increments numOfPeriods). */
export function ExtendDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { busy, error, run } = useDialogAction(onDone);
  const confirm = () =>
    run(async () => {
      const answer = await extendSubscription();
      return t('subscription.extendDone', { date: longDate(yearEndOf(answer.subscription)) });
    });
  return (
    <ConfirmDialog open title={t('subscription.extendTitle')} onClose={onClose}>
      <p>{t('subscription.extendText')}</p>
      <DialogFooter
        error={error}
        busy={busy}
        confirmLabel={t('subscription.extendConfirm')}
        onConfirm={confirm}
        closeLabel={t('subscription.close')}
        onClose={onClose}
      />
    </ConfirmDialog>
  );
}
