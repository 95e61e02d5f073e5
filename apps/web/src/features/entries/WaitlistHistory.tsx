import type { WaitlistItem } from '@champions/contract';
import { PAGES, type WaitlistFailReason } from '@champions/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/index.ts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { formatSlot } from '../../shared/public-ui/index.ts';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { useLeaveWaitlist, useWaitlist } from './queries.ts';

/** Why a place was not given, as the API's code says (an old unrecognised reason: the bare line). */
const FAIL_REASONS: Record<Exclude<WaitlistFailReason, 'unknown'>, MessageKey> = {
  no_money: 'history.waitlistFailNoMoney',
  card_failed: 'history.waitlistFailCard',
  unavailable: 'history.waitlistFailUnavailable',
};

function failedText(reason: WaitlistFailReason | null): string {
  if (!reason || reason === 'unknown') return t('history.waitlistFailedUnknown');
  return t('history.waitlistFailed', { reason: t(FAIL_REASONS[reason]) });
}

function stateText(item: WaitlistItem): string {
  switch (item.state) {
    case 'waiting':
      return t('history.waitlistWaiting', { position: item.position ?? 1 });
    case 'charging':
      return t('history.waitlistCharging');
    case 'promoted':
      return t('history.waitlistPromoted');
    case 'failed':
      return failedText(item.failReason);
    case 'left':
      return t('history.waitlistLeft');
    default:
      return t('history.waitlistClosed');
  }
}

/** The history's list of waitlist places, with "leave" (after a confirmation). */
export function WaitlistHistory() {
  const waitlist = useWaitlist();
  const leave = useLeaveWaitlist();
  const [confirming, setConfirming] = useState<WaitlistItem | null>(null);
  const items = waitlist.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="area-card waitlist-history" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="area-card__title">
        {t('history.waitlistTitle')}
      </h2>
      <p className="field__hint">{t('history.waitlistLead')}</p>
      <ul className="entry-list">
        {items.map((item) => (
          <li key={item.id} className={`entry entry--waitlist-${item.state}`} data-testid="waitlist-entry">
            <div className="entry__main">
              <p className="entry__title">
                <Link to={PAGES.activity(item.activityId)}>{item.activityName}</Link>
              </p>
              <p className="entry__meta">
                {formatSlot(item.slotStartsAt)} · {item.venueName}
              </p>
            </div>
            <div className="entry__side">
              <span className="entry__status">{stateText(item)}</span>
              {item.state === 'waiting' && (
                <Button
                  variant="secondary"
                  className="button--small"
                  aria-label={t('history.waitlistLeaveLabel', {
                    activity: item.activityName,
                    when: formatSlot(item.slotStartsAt),
                  })}
                  onClick={() => {
                    leave.reset();
                    setConfirming(item);
                  }}
                >
                  {t('history.waitlistLeave')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={t('waitlist.leaveTitle')}
        onClose={() => setConfirming(null)}
      >
        <p>{t('waitlist.leaveText')}</p>
        {leave.isError && (
          <Alert tone="error">
            {leave.error instanceof ApiError ? leave.error.message : t('waitlist.error')}
          </Alert>
        )}
        <div className="button-row">
          <Button
            variant="danger"
            loading={leave.isPending}
            onClick={() =>
              confirming && leave.mutate(confirming.id, { onSuccess: () => setConfirming(null) })
            }
          >
            {t('waitlist.leaveConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t('waitlist.stay')}
          </Button>
        </div>
      </ConfirmDialog>
    </section>
  );
}
