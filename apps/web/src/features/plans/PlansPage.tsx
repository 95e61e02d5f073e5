import { BRAND, CONSTANTS, paygPlusEntryPrice } from '@champions/domain';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { usePageMeta, usePublicData, useUserAccount } from '../../shared/public-ui/index.ts';
import { PlanCards } from './PlanCards.tsx';
import './plans.css';

const EXAMPLE_ENTRY = 20_000;

/** /plany and /cenik: Basic (PAYG), PAYG+ and Championship side by side; the user's current plan marked. */
export function PlansPage() {
  const data = usePublicData();
  const account = useUserAccount();
  usePageMeta({ title: t('plans.title'), description: t('plans.description') });
  const subscription = account.loggedIn ? (account.data?.subscription ?? null) : undefined;

  return (
    <div className="page container plans-page">
      <h1>{t('plans.title')}</h1>
      <p className="page__lead">{t('plans.lead')}</p>
      {account.loggedIn && account.isPending ? (
        <p role="status" className="visually-hidden">
          {t('list.loading')}
        </p>
      ) : null}
      <PlanCards
        data={data.data}
        subscription={account.loggedIn && account.isPending ? undefined : subscription}
      />
      <section className="section" aria-labelledby="plans-example">
        <h2 id="plans-example">{t('plans.exampleTitle')}</h2>
        <p>
          {t('plans.example', {
            price: formatCzk(EXAMPLE_ENTRY),
            discounted: formatCzk(paygPlusEntryPrice(EXAMPLE_ENTRY)),
            percent: CONSTANTS.PAYG_PLUS_DISCOUNT_PERCENT,
            membership: BRAND.membership,
            days: CONSTANTS.PERIOD_DAYS,
          })}
        </p>
        <p className="plans-page__note">{t('plans.note', { days: CONSTANTS.ENTRY_EXPIRY_DAYS })}</p>
      </section>
    </div>
  );
}
