import { useState } from 'react';
import { ApiError } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { useJoinWaitlist, useLeaveWaitlist, useWaitlist } from './queries.ts';

/**
 * On a full slot, instead of buying: join the waitlist ("náhradníci") or see the position and leave.
 * A freed place is bought automatically by the same rules as buying (credits, then the saved card).
 */
export function WaitlistPanel({ timeSlotId, optionId }: { timeSlotId: string; optionId: string }) {
  const waitlist = useWaitlist();
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const [confirming, setConfirming] = useState(false);
  const mine = waitlist.data?.items.find(
    (item) => item.timeSlotId === timeSlotId && (item.state === 'waiting' || item.state === 'charging'),
  );
  const error = join.error ?? leave.error;

  if (waitlist.isPending) return <p role="status">{t('form.loading')}</p>;
  return (
    <div className="waitlist-panel" data-testid="waitlist-panel">
      <p className="summary__hint">{mine ? t('waitlist.fullWaiting') : t('waitlist.full')}</p>
      {mine ? (
        <>
          <p className="waitlist-panel__position" role="status">
            {mine.position ? t('waitlist.position', { position: mine.position }) : t('waitlist.charging')}
          </p>
          <p className="summary__hint">{t('waitlist.howItWorks')}</p>
          {mine.state === 'waiting' && (
            <Button variant="secondary" block onClick={() => setConfirming(true)}>
              {t('waitlist.leave')}
            </Button>
          )}
        </>
      ) : (
        <>
          <Button
            block
            id="waitlist-join"
            loading={join.isPending}
            aria-describedby="waitlist-how"
            onClick={() => {
              leave.reset();
              join.mutate({ timeSlotId, optionId });
            }}
          >
            {t('waitlist.join')}
          </Button>
          <p id="waitlist-how" className="summary__hint">
            {t('waitlist.howItWorks')}
          </p>
        </>
      )}
      {error && <Alert tone="error">{error instanceof ApiError ? error.message : t('waitlist.error')}</Alert>}
      <ConfirmDialog open={confirming} title={t('waitlist.leaveTitle')} onClose={() => setConfirming(false)}>
        <p>{t('waitlist.leaveText')}</p>
        <div className="button-row">
          <Button
            variant="danger"
            loading={leave.isPending}
            onClick={() => {
              if (!mine) return;
              join.reset();
              leave.mutate(mine.id, { onSettled: () => setConfirming(false) });
            }}
          >
            {t('waitlist.leaveConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('waitlist.stay')}
          </Button>
        </div>
      </ConfirmDialog>
    </div>
  );
}
