import type { SubscriptionDto } from '@champions/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingFetch } from '../../test/query.tsx';
import { PaymentConfirmation } from './PaymentConfirmation.tsx';
import { PlanCardBanner } from './PlanCardBanner.tsx';
import { SavedCards } from './SavedCards.tsx';

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

const visa = {
  id: '0b8e5a52-5c0e-4a7e-9d43-1f2a3b4c5d6e',
  isDefault: true,
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
};
const mastercard = {
  id: '1c9f6b63-6d1f-4b8f-8e54-2a3b4c5d6e7f',
  isDefault: false,
  card: { brand: 'mastercard', last4: '4444', exp_month: 6, exp_year: 2031 },
};

const yearly: SubscriptionDto = {
  id: '5a0b5c4e-0000-4000-8000-000000000011',
  type: 'CHAMPIONSHIP',
  currentState: 'ACTIVE',
  startDate: '2026-11-01T10:00:00.000Z',
  currentPeriod: 2,
  numOfPeriods: 13,
  area: null,
  cancelAtPeriodEnd: false,
  cancelAtWholeEnd: false,
  switchTo: null,
  nextBillingDate: '2026-12-27T10:00:00.000Z',
  subscribedPrice: 149_900,
  monthlyPrice: 149_900,
  pause: null,
  company: null,
};

function setup(cards: unknown[], subscription: SubscriptionDto | null, ui = <SavedCards />) {
  let list = cards;
  const api = recordingFetch((method, path) => {
    if (method === 'DELETE') list = list.filter((c) => !path.endsWith((c as { id: string }).id));
    if (path === '/api/user/payment-methods' || method === 'DELETE') return { paymentMethods: list };
    return {};
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['user'], { user: { credits: 0 }, subscription });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return api.calls;
}

describe('removing a card asks first', () => {
  it('the only card of a running yearly plan: says the next payment has no card, removes only when confirmed', async () => {
    const calls = setup([visa], yearly);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Odebrat kartu Visa •••• 4242' }));
    const dialog = screen.getByRole('dialog', { name: 'Odebrat kartu Visa •••• 4242?' });
    expect(within(dialog).getByTestId('remove-card-consequence')).toHaveTextContent(
      /Je to jediná karta vašeho předplatného\. Další platbu ve výši 1\s499\sKč, splatnou 27\. prosince 2026, pak nebudeme mít z čeho strhnout/,
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Ponechat kartu' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Odebrat kartu Visa •••• 4242' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Odebrat kartu Visa •••• 4242?' })).getByRole('button', {
        name: 'Odebrat kartu',
      }),
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Karta je odebraná.')).toBeInTheDocument();
  });

  it('the plan’s card with another one left: says which card pays the plan next', async () => {
    setup([visa, mastercard], yearly);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Odebrat kartu Visa •••• 4242' }));
    expect(screen.getByTestId('remove-card-consequence')).toHaveTextContent(
      /Další platbu předplatného ve výši 1\s499\sKč, splatnou 27\. prosince 2026, pak strhneme z karty Mastercard •••• 4444\./,
    );
  });

  it('without a plan: just that the card will not be offered', async () => {
    setup([visa], null);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Odebrat kartu Visa •••• 4242' }));
    expect(screen.getByTestId('remove-card-consequence')).toHaveTextContent(
      'Kartu už vám nenabídneme k platbě. Kdykoli ji můžete přidat znovu.',
    );
  });
});

describe('the plan without a card', () => {
  function BannerAndCards() {
    const [adding, setAdding] = useState(false);
    return (
      <>
        <PlanCardBanner sub={yearly} onAddCard={() => setAdding(true)} />
        <p>{adding ? 'přidávání otevřeno' : ''}</p>
      </>
    );
  }

  it('shows a banner with the next payment and a way to add a card', async () => {
    setup([], yearly, <BannerAndCards />);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Předplatné nemá platební kartu');
    expect(banner).toHaveTextContent(
      /Další platbu ve výši 1\s499\sKč, splatnou 27\. prosince 2026, nebudeme mít z čeho strhnout/,
    );
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Přidat kartu' }));
    expect(screen.getByText('přidávání otevřeno')).toBeInTheDocument();
  });

  it('shows nothing while the plan has a card, or when no payment is coming', async () => {
    setup([visa], yearly, <PlanCardBanner sub={yearly} onAddCard={() => {}} />);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('the payment confirmation', () => {
  it('moves focus to its heading', () => {
    render(
      <PaymentConfirmation
        title="Hotovo, vstup máte!"
        details={[{ label: 'Co', value: 'Jóga' }]}
        actions={<a href="/user/qr-code">Otevřít kartu</a>}
      />,
    );
    const heading = screen.getByRole('heading', { name: /Hotovo, vstup máte!/ });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
