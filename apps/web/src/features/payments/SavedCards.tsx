import type { PaymentMethodDto } from '@champions/contract';
import { useState } from 'react';
import { storeErrorMessage } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { useUserData } from '../account/index.ts';
import {
  createSetupIntent,
  newIdempotencyKey,
  usePaymentMethods,
  useRemoveCard,
  useSetDefaultCard,
} from './api.ts';
import { CardPaymentModal } from './CardPaymentModal.tsx';
import { cardLabel } from './cardLabel.ts';
import type { PreparedPayment } from './confirm.ts';
import { nextCardPayment } from './planCard.ts';

export { brandName, cardLabel } from './cardLabel.ts';

/** For the card modal: a SetupIntent that saves a card. */
export const prepareCardSetup = async (): Promise<PreparedPayment> => ({
  kind: 'setup',
  setup: await createSetupIntent(newIdempotencyKey()),
});

interface SavedCardsProps {
  /** the add-card modal opened from outside (the plan's "no card" banner); uncontrolled without it */
  adding?: boolean;
  onAddingChange?: (adding: boolean) => void;
}

/**
 * The user's saved cards: add one (SetupIntent in the card modal), choose the default, remove one
 * after a confirmation that says what happens to the plan's next payment.
 */
export function SavedCards({ adding: addingProp, onAddingChange }: SavedCardsProps = {}) {
  const methods = usePaymentMethods();
  const setDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const user = useUserData();
  const [addingState, setAddingState] = useState(false);
  const adding = addingProp ?? addingState;
  const setAdding = onAddingChange ?? setAddingState;
  const [removing, setRemoving] = useState<PaymentMethodDto | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = methods.data?.paymentMethods ?? [];
  const plan = nextCardPayment(user.data?.subscription);

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
                  onClick={() => setRemoving(m)}
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
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('billing.removeTitle', { card: cardLabel(removing) }) : ''}
        onClose={() => setRemoving(null)}
      >
        {removing && (
          <>
            <p data-testid="remove-card-consequence">{removalConsequence(removing, list, plan)}</p>
            <div className="button-row">
              <button
                type="button"
                className="button button--danger"
                disabled={remove.isPending}
                onClick={() => {
                  const card = removing;
                  setRemoving(null);
                  void run(() => remove.mutateAsync(card.id), t('billing.cardRemoved'));
                }}
              >
                {t('billing.removeConfirm')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setRemoving(null)}>
                {t('billing.removeKeep')}
              </button>
            </div>
          </>
        )}
      </ConfirmDialog>
      <CardPaymentModal
        open={adding}
        prepare={prepareCardSetup}
        onClose={() => setAdding(false)}
        onSuccess={() => setNotice(t('billing.cardAdded'))}
      />
    </section>
  );
}

/** What removing a card does, said before it is done: the plan's next payment goes to which card, or to none. */
function removalConsequence(
  card: PaymentMethodDto,
  cards: PaymentMethodDto[],
  plan: ReturnType<typeof nextCardPayment>,
): string {
  if (!plan) return t('billing.removeText');
  const rest = cards.filter((m) => m.id !== card.id);
  if (rest.length === 0) return t('billing.removeOnlyPlanCard', plan);
  // the default card pays the plan; removing it makes the oldest remaining card the default
  const payer = card.isDefault ? rest[0]! : (cards.find((m) => m.isDefault) ?? rest[0]!);
  return t('billing.removePlanMoves', { ...plan, card: cardLabel(payer) });
}
