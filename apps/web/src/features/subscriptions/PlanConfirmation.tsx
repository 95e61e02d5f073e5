import type { SubscriptionDto } from '@champions/contract';
import { isChampionship, PAGES } from '@champions/domain';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { type ConfirmationDetail, PaymentConfirmation } from '../payments/index.ts';
import { longDate, planLabel } from './format.ts';

/** What a plan's purchase ends on: the plan, until when it is active, and its next payment. */
export interface PlanPurchase {
  subscription: SubscriptionDto;
  creditsUsed: number;
}

function title(sub: SubscriptionDto): string {
  const membership = isChampionship(sub.type);
  if (!sub.nextBillingDate) {
    return membership ? t('planConfirmed.membershipActive') : t('planConfirmed.paygPlusActive');
  }
  const date = longDate(sub.nextBillingDate);
  return membership
    ? t('planConfirmed.membershipUntil', { date })
    : t('planConfirmed.paygPlusUntil', { date });
}

function details({ subscription: sub, creditsUsed }: PlanPurchase): ConfirmationDetail[] {
  const rows: ConfirmationDetail[] = [
    { label: t('planConfirmed.plan'), value: planLabel(sub.type, sub.area?.name ?? null) },
  ];
  if (sub.company) {
    rows.push({
      label: t('planConfirmed.payer'),
      value: t('planConfirmed.companyPays', { company: sub.company.name }),
    });
  } else if (sub.nextBillingDate && !sub.cancelAtPeriodEnd) {
    rows.push({
      label: t('planConfirmed.nextPayment'),
      value: t('planConfirmed.nextPaymentValue', {
        amount: formatCzk(sub.subscribedPrice),
        date: longDate(sub.nextBillingDate),
      }),
    });
  }
  if (creditsUsed > 0) rows.push({ label: t('planConfirmed.credits'), value: formatCzk(creditsUsed) });
  return rows;
}

/**
 * The confirmation of a plan bought at the checkout, Championship's page or a company invitation, in
 * a modal dialog over the page it was bought on (the same PaymentConfirmation an entry ends on).
 */
export function PlanConfirmationDialog({ purchase }: { purchase: PlanPurchase }) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const heading = title(purchase.subscription);
  return (
    <dialog
      ref={ref}
      className="dialog plan-confirmation"
      aria-label={heading}
      onCancel={(event) => {
        event.preventDefault();
        void navigate(PAGES.user.subscription);
      }}
    >
      <PaymentConfirmation
        testId="plan-confirmation"
        title={heading}
        details={details(purchase)}
        text={t('planConfirmed.text')}
        actions={
          <>
            <Link className="button button--primary" to={PAGES.user.card}>
              {t('planConfirmed.openCard')}
            </Link>
            <Link className="button button--secondary" to={PAGES.user.subscription}>
              {t('planConfirmed.openPlan')}
            </Link>
          </>
        }
      />
    </dialog>
  );
}
