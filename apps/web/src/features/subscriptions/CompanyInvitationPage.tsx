import type { SeatInvitationPreview } from '@champions/contract';
import { endSentence, PAGES } from '@champions/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { storeErrorMessage } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { acceptCompanySeat, fetchCompanySeatInvitation } from './api.ts';
import { useSubscriptionPurchase } from './useSubscriptionPurchase.tsx';
import './subscriptions.css';

/**
 * /user/company-invitation?token=: the employee (signed in; the user area's guard sends them to sign
 * in or register first and back here) sees what the company offers - the company, the plan, its
 * location and who pays what per period - and takes the seat: an active Championship at once, or the
 * card modal for their share. Their own credit pays towards the share only when they tick the box.
 */
export function CompanyInvitationPage() {
  useDocumentTitle(t('companyInvitation.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = token.length >= 10;
  const invitation = useQuery({
    queryKey: ['user', 'company-invitation', token],
    queryFn: ({ signal }) => fetchCompanySeatInvitation(token, signal),
    enabled: valid,
    retry: false,
  });
  const [useCredits, setUseCredits] = useState(false);
  const { run, busy, error, modal } = useSubscriptionPurchase();
  const offer = invitation.data;
  return (
    <section className="page-section company-invitation" aria-labelledby="company-invitation-title">
      <h1 id="company-invitation-title">{t('companyInvitation.title')}</h1>
      {!valid ? (
        <Alert tone="error">{t('companyInvitation.noToken')}</Alert>
      ) : invitation.isPending ? (
        <p role="status" aria-busy="true">
          {t('companyInvitation.loading')}
        </p>
      ) : invitation.isError || !offer ? (
        <Alert tone="error">{storeErrorMessage(invitation.error)}</Alert>
      ) : (
        <>
          <InvitationOffer offer={offer} />
          {offer.employeeShare > 0 && offer.credits > 0 && (
            <CreditsConsent credits={offer.credits} checked={useCredits} onChange={setUseCredits} />
          )}
          {error && <Alert tone="error">{error}</Alert>}
          <div className="button-row">
            <Button
              loading={busy}
              onClick={() =>
                void run((key) => acceptCompanySeat(token, useCredits && offer.employeeShare > 0, key))
              }
            >
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

/** The company, plan, location and the split of the period price. */
function InvitationOffer({ offer }: { offer: SeatInvitationPreview }) {
  return (
    <div className="sub-card" data-testid="invitation-offer">
      <p className="company-invitation__lead">
        {endSentence(t('companyInvitation.offer', { company: offer.company, plan: offer.plan }))}
      </p>
      <dl className="summary-list">
        <div>
          <dt>{t('companyInvitation.company')}</dt>
          <dd>{offer.company}</dd>
        </div>
        <div>
          <dt>{t('companyInvitation.plan')}</dt>
          <dd>{offer.plan}</dd>
        </div>
        <div>
          <dt>{t('companyInvitation.area')}</dt>
          <dd>{offer.area ?? t('companyInvitation.allLocations')}</dd>
        </div>
        <div>
          <dt>{t('companyInvitation.price')}</dt>
          <dd>{formatCzk(offer.price)}</dd>
        </div>
        <div>
          <dt>{t('companyInvitation.companyShare')}</dt>
          <dd>{formatCzk(offer.companyShare)}</dd>
        </div>
        <div className="summary-list__total">
          <dt>{t('companyInvitation.employeeShare')}</dt>
          <dd>{formatCzk(offer.employeeShare)}</dd>
        </div>
      </dl>
      <p data-testid="invitation-split">
        {offer.employeeShare > 0
          ? t('companyInvitation.split', {
              company: formatCzk(offer.companyShare),
              you: formatCzk(offer.employeeShare),
            })
          : t('companyInvitation.wholePaid', { price: formatCzk(offer.price) })}
      </p>
      {offer.employeeShare > 0 && <p className="sub-hint">{t('companyInvitation.renewal')}</p>}
    </div>
  );
}

/** The employee's consent to pay their share from their own credit first; off unless ticked. */
function CreditsConsent({
  credits,
  checked,
  onChange,
}: {
  credits: number;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="company-invitation__credits">
      <label className="checkout__consent">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {t('companyInvitation.useCredits', { credits: formatCzk(credits) })}
      </label>
      <p id={hintId} className="sub-hint">
        {t('companyInvitation.useCreditsHint')}
      </p>
    </div>
  );
}
