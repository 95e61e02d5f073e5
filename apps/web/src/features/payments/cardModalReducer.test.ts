import type { PurchaseResponse, SetupIntentResponse } from '@champions/contract';
import { describe, expect, it } from 'vitest';
import {
  type CardModal,
  type CardModalAction,
  cardModalReducer,
  initialCardModal,
  intentTypeOf,
  offersPayButton,
  payButtonEnabled,
  paymentIdOf,
  showsCardForm,
} from './cardModalReducer.ts';
import type { CardConfirmer } from './confirm.ts';

const purchase = {
  paymentId: '6f1d3c1e-8d0a-4d4b-9a57-0c7c2f1f1a11',
  status: 'requires_payment_method',
  clientSecret: 'pi_local_abc_secret_def',
  amount: 19_900,
} as PurchaseResponse;
const setup = { setupIntentId: 'seti_1', clientSecret: 'seti_1_secret' } as SetupIntentResponse;
const local = { name: 'local', publishableKey: null } as const;
const stripe = { name: 'stripe', publishableKey: 'pk_test_x' } as const;
const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
const confirmer: CardConfirmer = async () => ({ status: 'succeeded', message: null });

const run = (...actions: CardModalAction[]): CardModal => actions.reduce(cardModalReducer, initialCardModal);
const localPayment: CardModalAction = {
  type: 'prepared',
  provider: local,
  prepared: { kind: 'payment', purchase },
};

describe('cardModalReducer', () => {
  it('starts loading, and the built-in form is ready as soon as the intent is made', () => {
    expect(run({ type: 'opened' }).phase).toBe('loading');
    const ready = run({ type: 'opened' }, localPayment);
    expect(ready.phase).toBe('ready');
    expect(showsCardForm(ready)).toBe(true);
    expect(offersPayButton(ready)).toBe(true);
    expect(paymentIdOf(ready)).toBe(purchase.paymentId);
    expect(intentTypeOf(ready)).toBe('payment');
  });

  it('enables the pay button only when the card is complete', () => {
    const ready = run(localPayment);
    expect(payButtonEnabled(ready)).toBe(false);
    const withCard = cardModalReducer(ready, { type: 'localCardChanged', card });
    expect(payButtonEnabled(withCard)).toBe(true);
    expect(payButtonEnabled(cardModalReducer(withCard, { type: 'localCardChanged', card: null }))).toBe(
      false,
    );
  });

  it('waits for Stripe’s element before it is ready, and takes Stripe’s completeness and message', () => {
    const prepared = run({ type: 'prepared', provider: stripe, prepared: { kind: 'setup', setup } });
    expect(prepared.phase).toBe('loading');
    expect(offersPayButton(prepared)).toBe(false);
    const ready = cardModalReducer(prepared, { type: 'stripeReady', confirmer });
    expect(ready.phase).toBe('ready');
    expect(ready.stripeConfirmer).toBe(confirmer);
    expect(intentTypeOf(ready)).toBe('setup');
    expect(paymentIdOf(ready)).toBeNull();
    const typed = cardModalReducer(ready, {
      type: 'stripeChanged',
      complete: false,
      message: 'Neúplné číslo.',
    });
    expect(typed.message).toBe('Neúplné číslo.');
    expect(payButtonEnabled(typed)).toBe(false);
    expect(
      payButtonEnabled(cardModalReducer(typed, { type: 'stripeChanged', complete: true, message: null })),
    ).toBe(true);
  });

  it('keeps a Stripe element’s late readiness from undoing a later phase', () => {
    const failed = run(
      { type: 'prepared', provider: stripe, prepared: { kind: 'setup', setup } },
      { type: 'prepareFailed' },
    );
    expect(cardModalReducer(failed, { type: 'stripeReady', confirmer }).phase).toBe('error');
  });

  it('fails to initialise when the intent cannot be made, has no client secret, or Stripe has no key', () => {
    const failed = run({ type: 'prepareFailed' });
    expect(failed).toMatchObject({
      phase: 'error',
      message: 'Platební formulář se nepodařilo připravit. Zkuste to prosím znovu.',
    });
    const noSecret = run({
      type: 'prepared',
      provider: local,
      prepared: { kind: 'payment', purchase: { ...purchase, clientSecret: null } },
    });
    expect(noSecret).toMatchObject({
      phase: 'error',
      message: 'Platební formulář se nepodařilo připravit. Zkuste to prosím znovu.',
    });
    expect(showsCardForm(noSecret)).toBe(false);
    const noKey = run({
      type: 'prepared',
      provider: { name: 'stripe', publishableKey: null },
      prepared: { kind: 'payment', purchase },
    });
    expect(noKey.phase).toBe('error');
    expect(offersPayButton(noKey)).toBe(false);
  });

  it('stays loading for a purchase paid in full without a card, until it succeeds', () => {
    const paid = run({
      type: 'prepared',
      provider: local,
      prepared: { kind: 'payment', purchase: { ...purchase, status: 'succeeded', clientSecret: null } },
    });
    expect(paid.phase).toBe('loading');
    const done = cardModalReducer(paid, { type: 'succeeded', warning: null });
    expect(done).toMatchObject({ phase: 'success', message: null });
    expect(showsCardForm(done)).toBe(false);
  });

  it('processes a submitted card, then succeeds (with a warning) or fails with the provider’s message', () => {
    const ready = run(
      localPayment,
      { type: 'localCardChanged', card },
      { type: 'stripeChanged', complete: false, message: 'x' },
    );
    const processing = cardModalReducer(ready, { type: 'submitted' });
    expect(processing).toMatchObject({ phase: 'processing', message: null });
    expect(payButtonEnabled(processing)).toBe(false);
    expect(
      cardModalReducer(processing, { type: 'succeeded', warning: 'Načtení se nezdařilo.' }),
    ).toMatchObject({
      phase: 'success',
      message: 'Načtení se nezdařilo.',
    });
    const declined = cardModalReducer(processing, { type: 'failed', message: 'Vaše karta byla zamítnuta.' });
    expect(declined).toMatchObject({ phase: 'error', message: 'Vaše karta byla zamítnuta.' });
    expect(payButtonEnabled(declined)).toBe(true);
    expect(showsCardForm(declined)).toBe(true);
    expect(cardModalReducer(processing, { type: 'failed', message: null }).message).toBe(
      'Platba se nezdařila. Zkuste to prosím znovu.',
    );
  });

  it('asks for the bank’s confirmation and keeps its message while the answer is sent', () => {
    const authenticate = run(localPayment, { type: 'submitted' }, { type: 'authenticationRequired' });
    expect(authenticate.phase).toBe('authenticate');
    const withMessage = { ...authenticate, message: 'Potvrďte platbu.' };
    expect(cardModalReducer(withMessage, { type: 'authenticationAnswered' })).toMatchObject({
      phase: 'processing',
      message: 'Potvrďte platbu.',
    });
  });

  it('says the card is not ready without changing the phase', () => {
    const notReady = cardModalReducer(run(localPayment), { type: 'notReady' });
    expect(notReady.phase).toBe('ready');
    expect(notReady.message).toBe(
      'Platební formulář ještě není připravený. Chvíli počkejte a zkuste to znovu.',
    );
  });

  it('offers no pay button after the provider’s script failed', () => {
    const failed = run(
      { type: 'prepared', provider: stripe, prepared: { kind: 'payment', purchase } },
      { type: 'scriptFailed' },
    );
    expect(failed.phase).toBe('error');
    expect(failed.message).toMatch(/^Nepodařilo se načíst platební bránu Stripe\./);
    expect(showsCardForm(failed)).toBe(true);
    expect(offersPayButton(cardModalReducer(failed, { type: 'stripeReady', confirmer }))).toBe(false);
  });

  it('forgets the last card and intent on a new opening, but keeps the provider', () => {
    const used = run(localPayment, { type: 'localCardChanged', card }, { type: 'failed', message: 'x' });
    expect(cardModalReducer(used, { type: 'opened' })).toEqual({ ...initialCardModal, provider: local });
  });
});
