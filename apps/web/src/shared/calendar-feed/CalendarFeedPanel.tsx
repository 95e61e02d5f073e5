import { type CalendarFeedCreated, FEED_CALLS } from '@champions/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { callApi } from '../api/index.ts';
import { t } from '../i18n/index.ts';
import { formatDate } from '../public-ui/index.ts';
import { Alert, Button } from '../ui/forms.tsx';
import { QueryState } from '../ui/QueryState.tsx';
import './calendar-feed.css';

type Owner = 'user' | 'admin';

/** The texts of each owner: the customer's entries, the partner's schedule. */
const TEXT = {
  user: { title: 'calendarFeed.userTitle', lead: 'calendarFeed.userLead' },
  admin: { title: 'calendarFeed.adminTitle', lead: 'calendarFeed.adminLead' },
} as const;

const CALLS = {
  user: { state: FEED_CALLS.userState, create: FEED_CALLS.userCreate, revoke: FEED_CALLS.userRevoke },
  admin: { state: FEED_CALLS.adminState, create: FEED_CALLS.adminCreate, revoke: FEED_CALLS.adminRevoke },
} as const;

export const calendarFeedKey = (owner: Owner) => [owner, 'calendar-feed'] as const;

/**
 * A secret calendar address (webcal) to subscribe to in Google, Apple or Outlook: made, made anew (the
 * old address stops working) and turned off here. The server keeps only the address's hash, so it is
 * shown once, right after it is made.
 */
export function CalendarFeedPanel({ owner, className }: { owner: Owner; className: string }) {
  const calls = CALLS[owner];
  const queryClient = useQueryClient();
  const titleId = useId();
  const fieldId = useId();
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const [copied, setCopied] = useState(false);
  const state = useQuery({
    queryKey: calendarFeedKey(owner),
    queryFn: ({ signal }) => callApi(calls.state, { signal }),
  });
  const create = useMutation({
    mutationFn: () => callApi(calls.create, {}),
    onSuccess: (answer) => {
      setCreated(answer);
      setCopied(false);
      queryClient.setQueryData(calendarFeedKey(owner), { active: true, createdAt: answer.createdAt });
    },
  });
  const revoke = useMutation({
    mutationFn: () => callApi(calls.revoke, {}),
    onSuccess: (answer) => {
      setCreated(null);
      queryClient.setQueryData(calendarFeedKey(owner), answer);
    },
  });
  const failed = create.isError || revoke.isError;
  return (
    <section className={`${className} calendar-feed`} aria-labelledby={titleId} data-testid="calendar-feed">
      <h2 id={titleId} className={`${className}__title`}>
        {t(TEXT[owner].title)}
      </h2>
      <p className={`${className}__lead`}>{t(TEXT[owner].lead)}</p>
      <QueryState
        isPending={state.isPending}
        isError={state.isError}
        retry={() => state.refetch()}
        error={t('calendarFeed.loadError')}
      />
      {failed && <Alert tone="error">{t('calendarFeed.actionError')}</Alert>}
      {created && (
        <div className="calendar-feed__address">
          <label htmlFor={fieldId}>{t('calendarFeed.address')}</label>
          <input
            id={fieldId}
            readOnly
            value={created.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="calendar-feed__hint">{t('calendarFeed.onlyOnce')}</p>
          <div className="button-row">
            <Button
              onClick={async () => {
                try {
                  await navigator.clipboard?.writeText(created.url);
                } finally {
                  setCopied(true);
                }
              }}
            >
              {t('calendarFeed.copy')}
            </Button>
            <a className="button button--secondary" href={created.webcalUrl}>
              {t('calendarFeed.open')}
            </a>
          </div>
          {copied && <p role="status">{t('calendarFeed.copied')}</p>}
          <p className="calendar-feed__hint">{t('calendarFeed.howTo')}</p>
        </div>
      )}
      {state.data && !state.data.active && (
        <div className="button-row">
          <Button loading={create.isPending} onClick={() => create.mutate()}>
            {t('calendarFeed.create')}
          </Button>
        </div>
      )}
      {state.data?.active && (
        <>
          {!created && state.data.createdAt && (
            <p>{t('calendarFeed.activeSince', { date: formatDate(state.data.createdAt) })}</p>
          )}
          <div className="button-row">
            <Button variant="secondary" loading={create.isPending} onClick={() => create.mutate()}>
              {t('calendarFeed.renew')}
            </Button>
            <Button variant="secondary" loading={revoke.isPending} onClick={() => revoke.mutate()}>
              {t('calendarFeed.revoke')}
            </Button>
          </div>
          <p className="calendar-feed__hint">{t('calendarFeed.renewHint')}</p>
        </>
      )}
    </section>
  );
}
