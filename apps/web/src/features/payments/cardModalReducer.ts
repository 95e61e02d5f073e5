import { t } from '../../shared/i18n/index.ts';
import type { LocalCard } from './api.ts';
import { type CardConfirmer, clientSecretOf, type PreparedPayment } from './confirm.ts';

/** SPEC 4: loading, ready, processing, then success or error (plus the bank's extra confirmation step). */
export type CardModalState = 'loading' | 'ready' | 'processing' | 'authenticate' | 'success' | 'error';

export interface CardProvider {
  name: 'local' | 'stripe';
  publishableKey: string | null;
}

/** Everything the card payment modal knows between two renders. */
export interface CardModal {
  phase: CardModalState;
  /** The provider's or our message to the user; after success, a warning. */
  message: string | null;
  provider: CardProvider | null;
  /** What is paid or saved; null until the intent is made. */
  prepared: PreparedPayment | null;
  /** The built-in form's card, once it is complete. */
  localCard: LocalCard | null;
  stripeComplete: boolean;
  stripeConfirmer: CardConfirmer | null;
  /** The card provider's script did not load: no card can be submitted in this opening. */
  scriptFailed: boolean;
}

export type CardModalAction =
  | { type: 'opened' }
  | { type: 'prepared'; provider: CardProvider; prepared: PreparedPayment }
  | { type: 'prepareFailed' }
  | { type: 'stripeReady'; confirmer: CardConfirmer }
  | { type: 'stripeChanged'; complete: boolean; message: string | null }
  | { type: 'scriptFailed' }
  | { type: 'localCardChanged'; card: LocalCard | null }
  | { type: 'notReady' }
  | { type: 'submitted' }
  | { type: 'authenticationAnswered' }
  | { type: 'authenticationRequired' }
  | { type: 'failed'; message: string | null }
  | { type: 'succeeded'; warning: string | null };

export const initialCardModal: CardModal = {
  phase: 'loading',
  message: null,
  provider: null,
  prepared: null,
  localCard: null,
  stripeComplete: false,
  stripeConfirmer: null,
  scriptFailed: false,
};

export function cardModalReducer(state: CardModal, action: CardModalAction): CardModal {
  switch (action.type) {
    case 'opened':
      // the provider stays known between openings; everything of the last card goes
      return { ...initialCardModal, provider: state.provider };
    case 'prepared': {
      const next = { ...state, provider: action.provider, prepared: action.prepared };
      // paid in full without a card: success follows once the user's data is reloaded
      if (action.prepared.kind === 'payment' && action.prepared.purchase.status === 'succeeded') return next;
      const unusable =
        !clientSecretOf(action.prepared) ||
        (action.provider.name === 'stripe' && !action.provider.publishableKey);
      if (unusable) return { ...next, phase: 'error', message: t('cardModal.initFailed') };
      // the built-in form is ready at once; Stripe's when its element is mounted
      return action.provider.name === 'local' ? { ...next, phase: 'ready' } : next;
    }
    case 'prepareFailed':
      return { ...state, phase: 'error', message: t('cardModal.initFailed') };
    case 'stripeReady':
      return {
        ...state,
        stripeConfirmer: action.confirmer,
        phase: state.phase === 'loading' ? 'ready' : state.phase,
      };
    case 'stripeChanged':
      return { ...state, stripeComplete: action.complete, message: action.message };
    case 'scriptFailed':
      return { ...state, phase: 'error', message: t('cardModal.scriptFailed'), scriptFailed: true };
    case 'localCardChanged':
      return { ...state, localCard: action.card };
    case 'notReady':
      return { ...state, message: t('cardModal.notReady') };
    case 'submitted':
      return { ...state, phase: 'processing', message: null };
    case 'authenticationAnswered':
      return { ...state, phase: 'processing' };
    case 'authenticationRequired':
      return { ...state, phase: 'authenticate' };
    case 'failed':
      return { ...state, phase: 'error', message: action.message ?? t('cardModal.failed') };
    case 'succeeded':
      return { ...state, phase: 'success', message: action.warning };
  }
}

export const intentTypeOf = (modal: CardModal): 'payment' | 'setup' => modal.prepared?.kind ?? 'payment';

export const paymentIdOf = (modal: CardModal): string | null =>
  modal.prepared?.kind === 'payment' ? modal.prepared.purchase.paymentId : null;

/** The card form holds a whole card (Stripe's element says so, or the built-in form has one). */
export const cardComplete = (modal: CardModal): boolean =>
  modal.provider?.name === 'stripe' ? modal.stripeComplete : modal.localCard !== null;

/** The card form is shown: an intent exists, and it is not spent or unusable. */
export const showsCardForm = (modal: CardModal): boolean =>
  modal.provider !== null &&
  modal.prepared !== null &&
  modal.phase !== 'success' &&
  !(modal.phase === 'error' && !clientSecretOf(modal.prepared));

/** A card can be (re)submitted: the form is there and its provider can confirm. */
export const offersPayButton = (modal: CardModal): boolean =>
  showsCardForm(modal) &&
  !modal.scriptFailed &&
  (modal.provider?.name === 'local' || modal.stripeConfirmer !== null);

/** The pay button may be pressed now. */
export const payButtonEnabled = (modal: CardModal): boolean =>
  (modal.phase === 'ready' || modal.phase === 'error') && cardComplete(modal);
