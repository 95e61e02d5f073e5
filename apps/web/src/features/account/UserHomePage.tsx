import type { UserDataResponse } from '@champions/contract';
import { hasActiveSubscription, isNotStarted, PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { ArrowRightIcon, QrIcon, SearchIcon, UserIcon, WalletIcon } from '../../shared/ui/icons.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { useUserData } from './queries.ts';
import './user-area.css';

const PLAN_NAMES: Record<string, MessageKey> = {
  CHAMPIONSHIP: 'planNames.yearly',
  CHAMPIONSHIP_FLEXIBLE: 'planNames.flexible',
  PAYG_PLUS: 'planNames.paygPlus',
};

function planName(subscription: UserDataResponse['subscription']): string {
  if (!subscription) return t('userHome.noPlan');
  // The contract types switchTo as a string; the state rules read only type and state here.
  const status = { type: subscription.type, currentState: subscription.currentState };
  if (!hasActiveSubscription(status) && !isNotStarted(status)) return t('userHome.noPlan');
  return t(PLAN_NAMES[subscription.type] ?? 'userHome.noPlan');
}

/** /user/home: greeting, credit, plan and shortcuts. */
export function UserHomePage() {
  useDocumentTitle(t('userHome.title'));
  const { data, isPending, isError, refetch } = useUserData();

  return (
    <section className="user-page" aria-labelledby="user-home-title">
      <h1 id="user-home-title" className="user-page__title">
        {data
          ? t('userHome.greeting', { name: data.user.name.split(' ')[0] ?? data.user.name })
          : t('userHome.title')}
      </h1>
      {isPending && <p role="status">{t('form.loading')}</p>}
      {isError && (
        <Alert tone="error">
          <p>{t('userArea.loadError')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('userArea.retry')}
          </Button>
        </Alert>
      )}
      {data && (
        <>
          <p className="page__lead">{t('userHome.lead')}</p>
          {!data.user.emailVerified && <Alert tone="info">{t('userHome.unverified')}</Alert>}
          <div className="stat-grid">
            <div className="stat">
              <p className="stat__label">{t('userHome.credits')}</p>
              <p className="stat__value">{formatCzk(data.user.credits)}</p>
              <p className="stat__hint">{t('userHome.creditsHint')}</p>
            </div>
            <div className="stat">
              <p className="stat__label">{t('userHome.plan')}</p>
              <p className="stat__value stat__value--text">{planName(data.subscription)}</p>
            </div>
            <div className="stat">
              <p className="stat__label">{t('userHome.tickets')}</p>
              <p className="stat__value">
                {data.user.tickets.filter((ticket) => !ticket.isUsed && !ticket.isCancelled).length}
              </p>
            </div>
          </div>
          <h2 className="panel__title">{t('userHome.shortcuts')}</h2>
          <ul className="shortcut-list">
            <li>
              <Link className="shortcut" to={PAGES.activities}>
                <SearchIcon />
                {t('userHome.findActivity')}
              </Link>
            </li>
            <li>
              <Link className="shortcut" to={PAGES.user.card}>
                <QrIcon />
                {t('userHome.showCard')}
              </Link>
            </li>
            <li>
              <Link className="shortcut" to={PAGES.plans}>
                <WalletIcon />
                {t('userHome.plans')}
                <ArrowRightIcon className="shortcut__arrow" width={18} height={18} />
              </Link>
            </li>
            <li>
              <Link className="shortcut" to={PAGES.user.referral}>
                <UserIcon />
                {t('referral.shortcut')}
              </Link>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
