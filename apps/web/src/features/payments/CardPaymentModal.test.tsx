import type { PurchaseResponse } from '@champions/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CardPaymentModal } from './CardPaymentModal.tsx';
import type { PreparedPayment } from './confirm.ts';
import { completeCard, formatCardNumber, formatExpiry } from './LocalCardForm.tsx';

beforeAll(() => {
  // jsdom has no modal dialogs
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => vi.unstubAllGlobals());

vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: () => Promise.reject(new Error('Failed to load Stripe.js')),
}));

const purchase: PurchaseResponse = {
  paymentId: '6f1d3c1e-8d0a-4d4b-9a57-0c7c2f1f1a11',
  status: 'requires_payment_method',
  clientSecret: 'pi_local_abc_secret_def',
  paymentIntentId: 'pi_local_abc',
  amount: 19_900,
  currency: 'czk',
  totalAmount: 19_900,
  creditsUsed: 0,
  creditsBack: 0,
  authorizationOnly: false,
  credits: 0,
  lastError: null,
  provider: 'local',
  publishableKey: null,
};

const visa = {
  id: '0b8e5a52-5c0e-4a7e-9d43-1f2a3b4c5d6e',
  isDefault: true,
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
};

/** A fetch that answers by path; `confirm` decides the card's fate; `methods` are the saved cards. */
function stubApi(
  confirm: { status: string; error: { code: string; message: string } | null },
  methods: unknown[] = [],
) {
  const calls: string[] = [];
  const bodies: Record<string, unknown> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://x').pathname;
      calls.push(path);
      if (typeof init?.body === 'string') bodies[path] = JSON.parse(init.body);
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (path === '/api/user/payments/config') return json({ provider: 'local', publishableKey: null });
      if (path === '/api/user/payments/local/confirm')
        return json({ intentType: 'payment', id: 'pi_local_abc', ...confirm });
      if (path.endsWith('/sync')) return json({ payment: { status: 'succeeded' }, credits: 0 });
      if (path === '/api/user/payment-methods') return json({ paymentMethods: methods });
      if (path.endsWith('/card-saving'))
        return json({ payment: { status: 'requires_payment_method' }, credits: 0 });
      if (path.endsWith('/saved-card'))
        return json({ intentType: 'payment', id: 'pi_local_abc', ...confirm });
      return new Response('{}', { status: 404 });
    }),
  );
  return Object.assign(calls, { bodies });
}

function renderModal(prepare: () => Promise<PreparedPayment>) {
  const router = createMemoryRouter(
    [
      { path: '/platba', element: <CardPaymentModal open prepare={prepare} onClose={() => {}} /> },
      { path: '/user/qr-code', element: <p>Karta s QR kódem</p> },
    ],
    { initialEntries: ['/platba'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function fillCard(number: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Číslo karty'), number);
  await user.type(screen.getByLabelText('Platnost (MM/RR)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
  return user;
}

describe('CardPaymentModal (SPEC 4, 8)', () => {
  it('keeps the pay button disabled until the card form is complete', async () => {
    stubApi({ status: 'succeeded', error: null });
    renderModal(async () => ({ kind: 'payment', purchase }));
    const pay = await screen.findByRole('button', { name: /Zaplatit 199\sKč/ });
    expect(pay).toBeDisabled();
    await fillCard('4242424242424242');
    expect(pay).toBeEnabled();
  });

  it('pays, syncs the payment and returns the user to /user/qr-code', async () => {
    const calls = stubApi({ status: 'succeeded', error: null });
    const router = renderModal(async () => ({ kind: 'payment', purchase }));
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: /Zaplatit 199\sKč/ }));
    expect(await screen.findByText('Platba proběhla úspěšně.')).toBeInTheDocument();
    expect(calls).toContain(`/api/user/payments/${purchase.paymentId}/sync`);
    await user.click(screen.getByRole('button', { name: 'Pokračovat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/qr-code'));
  });

  it('shows the provider’s message when the card is declined', async () => {
    stubApi({
      status: 'requires_payment_method',
      error: { code: 'card_declined', message: 'Vaše karta byla zamítnuta.' },
    });
    renderModal(async () => ({ kind: 'payment', purchase }));
    const user = await fillCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: /Zaplatit 199\sKč/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vaše karta byla zamítnuta.');
  });

  it("says 'Platba se nezdařila. Zkuste to prosím znovu.' when the provider gives no message", async () => {
    stubApi({ status: 'canceled', error: null });
    renderModal(async () => ({ kind: 'payment', purchase }));
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: /Zaplatit 199\sKč/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Platba se nezdařila. Zkuste to prosím znovu.',
    );
  });

  it("says 'Platební formulář se nepodařilo připravit. Zkuste to prosím znovu.' when the intent cannot be made", async () => {
    stubApi({ status: 'succeeded', error: null });
    renderModal(async () => {
      throw new Error('boom');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Platební formulář se nepodařilo připravit. Zkuste to prosím znovu.',
    );
    expect(screen.queryByRole('button', { name: /Zaplatit/ })).not.toBeInTheDocument();
  });

  it('goes straight to success when credits paid everything', async () => {
    stubApi({ status: 'succeeded', error: null });
    renderModal(async () => ({
      kind: 'payment',
      purchase: { ...purchase, status: 'succeeded', clientSecret: null },
    }));
    expect(await screen.findByText('Platba proběhla úspěšně.')).toBeInTheDocument();
  });
});

describe('keeping the card and paying with a saved one', () => {
  it('offers "Uložit kartu pro další nákupy", ticked, and sends the answer before the card confirms', async () => {
    const calls = stubApi({ status: 'succeeded', error: null });
    renderModal(async () => ({ kind: 'payment', purchase }));
    const box = await screen.findByRole('checkbox', { name: 'Uložit kartu pro další nákupy' });
    expect(box).toBeChecked();
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: /Zaplatit 199\sKč/ }));
    expect(await screen.findByText('Platba proběhla úspěšně.')).toBeInTheDocument();
    const saving = `/api/user/payments/${purchase.paymentId}/card-saving`;
    expect(calls.bodies[saving]).toEqual({ saveCard: true });
    expect(calls.indexOf(saving)).toBeLessThan(calls.indexOf('/api/user/payments/local/confirm'));
  });

  it('an unticked box is a no', async () => {
    const calls = stubApi({ status: 'succeeded', error: null });
    renderModal(async () => ({ kind: 'payment', purchase }));
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('checkbox', { name: 'Uložit kartu pro další nákupy' }));
    await user.click(screen.getByRole('button', { name: /Zaplatit 199\sKč/ }));
    expect(await screen.findByText('Platba proběhla úspěšně.')).toBeInTheDocument();
    expect(calls.bodies[`/api/user/payments/${purchase.paymentId}/card-saving`]).toEqual({ saveCard: false });
  });

  it('offers the saved card first and pays with it without the card form', async () => {
    const calls = stubApi({ status: 'succeeded', error: null }, [visa]);
    renderModal(async () => ({ kind: 'payment', purchase }));
    const saved = await screen.findByRole('radio', { name: /Uložená karta Visa •••• 4242/ });
    expect(saved).toBeChecked();
    expect(screen.queryByLabelText('Číslo karty')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Uložit kartu pro další nákupy' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Zaplatit 199\sKč/ }));
    expect(await screen.findByText('Platba proběhla úspěšně.')).toBeInTheDocument();
    expect(calls.bodies[`/api/user/payments/${purchase.paymentId}/saved-card`]).toEqual({
      paymentMethodId: visa.id,
    });
    expect(calls).not.toContain('/api/user/payments/local/confirm');
  });

  it('"Jiná karta" shows the card form and the tick box', async () => {
    stubApi({ status: 'succeeded', error: null }, [visa]);
    renderModal(async () => ({ kind: 'payment', purchase }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Jiná karta' }));
    expect(await screen.findByLabelText('Číslo karty')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Uložit kartu pro další nákupy' })).toBeChecked();
  });
});

describe('CardPaymentModal with Stripe', () => {
  it('says that the card provider’s script failed to load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ provider: 'stripe', publishableKey: 'pk_test_x' }), { status: 200 }),
      ),
    );
    renderModal(async () => ({
      kind: 'payment',
      purchase: {
        ...purchase,
        provider: 'stripe',
        publishableKey: 'pk_test_x',
        clientSecret: 'pi_1_secret_2',
      },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepodařilo se načíst platební bránu Stripe.');
    expect(screen.queryByRole('button', { name: /Zaplatit/ })).not.toBeInTheDocument();
  });
});

describe('local card form helpers', () => {
  it('groups the number, formats the expiry and knows when the card is complete', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(completeCard('4242 4242 4242 4242', '12/34', '123')).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(completeCard('4242', '12/34', '123')).toBeNull();
    expect(completeCard('4242424242424242', '13/34', '123')).toBeNull();
    expect(completeCard('4242424242424242', '12/34', '12')).toBeNull();
  });
});
