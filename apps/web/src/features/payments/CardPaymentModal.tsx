import { PAGES } from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import {
  authenticateLocal,
  confirmLocal,
  fetchPaymentConfig,
  type LocalCard,
  newIdempotencyKey,
  paymentKeys,
  payWithSavedCard,
  setCardSaving,
  syncPayment,
  syncSetupIntent,
  usePaymentMethods,
} from './api.ts';
import { cardErrorText } from './cardErrorText.ts';
import { cardLabel } from './cardLabel.ts';
import {
  cardModalReducer,
  initialCardModal,
  intentTypeOf,
  offersPayButton,
  payButtonEnabled,
  paymentIdOf,
  showsCardForm,
} from './cardModalReducer.ts';
import {
  type CardConfirmer,
  clientSecretOf,
  confirmedSuccessfully,
  type PreparedPayment,
} from './confirm.ts';
import { LocalCardForm } from './LocalCardForm.tsx';
import { StripeCardForm } from './StripeCardForm.tsx';
import './payments.css';

export type { CardModalState } from './cardModalReducer.ts';

/**
 * Where the modal asks for the provider and confirms a card, when not as the signed-in user (a
 * partner organisation's desk sells to a customer who stands there with the card).
 */
export interface CardModalApi {
  config: () => Promise<{ provider: 'local' | 'stripe'; publishableKey: string | null }>;
  confirmLocal: (clientSecret: string, card: LocalCard) => ReturnType<typeof confirmLocal>;
  authenticateLocal: (clientSecret: string, approve: boolean) => ReturnType<typeof authenticateLocal>;
}

export interface CardPaymentModalProps {
  open: boolean;
  /**
   * Makes what is paid or saved, once per opening: e.g. `async () => ({ kind: 'payment', purchase:
   * await buyEntry(...) })` or `prepareCardSetup`. A purchase that needs no card (credits, free)
   * goes straight to success.
   */
  prepare: () => Promise<PreparedPayment>;
  title?: string;
  /** After success; by default the user is returned to /user/qr-code (SPEC 4). */
  onSuccess?: (result: { paymentId: string | null }) => void;
  onClose: () => void;
  /** the desk's calls instead of the user's (see CardModalApi) */
  api?: CardModalApi;
  /**
   * Whether the card that pays is kept for next purchases: 'ask' shows the tick box "Uložit kartu
   * pro další nákupy" (on by default; the default for the user's own payments); 'plan' keeps it
   * for the plan's renewals and says so; 'never' (a desk's sale) neither asks nor keeps it.
   */
  cardSaving?: 'ask' | 'plan' | 'never';
  /** offer the user's saved cards (default); false when the customer just asked for another card */
  offerSavedCards?: boolean;
  /**
   * Once paid, close at once and let the caller show its confirmation (PaymentConfirmation: what
   * was bought, when and where) instead of the modal's own short success step.
   */
  closeOnSuccess?: boolean;
}

/**
 * The card payment modal of SPEC 4. With Stripe configured it shows Stripe Elements (Stripe.js
 * from Stripe's host); with the built-in provider our own card form. The pay button stays disabled
 * until the card form is complete; card errors show the provider's message.
 */
export function CardPaymentModal({
  open,
  prepare,
  title,
  onSuccess,
  onClose,
  api,
  cardSaving = api ? 'never' : 'ask',
  offerSavedCards = true,
  closeOnSuccess = false,
}: CardPaymentModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const statusId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [modal, dispatch] = useReducer(cardModalReducer, initialCardModal);
  const { phase: state, message, prepared, provider, localCard, stripeConfirmer } = modal;
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;
  const apiRef = useRef(api);
  apiRef.current = api;
  // the customer's tick box (on by default) and their choice among the saved cards ('new': type one)
  const [saveCard, setSaveCard] = useState(true);
  const [choice, setChoice] = useState<string | null>(null);
  const methods = usePaymentMethods(open && !api && offerSavedCards);

  // the native dialog: focus stays inside, Esc closes, focus returns to the opener
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open || dialog.open) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  const finish = useCallback(
    async (current: PreparedPayment) => {
      let warning: string | null = null;
      try {
        // with the desk's calls, the caller loads what the payment bought (and syncs it) itself
        if (!apiRef.current) {
          if (current.kind === 'payment') await syncPayment(current.purchase.paymentId);
          else await syncSetupIntent(current.setup.setupIntentId);
        }
      } catch {
        warning = t('cardModal.confirmedButNotLoaded');
      }
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      dispatch({ type: 'succeeded', warning });
    },
    [queryClient],
  );

  // loading: the provider's configuration and the intent
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    dispatch({ type: 'opened' });
    setChoice(null);
    setSaveCard(true);
    (async () => {
      try {
        const [config, next] = await Promise.all([
          apiRef.current
            ? apiRef.current.config()
            : queryClient.fetchQuery({
                queryKey: paymentKeys.config,
                queryFn: () => fetchPaymentConfig(),
                staleTime: Infinity,
              }),
          prepareRef.current(),
        ]);
        if (cancelled) return;
        const provider = { name: config.provider, publishableKey: config.publishableKey };
        dispatch({ type: 'prepared', provider, prepared: next });
        if (next.kind === 'payment' && next.purchase.status === 'succeeded') {
          await queryClient.invalidateQueries({ queryKey: ['user'] });
          dispatch({ type: 'succeeded', warning: null });
        }
      } catch {
        if (cancelled) return;
        dispatch({ type: 'prepareFailed' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [open, queryClient]);

  const onStripeReady = useCallback((confirmer: CardConfirmer) => {
    dispatch({ type: 'stripeReady', confirmer });
  }, []);
  const onStripeComplete = useCallback((complete: boolean, providerMessage: string | null) => {
    dispatch({ type: 'stripeChanged', complete, message: providerMessage });
  }, []);
  const onScriptError = useCallback(() => dispatch({ type: 'scriptFailed' }), []);
  const onLocalCard = useCallback(
    (card: LocalCard | null) => dispatch({ type: 'localCardChanged', card }),
    [],
  );

  const intentType = intentTypeOf(modal);

  async function applyResult(result: { status: string | null; message: string | null }) {
    if (!prepared) return;
    if (confirmedSuccessfully(intentType, result.status)) {
      await finish(prepared);
    } else if (result.status === 'requires_action') {
      dispatch({ type: 'authenticationRequired' });
    } else {
      dispatch({ type: 'failed', message: result.message });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clientSecret = prepared ? clientSecretOf(prepared) : null;
    const paymentId = paymentIdOf(modal);
    if (savedCard && paymentId) {
      if (!savedPayEnabled) {
        dispatch({ type: 'notReady' });
        return;
      }
      dispatch({ type: 'submitted' });
      try {
        const answer = await payWithSavedCard(paymentId, savedCard.id, newIdempotencyKey());
        await applyResult({ status: answer.status, message: cardErrorText(answer.error) });
      } catch {
        dispatch({ type: 'failed', message: null });
      }
      return;
    }
    const confirmer: CardConfirmer | null =
      provider?.name === 'stripe'
        ? stripeConfirmer
        : localCard
          ? async (secret) => {
              const answer = await (apiRef.current?.confirmLocal ?? confirmLocal)(secret, localCard);
              return { status: answer.status, message: cardErrorText(answer.error) };
            }
          : null;
    if (!payButtonEnabled(modal) || !clientSecret || !confirmer) {
      dispatch({ type: 'notReady' });
      return;
    }
    dispatch({ type: 'submitted' });
    try {
      // the tick box's answer goes first: the card is kept only when the customer left it on
      if (asksToSave && paymentId) await setCardSaving(paymentId, saveCard);
      await applyResult(await confirmer(clientSecret, intentType));
    } catch {
      dispatch({ type: 'failed', message: null });
    }
  }

  async function authenticate(approve: boolean) {
    const clientSecret = prepared ? clientSecretOf(prepared) : null;
    if (!clientSecret) return;
    dispatch({ type: 'authenticationAnswered' });
    try {
      const answer = await (apiRef.current?.authenticateLocal ?? authenticateLocal)(clientSecret, approve);
      await applyResult({ status: answer.status, message: cardErrorText(answer.error) });
    } catch {
      dispatch({ type: 'failed', message: null });
    }
  }

  function done() {
    onClose();
    if (onSuccess) onSuccess({ paymentId: paymentIdOf(modal) });
    else navigate(PAGES.user.card);
  }
  const doneRef = useRef(done);
  doneRef.current = done;
  useEffect(() => {
    if (open && closeOnSuccess && state === 'success') doneRef.current();
  }, [open, closeOnSuccess, state]);

  const purchase = prepared?.kind === 'payment' ? prepared.purchase : null;
  // a payment the user makes themselves may use a saved card and may keep the card typed in
  const ownPayment = !api && intentType === 'payment' && purchase !== null;
  const savedCards = ownPayment && offerSavedCards ? (methods.data?.paymentMethods ?? []) : [];
  const savedCard =
    choice === 'new'
      ? null
      : (savedCards.find((m) => m.id === choice) ??
        savedCards.find((m) => m.isDefault) ??
        savedCards[0] ??
        null);
  const asksToSave = ownPayment && cardSaving === 'ask' && savedCard === null;
  const savedPayEnabled = state === 'ready' || state === 'error';
  const heading = title ?? (intentType === 'setup' ? t('cardModal.setupTitle') : t('cardModal.payTitle'));
  const showForm = showsCardForm(modal) && provider !== null;
  const canPay = savedCard ? showForm : offersPayButton(modal);
  const submitEnabled = savedCard ? savedPayEnabled : payButtonEnabled(modal);
  const submitLabel =
    intentType === 'setup' || !purchase
      ? t('cardModal.saveCard')
      : t('cardModal.pay', { amount: formatCzk(purchase.amount) });

  return (
    <dialog
      ref={dialogRef}
      className="pay-dialog"
      aria-labelledby={titleId}
      aria-busy={state === 'loading' || state === 'processing'}
      onCancel={(event) => {
        event.preventDefault();
        // Esc after a payment went through continues as the button does (the caller's success screen)
        if (state === 'success') done();
        else if (state !== 'processing') onClose();
      }}
    >
      {open && (
        <form className="pay-dialog__body" onSubmit={submit} noValidate>
          <h2 id={titleId} className="pay-dialog__title">
            {heading}
          </h2>
          {purchase && state !== 'success' && (
            <p className="pay-dialog__lead">
              {purchase.authorizationOnly
                ? t('cardModal.authorizationOnly', { amount: formatCzk(purchase.amount) })
                : t('cardModal.amount', { amount: formatCzk(purchase.amount) })}
            </p>
          )}
          {intentType === 'setup' && state !== 'success' && prepared && (
            <p className="pay-dialog__lead">{t('cardModal.setupLead')}</p>
          )}
          {!prepared && state === 'loading' && (
            // the lead's line, kept while loading so that nothing below it moves when it comes
            <p className="pay-dialog__lead" aria-hidden="true">
              &nbsp;
            </p>
          )}

          {/* the form's place, as tall while loading as the form itself: the modal opens without jumping */}
          <div
            className={
              state === 'loading' || (showForm && !savedCard)
                ? 'pay-dialog__form-area pay-dialog__form-area--reserved'
                : 'pay-dialog__form-area'
            }
          >
            {state === 'loading' && (
              <p className="pay-dialog__status" role="status">
                <span className="pay-spinner" aria-hidden="true" /> {t('cardModal.loading')}
              </p>
            )}

            {showForm && state !== 'authenticate' && savedCards.length > 0 && (
              <fieldset className="saved-choice" disabled={state === 'processing'}>
                <legend className="saved-choice__legend">{t('cardModal.payWith')}</legend>
                {savedCards.map((m) => (
                  <label key={m.id} className="saved-choice__option">
                    <input
                      type="radio"
                      name={`${titleId}-card`}
                      checked={savedCard?.id === m.id}
                      onChange={() => setChoice(m.id)}
                    />
                    <span>
                      {t('cardModal.savedCard', { card: cardLabel(m) })}{' '}
                      <span className="saved-choice__meta">
                        {t('billing.expires', {
                          month: String(m.card.exp_month).padStart(2, '0'),
                          year: m.card.exp_year,
                        })}
                      </span>
                    </span>
                  </label>
                ))}
                <label className="saved-choice__option">
                  <input
                    type="radio"
                    name={`${titleId}-card`}
                    checked={savedCard === null}
                    onChange={() => setChoice('new')}
                  />
                  <span>{t('cardModal.useNewCard')}</span>
                </label>
              </fieldset>
            )}
            {showForm && state !== 'authenticate' && provider.name === 'local' && !savedCard && (
              <>
                <LocalCardForm disabled={state === 'processing'} onChange={onLocalCard} />
                <p className="pay-dialog__note">{t('cardModal.testMode')}</p>
              </>
            )}
            {showForm && provider.name === 'stripe' && provider.publishableKey && prepared && (
              <div hidden={savedCard !== null}>
                <StripeCardForm
                  publishableKey={provider.publishableKey}
                  clientSecret={clientSecretOf(prepared) ?? ''}
                  disabled={state === 'processing'}
                  onReady={onStripeReady}
                  onComplete={onStripeComplete}
                  onScriptError={onScriptError}
                />
              </div>
            )}
            {showForm && state !== 'authenticate' && asksToSave && (
              <label className="save-card">
                <input
                  type="checkbox"
                  checked={saveCard}
                  disabled={state === 'processing'}
                  onChange={(event) => setSaveCard(event.target.checked)}
                />
                <span>{t('cardModal.keepCard')}</span>
              </label>
            )}
            {showForm && state !== 'authenticate' && ownPayment && cardSaving === 'plan' && !savedCard && (
              <p className="pay-dialog__note">{t('cardModal.keptForPlan')}</p>
            )}

            {state === 'authenticate' && (
              <section className="pay-dialog__auth" aria-labelledby={`${titleId}-auth`}>
                <h3 id={`${titleId}-auth`}>{t('cardModal.authTitle')}</h3>
                <p>{t('cardModal.authText')}</p>
                <div className="pay-dialog__actions">
                  <button type="button" className="button button--primary" onClick={() => authenticate(true)}>
                    {t('cardModal.authApprove')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => authenticate(false)}
                  >
                    {t('cardModal.authReject')}
                  </button>
                </div>
              </section>
            )}
          </div>

          <div id={statusId} role={state === 'error' ? 'alert' : 'status'} className="pay-dialog__message">
            {state === 'processing' && (
              <p className="pay-dialog__status">
                <span className="pay-spinner" aria-hidden="true" /> {t('cardModal.processing')}
              </p>
            )}
            {state === 'success' && (
              <p className="pay-dialog__success">
                {intentType === 'setup' ? t('cardModal.setupSuccess') : t('cardModal.paySuccess')}
              </p>
            )}
            {message && state !== 'processing' && (
              <p className={state === 'success' ? 'pay-dialog__warning' : 'pay-dialog__error'}>{message}</p>
            )}
          </div>

          <div className="pay-dialog__actions">
            {state === 'success' ? (
              // biome-ignore lint/a11y/noAutofocus: the one action left after success
              <button type="button" className="button button--primary" autoFocus onClick={done}>
                {t('cardModal.continue')}
              </button>
            ) : (
              <>
                {canPay && state !== 'authenticate' && (
                  <button type="submit" className="button button--primary" disabled={!submitEnabled}>
                    {submitLabel}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={state === 'processing'}
                  onClick={onClose}
                >
                  {t('cardModal.cancel')}
                </button>
              </>
            )}
          </div>
          {provider && (
            <p className="pay-dialog__note">
              {t('cardModal.secured', {
                provider:
                  provider.name === 'stripe' ? t('cardModal.providerStripe') : t('cardModal.providerLocal'),
              })}
            </p>
          )}
        </form>
      )}
    </dialog>
  );
}
