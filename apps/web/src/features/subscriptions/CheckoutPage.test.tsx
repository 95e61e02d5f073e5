import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

const BRNO = '5a0b5c4e-0000-4000-8000-0000000000b1';
const DAY = 86_400_000;

beforeEach(() => {
  const api = recordingFetch(() => ({
    activities: [],
    areas: [{ id: BRNO, slug: 'brno', name: 'Brno', price: 1699, lat: 49.19, lng: 16.6 }],
    config: { allLocationsPrice: 1799, flexiblePrice: 199, paygPlusPrice: 119 },
  }));
  vi.stubGlobal('fetch', vi.fn(api.fetch));
});
afterEach(() => vi.unstubAllGlobals());

const longDate = (ms: number) =>
  new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'long', timeZone: 'Europe/Prague' }).format(new Date(ms));
const crowns = (text: string | null) => Number(text?.replace(/\D/g, ''));

function renderCheckout() {
  renderWithQueries(
    <MemoryRouter initialEntries={[`/championship/checkout?selectedArea=${BRNO}`]}>
      <CheckoutPage />
    </MemoryRouter>,
  );
}

describe('the checkout summary tells the yearly contract as it is', () => {
  it('13 periods of 28 days, their end and their total; no "12 měsíců"', async () => {
    renderCheckout();
    const label = await screen.findByTestId('commitment-label');
    expect(label).toHaveTextContent(
      `Celkem za 13 období po 28 dnech (do ${longDate(Date.now() + 13 * 28 * DAY)})`,
    );
    expect(crowns(screen.getByTestId('commitment-total').textContent)).toBe(13 * 1699);
    expect(screen.queryByText(/měsíc/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('commitment-free')).not.toBeInTheDocument();
  });

  it('with the promo code: 14 periods (56 weeks), the first free, 13 paid, the same end everywhere', async () => {
    renderCheckout();
    await screen.findByTestId('commitment-label');
    await userEvent.type(screen.getByLabelText('Promo kód'), 'CHAMPIONSHIP');
    await userEvent.click(screen.getByRole('button', { name: 'Uplatnit' }));
    const end = longDate(Date.now() + 14 * 28 * DAY);
    expect(screen.getByTestId('commitment-label')).toHaveTextContent(
      `Celkem za 14 období po 28 dnech (do ${end})`,
    );
    expect(crowns(screen.getByTestId('commitment-total').textContent)).toBe(13 * 1699);
    expect(within(screen.getByTestId('commitment-free')).getByText(/^13 × /)).toHaveTextContent(
      'první období zdarma',
    );
    expect(screen.getByText(/Závazek trvá do/)).toHaveTextContent(`Závazek trvá do ${end}.`);
  });

  it('the flexible plan has no commitment total', async () => {
    renderCheckout();
    await screen.findByTestId('commitment-label');
    await userEvent.click(screen.getByRole('radio', { name: /Flexibilní/ }));
    expect(screen.queryByTestId('commitment-label')).not.toBeInTheDocument();
    expect(screen.getByText(/Bez závazku/)).toBeVisible();
  });
});
