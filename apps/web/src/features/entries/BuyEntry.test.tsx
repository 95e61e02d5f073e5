import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../shared/i18n/language.ts';
import { BuyEntry } from './BuyEntry.tsx';

const SLOT = '6f1d3c1e-8d0a-4d4b-9a57-0c7c2f1f1a11';
const OPTION = '7a2e4d2f-9e1b-4e5c-8b68-1d8d3a2b2b22';
const CARD = '8b3f5e30-af2c-4f6d-9c79-2e9e4b3c3c33';
/** the button's name (the card stays on one line: non-breaking spaces) */
const SAVED_CARD = /^Zaplatit kartou Visa\s••••\s4242$/;

const quote = {
  method: 'PAYG',
  price: 29_000,
  guestPrice: 29_000,
  places: 1,
  total: 29_000,
  credits: 0,
  payableNow: false,
  coverageReason: 'no_membership',
  free: 5,
  creditsToUse: 0,
  cardCharge: 29_000,
  held: false,
};

const entry = {
  id: '9c406f41-b03d-4a7e-8d8a-3faf5c4d4d44',
  activityId: 'ad517052-c14e-4b8f-9e9b-40b06d5e5e55',
  activityName: 'Hatha jóga',
  optionName: null,
  venueName: 'Jóga Karlín',
  venueCity: 'Praha',
  slotStartsAt: '2026-11-27T17:00:00.000Z',
  slotEndsAt: '2026-11-27T18:00:00.000Z',
  source: 'PAYG',
  price: 29_000,
  creditsUsed: 0,
  paidWith: 'card',
  status: 'upcoming',
  usedAt: null,
  expiresAt: '2026-12-26T17:00:00.000Z',
  canCancel: true,
  cancelDeadline: '2026-11-27T15:00:00.000Z',
  cancelKind: 'refund',
  lateCancel: null,
  canReview: false,
  reviewed: false,
  createdAt: '2026-11-26T10:00:00.000Z',
};

/**
 * A fetch that answers the buy panel's calls; `purchase` decides what buying answers, `quoteOf` what the
 * quote of some places is.
 */
function stubApi(purchase: () => Response, quoteOf: (places: number) => object = () => quote) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://x');
      const path = url.pathname;
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (path === '/api/user/entries/quote')
        return json(quoteOf(Number(url.searchParams.get('places') ?? 1)));
      if (path === '/api/user/payment-methods')
        return json({
          paymentMethods: [
            {
              id: CARD,
              card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
              isDefault: true,
            },
          ],
        });
      if (path === '/api/user/entries' && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return purchase();
      }
      return json({}, 404);
    }),
  );
  return bodies;
}

function renderPanel() {
  const router = createMemoryRouter(
    [{ path: '/', element: <BuyEntry optionId={OPTION} timeSlotId={SLOT} /> }],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  setLanguage('cs');
  vi.unstubAllGlobals();
});

describe('BuyEntry with a saved card (one tap)', () => {
  it('offers the default card and pays with it in one tap, then shows what, when and where', async () => {
    const bodies = stubApi(
      () =>
        new Response(JSON.stringify({ entry, creditsUsed: 0, credits: 0, payment: null }), { status: 201 }),
    );
    renderPanel();
    const pay = await screen.findByRole('button', { name: SAVED_CARD });
    expect(screen.getByRole('button', { name: 'Zaplatit jinou kartou' })).toBeEnabled();
    await userEvent.setup().click(pay);
    expect(bodies).toEqual([
      expect.objectContaining({ timeSlotId: SLOT, optionId: OPTION, paymentMethodId: CARD }),
    ]);
    const done = await screen.findByTestId('buy-done');
    expect(done).toHaveTextContent('Hotovo, vstup máte!');
    expect(screen.getByTestId('buy-done-entry')).toHaveTextContent('Hatha jóga');
    expect(screen.getByTestId('buy-done-entry')).toHaveTextContent('Jóga Karlín, Praha');
  });

  it('a refused card says "Platba zamítnuta." with the provider’s message; the retry is a new request', async () => {
    const bodies = stubApi(
      () =>
        new Response(JSON.stringify({ code: 'PAYMENT_FAILED', message: 'Vaše karta byla zamítnuta.' }), {
          status: 402,
        }),
    );
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: SAVED_CARD }));
    const alert = await screen.findByText(/Platba zamítnuta\./);
    expect(alert.closest('[role="alert"], .alert')).toHaveTextContent('Vaše karta byla zamítnuta.');
    await user.click(screen.getByRole('button', { name: SAVED_CARD }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    const [first, second] = bodies as { requestId: string }[];
    expect(second!.requestId).not.toBe(first!.requestId);
  });

  it('"Zaplatit jinou kartou" leads to the full card form (no saved card sent)', async () => {
    stubApi(() => new Response('{}', { status: 500 }));
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Zaplatit jinou kartou' }));
    expect(await screen.findByRole('button', { name: /^Zaplatit 290\s+Kč kartou$/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Visa/ })).toBeNull();
  });
});

describe('BuyEntry for a member bringing friends', () => {
  /** A member with 1 000 Kč of credit: her own place covered, each friend's place 290 Kč. */
  const memberQuote = (places: number) => ({
    ...quote,
    method: 'MEMBERSHIP',
    price: 0,
    guestPrice: 29_000,
    places,
    total: 29_000 * (places - 1),
    credits: 100_000,
    payableNow: true,
    coverageReason: null,
    creditsToUse: 29_000 * (places - 1),
    cardCharge: 0,
  });

  it('offers the places and says what the friends’ places cost; buys them with the covered place', async () => {
    const bodies = stubApi(
      () =>
        new Response(
          JSON.stringify({
            entry: { ...entry, source: 'CHAMPIONSHIP', price: 0, paidWith: 'membership' },
            creditsUsed: 58_000,
            credits: 42_000,
            payment: null,
          }),
          { status: 201 },
        ),
      memberQuote,
    );
    renderPanel();
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Uplatnit vstup z členství' })).toBeEnabled();
    expect(
      screen.getByText(/váš vstup kryje členství, místo pro kamaráda stojí 290\s+Kč/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Přidat místo' }));
    await user.click(screen.getByRole('button', { name: 'Přidat místo' }));
    expect(await screen.findByTestId('places-total')).toHaveTextContent(
      /Váš vstup kryje členství\. 2 místa pro kamarády po 290\s+Kč: celkem 580\s+Kč/,
    );
    const pay = await screen.findByRole('button', { name: /^Zaplatit 580\s+Kč z kreditu$/ });
    await user.click(pay);
    expect(bodies).toEqual([expect.objectContaining({ timeSlotId: SLOT, optionId: OPTION, places: 3 })]);
    expect(await screen.findByTestId('buy-done')).toHaveTextContent('Hotovo, vstup máte!');
  });

  it('pays the friends’ places by card when the credit does not cover them', async () => {
    stubApi(
      () => new Response('{}', { status: 500 }),
      (places) => ({
        ...memberQuote(places),
        credits: 0,
        payableNow: places === 1,
        creditsToUse: 0,
        cardCharge: 29_000 * (places - 1),
      }),
    );
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Uplatnit vstup z členství' });
    await user.click(screen.getByRole('button', { name: 'Přidat místo' }));
    expect(await screen.findByRole('button', { name: SAVED_CARD })).toBeEnabled();
    expect(screen.getByText(/Zaplatíte 290\s+Kč kartou\./)).toBeInTheDocument();
  });
});

describe('BuyEntry after the card modal, when the payment bought nothing', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });

  const PAYMENT = '5e0a2b1c-7c9f-4c3a-8b46-0b6b1e0e0e55';
  /** A member without credit or a saved card buys a friend's place: the card modal pays 290 Kč. */
  const memberQuote = (places: number) => ({
    ...quote,
    method: 'MEMBERSHIP',
    price: 0,
    places,
    total: 29_000 * (places - 1),
    payableNow: places === 1,
    coverageReason: null,
    cardCharge: 29_000 * (places - 1),
  });
  const cardPayment = {
    paymentId: PAYMENT,
    status: 'requires_payment_method',
    clientSecret: 'pi_local_abc_secret_def',
    paymentIntentId: 'pi_local_abc',
    amount: 29_000,
    currency: 'czk',
    totalAmount: 29_000,
    creditsUsed: 0,
    creditsBack: 0,
    authorizationOnly: false,
    credits: 0,
    lastError: null,
    provider: 'local',
    publishableKey: null,
  };

  /** The API of that purchase: the entry call answers the 400 `returned` (why the money went back). */
  function stubPaidButReturned(returned: { code: string; message: string; details: { reason: string } }) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const path = new URL(input, 'http://x').pathname;
        const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
        if (path === '/api/user/entries/quote')
          return json(memberQuote(Number(new URL(input, 'http://x').searchParams.get('places') ?? 1)));
        if (path === '/api/user/payment-methods') return json({ paymentMethods: [] });
        if (path === '/api/user/entries' && init?.method === 'POST')
          return json({ entry: null, creditsUsed: 0, credits: 0, payment: cardPayment }, 202);
        if (path === '/api/user/payments/config') return json({ provider: 'local', publishableKey: null });
        if (path === '/api/user/payments/local/confirm')
          return json({ intentType: 'payment', id: 'pi_local_abc', status: 'succeeded', error: null });
        if (path.endsWith('/card-saving'))
          return json({ payment: { status: 'requires_payment_method' }, credits: 0 });
        if (path.endsWith('/sync')) return json({ payment: { status: 'succeeded' }, credits: 0 });
        if (path === `/api/user/payments/${PAYMENT}/entry`)
          return json({ statusCode: 400, ...returned }, 400);
        return json({}, 404);
      }),
    );
  }

  async function payByCard(payLabel: RegExp, labels: { morePlaces: string; number: string; expiry: string }) {
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: labels.morePlaces }));
    await user.click(await screen.findByRole('button', { name: payLabel }));
    await user.type(await screen.findByLabelText(labels.number), '4242424242424242');
    await user.type(screen.getByLabelText(labels.expiry), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /290\s+Kč/ }));
  }

  it('says the membership no longer covers the entry, not that the slot filled', async () => {
    stubPaidButReturned({
      code: 'ENTRY_MEMBERSHIP_LOST_REFUNDED',
      message: 'Vaše členství už tento vstup nepokrývá…',
      details: { reason: 'membership_lost' },
    });
    await payByCard(/^Zaplatit 290\s+Kč kartou$/, {
      morePlaces: 'Přidat místo',
      number: 'Číslo karty',
      expiry: 'Platnost (MM/RR)',
    });
    const notice = await screen.findByText(/Platba proběhla, ale vaše členství už tento vstup nepokrývá/);
    expect(notice).toHaveTextContent(
      'proto jsme nákup nedokončili. Celou částku vám vracíme: platbu kartou na kartu',
    );
    expect(screen.queryByText(/zaplnil/)).toBeNull();
  });

  it('in English too', async () => {
    setLanguage('en');
    stubPaidButReturned({
      code: 'ENTRY_MEMBERSHIP_LOST_REFUNDED',
      message: 'Your membership no longer covers this entry…',
      details: { reason: 'membership_lost' },
    });
    await payByCard(/^Pay 290\s+Kč by card$/, {
      morePlaces: 'One place more',
      number: 'Card number',
      expiry: 'Expiry (MM/YY)',
    });
    expect(
      await screen.findByText(
        /your membership no longer covers this entry .* so we did not complete the purchase/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/filled up/)).toBeNull();
  });

  it('a slot that filled meanwhile still says so', async () => {
    stubPaidButReturned({
      code: 'ENTRY_SLOT_FILLED_REFUNDED',
      message: 'Termín se mezitím zaplnil.',
      details: { reason: 'slot_filled' },
    });
    await payByCard(/^Zaplatit 290\s+Kč kartou$/, {
      morePlaces: 'Přidat místo',
      number: 'Číslo karty',
      expiry: 'Platnost (MM/RR)',
    });
    expect(await screen.findByText(/Platba proběhla, ale termín se mezitím zaplnil\./)).toBeInTheDocument();
  });

  it.each([
    ['slot_gone', 'ENTRY_SLOT_GONE_REFUNDED', /termín mezitím partner zrušil/],
    ['entry_held', 'ENTRY_HELD_REFUNDED', /na tento termín už vstup máte, proto jsme druhý nekoupili/],
  ])('a payment returned for %s says why, not that the slot filled', async (reason, code, told) => {
    stubPaidButReturned({ code, message: '…', details: { reason } });
    await payByCard(/^Zaplatit 290\s+Kč kartou$/, {
      morePlaces: 'Přidat místo',
      number: 'Číslo karty',
      expiry: 'Platnost (MM/RR)',
    });
    expect(await screen.findByText(told)).toHaveTextContent('Celou částku vám vracíme');
    expect(screen.queryByText(/zaplnil/)).toBeNull();
  });
});
