import type { SubscriptionDto } from '@champions/contract';
import { t } from '../../../shared/i18n/index.ts';
import { formatCzk } from '../../../shared/i18n/money.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { reactivateSubscription } from '../api.ts';
import { longDate } from '../format.ts';
import { DialogFooter, useDialogAction } from './DialogAction.tsx';

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
  const { busy, error, run } = useDialogAction(onDone, () => t('subscription.renewFailed') /* SPEC 8 */);
  const confirm = () =>
    run(async () => {
      const answer = await reactivateSubscription();
      return answer.creditedBack > 0
        ? `${t('subscription.renewDone')} ${t('subscription.renewCredit', { amount: formatCzk(answer.creditedBack) })}`
        : t('subscription.renewDone');
    });
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
      <DialogFooter
        error={error}
        busy={busy}
        confirmLabel={t('subscription.renewConfirm')}
        onConfirm={confirm}
        closeLabel={t('subscription.close')}
        onClose={onClose}
      />
    </ConfirmDialog>
  );
}
