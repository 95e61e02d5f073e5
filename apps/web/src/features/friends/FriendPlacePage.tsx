import { PAGES } from '@champions/domain';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatSlot } from '../../shared/public-ui/index.ts';
import { useUserAccount } from '../../shared/public-ui/queries.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { qrImage } from '../../shared/ui/qrImage.ts';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { useClaimFriendPlace, useFriendPlace } from './api.ts';
import './friends.css';

/**
 * /pozvanka/:token: a friend's place, opened from the buyer's e-mail or link without an account:
 * what, when, where and its own QR code for the reception (one entry). Signed in, the friend may save
 * it into their account ("Uložit do mého účtu"): it moves to their card and history.
 */
export function FriendPlacePage() {
  const token = useParams().token ?? '';
  const place = useFriendPlace(token);
  const claim = useClaimFriendPlace(token);
  const account = useUserAccount();
  useDocumentTitle(t('friends.page.title'));
  const data = place.data;
  const qr = useMemo(() => (data?.code ? qrImage(data.code, 8) : null), [data?.code]);
  const notFound =
    place.error instanceof ApiError && (place.error.status === 404 || place.error.status === 400);
  return (
    <article className="page container friend-page" aria-labelledby="friend-page-title">
      <h1 id="friend-page-title">{t('friends.page.title')}</h1>
      {place.isPending && <p role="status">{t('form.loading')}</p>}
      {notFound && <Alert tone="error">{t('friends.page.notFound')}</Alert>}
      {place.isError && !notFound && (
        <Alert tone="error">
          {t('friends.page.loadError')}{' '}
          <Button variant="link" onClick={() => void place.refetch()}>
            {t('friends.page.retry')}
          </Button>
        </Alert>
      )}
      {data && (
        <>
          <p className="page__lead">
            {data.fromName ? t('friends.page.lead', { name: data.fromName }) : t('friends.page.leadNoName')}
          </p>
          <section className="friend-page__card" aria-label={t('friends.page.qrAlt')}>
            <dl className="friend-page__facts">
              <div>
                <dt>{t('friends.page.what')}</dt>
                <dd>{data.optionName ? `${data.activityName} · ${data.optionName}` : data.activityName}</dd>
              </div>
              <div>
                <dt>{t('friends.page.when')}</dt>
                <dd>{data.slotStartsAt ? formatSlot(data.slotStartsAt) : t('entryTime.open')}</dd>
              </div>
              <div>
                <dt>{t('friends.page.where')}</dt>
                <dd>{[data.venueName, data.venueAddress, data.venueCity].filter(Boolean).join(', ')}</dd>
              </div>
            </dl>
            {data.code && qr && (
              <>
                <img
                  className="friend-page__qr"
                  src={qr}
                  alt={t('friends.page.qrAlt')}
                  data-testid="friend-qr"
                  data-code={data.code}
                />
                <p className="field__hint">{t('friends.page.qrHint')}</p>
              </>
            )}
            {data.state === 'used' && <Alert tone="info">{t('friends.page.used')}</Alert>}
            {data.state === 'expired' && <Alert tone="info">{t('friends.page.expired')}</Alert>}
            {data.state === 'claimed' && !claim.isSuccess && (
              <Alert tone="info">{t('friends.page.claimed')}</Alert>
            )}
          </section>
          <div aria-live="polite">
            {claim.isSuccess ? (
              <Alert tone="success">
                {t('friends.page.saved')} <Link to={PAGES.user.card}>{t('friends.page.openCard')}</Link>
              </Alert>
            ) : (
              data.state === 'valid' &&
              (account.loggedIn ? (
                <Button loading={claim.isPending} onClick={() => claim.mutate()}>
                  {t('friends.page.save')}
                </Button>
              ) : (
                <p>
                  {t('friends.page.signInToSave')}{' '}
                  <Link to={PAGES.user.login}>{t('friends.page.signIn')}</Link>
                </p>
              ))
            )}
            {claim.isError && (
              <Alert tone="error">
                {claim.error instanceof ApiError ? claim.error.message : t('friends.error')}
              </Alert>
            )}
          </div>
        </>
      )}
    </article>
  );
}
