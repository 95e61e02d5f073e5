import { useEffect, useState } from 'react';
import { storeErrorMessage } from '../../../shared/api/index.ts';
import { t } from '../../../shared/i18n/index.ts';
import { locale } from '../../../shared/i18n/language.ts';
import { formatCzk } from '../../../shared/i18n/money.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { fetchWithdrawal, withdraw } from '../api.ts';
import { longDate } from '../format.ts';
import { DialogFooter, useDialogAction } from './DialogAction.tsx';

/** Withdrawal within 14 days (Civil Code §1829): a confirmation step, then the acknowledgement. */
export function WithdrawDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [info, setInfo] = useState<Awaited<ReturnType<typeof fetchWithdrawal>> | null>(null);
  const { busy, error, setError, run } = useDialogAction(onDone);
  useEffect(() => {
    let cancelled = false;
    fetchWithdrawal()
      .then((answer) => !cancelled && setInfo(answer))
      .catch((e) => !cancelled && setError(storeErrorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, [setError]);
  const confirm = () =>
    run(async () => {
      const answer = await withdraw();
      const received = new Intl.DateTimeFormat(locale(), {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Prague',
      }).format(new Date(answer.receivedAt));
      return t('subscription.withdrawDone', { date: received, refund: formatCzk(answer.refund.amount) });
    });
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
      <DialogFooter
        error={error}
        busy={busy}
        confirmLabel={t('subscription.withdrawConfirm')}
        onConfirm={confirm}
        closeLabel={t('subscription.close')}
        onClose={onClose}
        canConfirm={!!info?.possible}
      />
    </ConfirmDialog>
  );
}
