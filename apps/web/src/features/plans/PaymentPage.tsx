import { BRAND, CONSTANTS, PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { usePageMeta } from '../../shared/public-ui/index.ts';
import { PaymentAccountSection, WalletsNote } from '../payments/index.ts';
import './plans.css';

/** /platba: how paying works (cards, credit, minimum charge, entries). Customer-facing information. */
export function PaymentPage() {
  usePageMeta({ title: t('payment.title'), description: t('payment.description') });
  return (
    <article className="page container prose" aria-labelledby="payment-title">
      <h1 id="payment-title">{t('payment.title')}</h1>
      <p className="page__lead">{t('payment.lead')}</p>
      <PaymentAccountSection />
      <h2>{t('payment.cardsTitle')}</h2>
      <p>{t('payment.cardsText')}</p>
      <WalletsNote text={t('payment.walletsText')} />
      <h2>{t('payment.creditsTitle')}</h2>
      <p>{t('payment.creditsText')}</p>
      <h2>{t('payment.minimumTitle')}</h2>
      <p>{t('payment.minimumText', { amount: formatCzk(CONSTANTS.MIN_CARD_CHARGE_MINOR) })}</p>
      <h2>{t('payment.entriesTitle')}</h2>
      <p>{t('payment.entriesText', { days: CONSTANTS.ENTRY_EXPIRY_DAYS })}</p>
      <h2>{t('payment.subscriptionTitle')}</h2>
      <p>{t('payment.subscriptionText', { membership: BRAND.membership, days: CONSTANTS.PERIOD_DAYS })}</p>
      <h2>{t('payment.securityTitle')}</h2>
      <p>{t('payment.securityText')}</p>
      <p>
        <Link to={PAGES.userTerms}>{t('payment.terms')}</Link> ·{' '}
        <Link to={PAGES.contact}>{t('payment.contact')}</Link>
      </p>
    </article>
  );
}
