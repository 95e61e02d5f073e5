import type { HistoryEntry } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/index.ts';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { formatSlot } from '../../shared/public-ui/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { FriendPlaces } from '../friends/index.ts';
import { entryCalendarFile } from './calendarFile.ts';
import { useCancelEntry, useHistory } from './queries.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { WaitlistHistory } from './WaitlistHistory.tsx';
import './entries.css';

function when(entry: HistoryEntry): string {
  return entry.slotStartsAt ? formatSlot(entry.slotStartsAt) : t('entryTime.open');
}

function paidText(entry: HistoryEntry): string {
  switch (entry.paidWith) {
    case 'membership':
      return t('history.paidMembership');
    case 'credits':
      return t('history.paidCredits');
    case 'card':
      return t('history.paidCard');
    case 'credits_card':
      return t('history.paidCreditsCard', { credits: formatCzk(entry.creditsUsed) });
    default:
      return t('history.paidFree');
  }
}

function lateText(entry: HistoryEntry): string | null {
  switch (entry.lateCancel) {
    case 'offered':
      return t('history.lateOffered');
    case 'resold':
      return t('history.lateResold');
    case 'forfeited':
      return t('history.lateForfeited');
    default:
      return null;
  }
}

function statusText(entry: HistoryEntry): string {
  switch (entry.status) {
    case 'used':
      return t('history.statusUsed', { when: entry.usedAt ? formatSlot(entry.usedAt) : '' });
    case 'cancelled':
      return t('history.statusCancelled');
    case 'expired':
      return t('history.statusExpired');
    default:
      return t('history.statusUpcoming');
  }
}

/** /user/history: the user's entries, upcoming first, with cancel where the rules allow it. */
export function HistoryPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const history = useHistory(page);
  const cancel = useCancelEntry();
  const [confirming, setConfirming] = useState<HistoryEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const calendarFile = useBlobDownload();
  const [reviewing, setReviewing] = useState<string | null>(null);

  const goTo = (next: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(next));
    setSearch(params);
  };
  const confirmCancel = async () => {
    if (!confirming) return;
    try {
      const result = await cancel.mutateAsync(confirming.id);
      setNotice(
        result.kind === 'offer' && confirming.price > 0
          ? t('history.cancelledOffered')
          : result.refundedCredits > 0
            ? t('history.cancelled', { refund: formatCzk(result.refundedCredits) })
            : t('history.cancelledFree'),
      );
      setConfirming(null);
    } catch {
      // the dialog shows the error
    }
  };

  const data = history.data;
  return (
    <AreaPage title={t('history.title')} lead={t('history.lead')}>
      {notice && <Alert tone="success">{notice}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {history.isPending && <p role="status">{t('form.loading')}</p>}
      {history.isError && <Alert tone="error">{t('history.loadError')}</Alert>}
      {data && data.entries.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{t('history.empty')}</p>
          <p>{t('history.emptyHint')}</p>
          <Link className="button button--primary" to={PAGES.activities}>
            {t('saved.browse')}
          </Link>
        </div>
      )}
      {data && data.entries.length > 0 && (
        <>
          <ul className="entry-list" aria-busy={history.isFetching}>
            {data.entries.map((entry) => (
              <li key={entry.id} className={`entry entry--${entry.status}`} data-testid="history-entry">
                <div className="entry__main">
                  <p className="entry__title">
                    <Link to={PAGES.activity(entry.activityId)}>{entry.activityName}</Link>
                    {entry.optionName && <span className="entry__option"> · {entry.optionName}</span>}
                  </p>
                  <p className="entry__meta">
                    {when(entry)} · {entry.venueName}, {entry.venueCity}
                  </p>
                  <p className="entry__meta">
                    {formatCzk(entry.price)} · {paidText(entry)}
                  </p>
                  {lateText(entry) && <p className="entry__meta entry__late">{lateText(entry)}</p>}
                  {entry.status !== 'cancelled' && entry.price > 0 && <FriendPlaces entryId={entry.id} />}
                  {reviewing === entry.id && (
                    <ReviewForm
                      ticketId={entry.id}
                      onDone={(message) => {
                        setReviewing(null);
                        setNotice(message);
                      }}
                    />
                  )}
                </div>
                <div className="entry__side">
                  <span className={`entry__status entry__status--${entry.status}`}>{statusText(entry)}</span>
                  {entry.status === 'upcoming' && entry.slotStartsAt && (
                    <Button
                      variant="link"
                      className="button--small"
                      aria-label={t('history.calendarLabel', {
                        activity: entry.activityName,
                        when: when(entry),
                      })}
                      onClick={() =>
                        void calendarFile
                          .download(entryCalendarFile(entry.id))
                          .catch(() => setFailure(t('history.calendarError')))
                      }
                    >
                      {t('history.calendar')}
                    </Button>
                  )}
                  {entry.canReview && reviewing !== entry.id && (
                    <Button
                      variant="secondary"
                      className="button--small"
                      aria-label={t('history.reviewLabel', {
                        activity: entry.activityName,
                        when: when(entry),
                      })}
                      onClick={() => {
                        setNotice(null);
                        setReviewing(entry.id);
                      }}
                    >
                      {t('history.review')}
                    </Button>
                  )}
                  {entry.reviewed && <span className="entry__hint">{t('history.reviewed')}</span>}
                  {entry.cancelKind !== null && (
                    <>
                      <Button
                        variant="secondary"
                        className="button--small"
                        aria-label={t('history.cancelLabel', {
                          activity: entry.activityName,
                          when: when(entry),
                        })}
                        onClick={() => {
                          cancel.reset();
                          setNotice(null);
                          setConfirming(entry);
                        }}
                      >
                        {t('history.cancel')}
                      </Button>
                      {entry.canCancel && entry.cancelDeadline && (
                        <span className="entry__hint">
                          {t('history.cancelUntil', { when: formatSlot(entry.cancelDeadline) })}
                        </span>
                      )}
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={data.pagination.totalPages}
            onPage={goTo}
            label={t('history.pagination')}
          />
        </>
      )}
      <WaitlistHistory />
      <ConfirmDialog
        open={confirming !== null}
        title={t('history.cancelTitle')}
        onClose={() => setConfirming(null)}
      >
        {confirming && (
          <>
            <p>
              {confirming.cancelKind === 'offer'
                ? t(confirming.price > 0 ? 'history.lateCancelText' : 'history.lateCancelFree', {
                    activity: confirming.activityName,
                    when: when(confirming),
                    price: formatCzk(confirming.price),
                  })
                : t('history.cancelText', {
                    activity: confirming.activityName,
                    when: when(confirming),
                    refund:
                      confirming.price > 0
                        ? t('history.cancelRefund', { price: formatCzk(confirming.price) })
                        : t('history.cancelNoRefund'),
                  })}
            </p>
            {cancel.isError && (
              <Alert tone="error">
                {cancel.error instanceof ApiError ? cancel.error.message : t('history.loadError')}
              </Alert>
            )}
            <div className="button-row">
              <Button variant="danger" loading={cancel.isPending} onClick={() => void confirmCancel()}>
                {t('history.cancelConfirm')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {t('history.keep')}
              </Button>
            </div>
          </>
        )}
      </ConfirmDialog>
    </AreaPage>
  );
}
