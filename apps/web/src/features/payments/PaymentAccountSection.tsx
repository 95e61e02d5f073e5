import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { useSession } from '../../shared/session/index.ts';
import { useUserData } from '../account/index.ts';
import { BillingHistory } from './BillingHistory.tsx';
import { CreditHistory } from './CreditHistory.tsx';
import { RefundsHistory } from './RefundsHistory.tsx';
import { SavedCards } from './SavedCards.tsx';

/**
 * The signed-in user's part of /platba: credit balance, saved cards and billing history with
 * receipts. A guest sees how to get there.
 */
export function PaymentAccountSection() {
  const session = useSession();
  const user = useUserData();
  if (session.user === null) {
    return (
      <aside className="billing-login">
        <p>{t('billing.loginPrompt')}</p>
        <Link
          className="button button--primary"
          to={`${PAGES.user.login}?redirect=${encodeURIComponent(PAGES.payment)}`}
        >
          {t('billing.login')}
        </Link>
      </aside>
    );
  }
  return (
    <section className="billing" aria-labelledby="billing-title">
      <h2 id="billing-title" className="billing__title">
        {t('billing.title')}
      </h2>
      <p className="billing__lead">{t('billing.lead')}</p>
      {user.data && (
        <p className="billing-credits">
          <strong>{t('billing.creditsBalance', { amount: formatCzk(user.data.user.credits) })}</strong>{' '}
          {t('billing.creditsNote')}
        </p>
      )}
      <SavedCards />
      <BillingHistory />
      <RefundsHistory />
      <CreditHistory />
    </section>
  );
}
