import type { SubscriptionDto } from '@champions/contract';
import { t } from '../../shared/i18n/index.ts';
import { usePaymentMethods } from './api.ts';
import { nextCardPayment } from './planCard.ts';

interface PlanCardBannerProps {
  sub: SubscriptionDto | null;
  /** opens the add-card modal (the plan page's saved cards) */
  onAddCard: () => void;
}

/** On the plan while it has no card to take its next payment from: says so, with the way to add one. */
export function PlanCardBanner({ sub, onAddCard }: PlanCardBannerProps) {
  const methods = usePaymentMethods();
  const next = nextCardPayment(sub);
  if (!next || !methods.isSuccess || methods.data.paymentMethods.length > 0) return null;
  return (
    <section className="plan-card-banner" role="alert" aria-labelledby="plan-card-banner-title">
      <h2 id="plan-card-banner-title" className="plan-card-banner__title">
        {t('billing.noCardTitle')}
      </h2>
      <p>{t('billing.noCardText', next)}</p>
      <button type="button" className="button button--primary" onClick={onAddCard}>
        {t('billing.addCard')}
      </button>
    </section>
  );
}
