import type { EntryQuoteResponse } from '@champions/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** The bar beside a stand-in of the buy panel's button, with the API answering the quote and the cards. */
function renderBar(answer: { quote: EntryQuoteResponse; cards: (typeof VISA)[] }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://x').pathname;
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (path === '/api/user/entries/quote') return json(answer.quote);
      if (path === '/api/user/payment-methods') return json({ paymentMethods: answer.cards });
      return new Response('{}', { status: 404 });
    }),
  );
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
    expect(stickyBuyAction(quote({ method: 'MEMBERSHIP', payableNow: true }), [])).toEqual({ kind: 'claim' });
    expect(stickyBuyAction(quote({ payableNow: true }), [VISA])).toEqual({ kind: 'credits' });
    expect(stickyBuyAction(quote(), [{ ...VISA, isDefault: false }])).toMatchObject({ kind: 'savedCard' });
    expect(stickyBuyAction(quote(), [])).toEqual({ kind: 'choose' });
    expect(stickyBuyAction(quote({ held: true, payableNow: true }), [VISA])).toEqual({ kind: 'choose' });
    expect(stickyBuyAction(quote({ free: 0 }), [VISA])).toEqual({ kind: 'choose' });
    expect(stickyBuyAction(undefined, [VISA])).toEqual({ kind: 'choose' });
  });
});
