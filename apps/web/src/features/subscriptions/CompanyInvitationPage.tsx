import { PAGES } from '@champions/domain';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { acceptCompanySeat } from './api.ts';
import { useSubscriptionPurchase } from './useSubscriptionPurchase.tsx';

/**
 * /user/company-invitation?token=: the employee (signed in; the user area's guard sends them to sign
 * in or register first and back here) takes the company's seat: an active Championship at once, or
 * the card modal for their share when the company pays only part of it.
 */
export function CompanyInvitationPage() {
  useDocumentTitle(t('companyInvitation.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { run, busy, error, modal } = useSubscriptionPurchase();
  return (
    <section className="page-section" aria-labelledby="company-invitation-title">
      <h1 id="company-invitation-title">{t('companyInvitation.title')}</h1>
      {token.length < 10 ? (
        <Alert tone="error">{t('companyInvitation.noToken')}</Alert>
      ) : (
        <>
          <p>{t('companyInvitation.lead')}</p>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="button-row">
            <Button loading={busy} onClick={() => void run((key) => acceptCompanySeat(token, key))}>
              {t('companyInvitation.accept')}
            </Button>
            <Link className="button button--secondary" to={PAGES.user.subscription}>
              {t('companyInvitation.mySubscription')}
            </Link>
          </div>
        </>
      )}
      {modal}
    </section>
  );
}
