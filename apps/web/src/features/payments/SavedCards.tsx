import type { PaymentMethodDto } from '@champions/contract';
import { useState } from 'react';
import { storeErrorMessage } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import {
  createSetupIntent,
  newIdempotencyKey,
  usePaymentMethods,
  useRemoveCard,
  useSetDefaultCard,
} from './api.ts';
import { CardPaymentModal } from './CardPaymentModal.tsx';
import type { PreparedPayment } from './confirm.ts';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };
export const brandName = (brand: string) => BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
export const cardLabel = (m: PaymentMethodDto) =>
  t('billing.card', { brand: brandName(m.card.brand), last4: m.card.last4 });

/** For the card modal: a SetupIntent that saves a card. */
export const prepareCardSetup = async (): Promise<PreparedPayment> => ({
  kind: 'setup',
  setup: await createSetupIntent(newIdempotencyKey()),
});

/** The user's saved cards: add one (SetupIntent in the card modal), choose the default, remove. */
export function SavedCards() {
  const methods = usePaymentMethods();
  const setDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = methods.data?.paymentMethods ?? [];

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
    } catch (e) {
      setError(storeErrorMessage(e));
    }
  };

  return (
    <section className="billing-section" aria-labelledby="saved-cards-title">
      <div className="billing-section__head">
        <h2 id="saved-cards-title">{t('billing.cardsTitle')}</h2>
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          {t('billing.addCard')}
        </button>
      </div>
      {methods.isError && <p role="alert">{storeErrorMessage(methods.error)}</p>}
      {methods.isSuccess && list.length === 0 && <p className="billing-empty">{t('billing.cardsEmpty')}</p>}
      {list.length > 0 && (
        <ul className="saved-cards">
          {list.map((m) => (
            <li key={m.id} className={`saved-card${m.isDefault ? ' saved-card--default' : ''}`}>
              <div>
                <p className="saved-card__name">{cardLabel(m)}</p>
                <p className="saved-card__meta">
                  {t('billing.expires', {
                    month: String(m.card.exp_month).padStart(2, '0'),
                    year: m.card.exp_year,
                  })}
                </p>
              </div>
              <div className="saved-card__actions">
                {m.isDefault ? (
                  <span className="saved-card__badge">{t('billing.default')}</span>
                ) : (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('billing.makeDefaultLabel', { card: cardLabel(m) })}
                    disabled={setDefault.isPending}
                    onClick={() => run(() => setDefault.mutateAsync(m.id), t('billing.defaultChanged'))}
                  >
                    {t('billing.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('billing.removeCardLabel', { card: cardLabel(m) })}
                  disabled={remove.isPending}
                  onClick={() => run(() => remove.mutateAsync(m.id), t('billing.cardRemoved'))}
                >
                  {t('billing.removeCard')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div role="status" className="billing-notice">
        {notice}
      </div>
      {error && (
        <p role="alert" className="pay-dialog__error">
          {error}
        </p>
      )}
      <CardPaymentModal
        open={adding}
        prepare={prepareCardSetup}
        onClose={() => setAdding(false)}
        onSuccess={() => setNotice(t('billing.cardAdded'))}
      />
    </section>
  );
}
