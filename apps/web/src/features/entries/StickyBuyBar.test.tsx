import type { EntryQuoteResponse } from '@champions/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuyEntry } from './BuyEntry.tsx';
import { usePlaces } from './places.ts';
import { StickyBuyBar, stickyBuyAction } from './StickyBuyBar.tsx';

const SLOT = '6f1d3c1e-8d0a-4d4b-9a57-0c7c2f1f1a11';
const OPTION = '7a2e4d2f-9e1b-4e5c-8b68-1d8d3a2b2b22';
const VISA = {
  id: '8b3f5e30-af2c-4f6d-9c79-2e9e4b3c3c33',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  isDefault: true,
};
const quote = (patch: Partial<EntryQuoteResponse> = {}): EntryQuoteResponse => ({
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
  ...patch,
});

afterEach(() => vi.unstubAllGlobals());

/** The API answering the quote (of the places asked) and the cards. */
function stubApi(quoteOf: (places: number) => EntryQuoteResponse, cards: (typeof VISA)[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://x');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (url.pathname === '/api/user/entries/quote')
        return json(quoteOf(Number(url.searchParams.get('places') ?? 1)));
      if (url.pathname === '/api/user/payment-methods') return json({ paymentMethods: cards });
      return new Response('{}', { status: 404 });
    }),
  );
}

/** The bar beside a stand-in of the buy panel's button, with the API answering the quote and the cards. */
function renderBar(answer: { quote: EntryQuoteResponse; cards: (typeof VISA)[] }) {
  stubApi(() => answer.quote, answer.cards);
  const panelBuy = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <div id="buy-panel">
            <button type="button" id="buy-entry-button" onClick={panelBuy}>
              Panel
            </button>
          </div>
          <StickyBuyBar
            when="čt 27. 11. 18:00"
            price="290 Kč"
            targetId="buy-panel"
            timeSlotId={SLOT}
            optionId={OPTION}
            loggedIn
          />
        </>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return panelBuy;
}

describe('the sticky buy bar', () => {
  it('pays at once from the credit when the credit covers the price (the panel’s own purchase)', async () => {
    const panelBuy = renderBar({
      quote: quote({ payableNow: true, credits: 50_000, creditsToUse: 29_000, cardCharge: 0 }),
      cards: [],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Zaplatit z kreditu' }));
    expect(panelBuy).toHaveBeenCalledTimes(1);
  });

  it('pays at once with the saved card and names it', async () => {
    const panelBuy = renderBar({ quote: quote(), cards: [VISA] });
    await userEvent.click(await screen.findByRole('button', { name: 'Zaplatit kartou' }));
    expect(screen.getByText(/Visa\s••••\s4242/)).toBeInTheDocument();
    expect(panelBuy).toHaveBeenCalledTimes(1);
  });

  it('without credit enough or a saved card, "Koupit" opens the usual payment choice', async () => {
    const panelBuy = renderBar({
      quote: quote({ credits: 10_000, creditsToUse: 10_000, cardCharge: 19_000 }),
      cards: [],
    });
    expect(await screen.findByRole('button', { name: 'Koupit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Koupit' }));
    expect(panelBuy).toHaveBeenCalledTimes(1);
  });

  it('decides the one tap from the quote and the cards', () => {
    expect(
      stickyBuyAction(quote({ method: 'MEMBERSHIP', price: 0, total: 0, payableNow: true }), []),
    ).toEqual({ kind: 'claim' });
    expect(stickyBuyAction(quote({ payableNow: true }), [VISA])).toEqual({ kind: 'credits' });
    expect(stickyBuyAction(quote(), [{ ...VISA, isDefault: false }])).toMatchObject({ kind: 'savedCard' });
    expect(stickyBuyAction(quote(), [])).toEqual({ kind: 'choose' });
    expect(stickyBuyAction(quote({ held: true, payableNow: true }), [VISA])).toEqual({ kind: 'choose' });
    expect(stickyBuyAction(quote({ free: 0 }), [VISA])).toEqual({ kind: 'choose' });
    expect(stickyBuyAction(undefined, [VISA])).toEqual({ kind: 'choose' });
  });
});

/** The activity page's pair: the buy panel and the bar sharing the places chosen (as ActivityDetailPage does). */
function PanelAndBar() {
  const [places, setPlaces] = usePlaces(SLOT, OPTION);
  return (
    <>
      <div id="buy-panel">
        <BuyEntry optionId={OPTION} timeSlotId={SLOT} places={places} onPlacesChange={setPlaces} />
      </div>
      <StickyBuyBar
        when="čt 27. 11. 18:00"
        price="290 Kč"
        targetId="buy-panel"
        timeSlotId={SLOT}
        optionId={OPTION}
        loggedIn
        places={places}
      />
    </>
  );
}

function renderPanelAndBar(quoteOf: (places: number) => EntryQuoteResponse) {
  stubApi(quoteOf, []);
  Element.prototype.scrollIntoView = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <PanelAndBar /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the sticky bar with places for friends', () => {
  it('quotes the places chosen in the buy panel: the same total and places as the panel', async () => {
    renderPanelAndBar((places) =>
      quote({ places, total: 29_000 * places, credits: 100_000, payableNow: true, cardCharge: 0 }),
    );
    const user = userEvent.setup();
    const bar = await screen.findByTestId('sticky-buy-price');
    await waitFor(() => expect(bar).toHaveTextContent(/^čt 27\. 11\. 18:00 · 290\s+Kč$/));
    await user.click(screen.getByRole('button', { name: 'Přidat místo' }));
    await user.click(screen.getByRole('button', { name: 'Přidat místo' }));
    const panelTotal = await screen.findByTestId('places-total');
    await waitFor(() => expect(panelTotal).toHaveTextContent(/Celkem za 3 místa: 870\s+Kč/));
    expect(bar).toHaveTextContent(/^čt 27\. 11\. 18:00 · 3 místa · 870\s+Kč$/);
    expect(screen.getByRole('button', { name: /^Zaplatit 870\s+Kč z kreditu$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ubrat místo' }));
    await waitFor(() => expect(bar).toHaveTextContent(/· 2 místa · 580\s+Kč$/));
  });

  it('a member’s bar says what the friends’ places cost and pays them, not "Uplatnit"', async () => {
    const member = (places: number) =>
      quote({
        method: 'MEMBERSHIP',
        price: 0,
        places,
        total: 29_000 * (places - 1),
        credits: 100_000,
        payableNow: true,
        coverageReason: null,
        cardCharge: 0,
      });
    renderPanelAndBar(member);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Uplatnit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Přidat místo' }));
    const bar = screen.getByTestId('sticky-buy-price');
    await waitFor(() => expect(bar).toHaveTextContent(/· 2 místa · 290\s+Kč$/));
    expect(screen.getByRole('button', { name: 'Zaplatit z kreditu' })).toBeInTheDocument();
    expect(stickyBuyAction(member(2), [])).toEqual({ kind: 'credits' });
    expect(stickyBuyAction({ ...member(2), payableNow: false }, [VISA])).toMatchObject({ kind: 'savedCard' });
  });
});
