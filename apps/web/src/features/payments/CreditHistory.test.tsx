import type { CreditHistoryResponse } from '@champions/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../test/query.tsx';
import { CreditHistory } from './CreditHistory.tsx';

afterEach(() => vi.unstubAllGlobals());

const stub = (body: CreditHistoryResponse) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body)),
  );

describe('CreditHistory on /platba', () => {
  it('lists every + and − with its reason, what it paid for and the balance after it', async () => {
    stub({
      balance: 7_000,
      movements: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          kind: 'purchase',
          amount: -25_000,
          balanceAfter: 7_000,
          at: '2026-11-23T09:00:00.000Z',
          description: 'Vstup: Jóga – Karlín',
          creditNoteNumber: null,
        },
        {
          id: '00000000-0000-4000-8000-000000000003',
          kind: 'refund',
          amount: 22_000,
          balanceAfter: 32_000,
          at: '2026-11-21T09:00:00.000Z',
          description: 'Vstup: Pilates – Vinohrady',
          creditNoteNumber: '2026-000042',
        },
        {
          id: '00000000-0000-4000-8000-000000000002',
          kind: 'referral',
          amount: 10_000,
          balanceAfter: 32_000,
          at: '2026-11-20T09:00:00.000Z',
          description: null,
          creditNoteNumber: null,
        },
      ],
      pagination: { page: 1, limit: 10, total: 3, totalPages: 1 },
    });
    renderWithQueries(<CreditHistory />);
    const region = await screen.findByRole('region', { name: 'Historie kreditu' });
    const spent = (await within(region).findByText('Platba kreditem')).closest('tr')!;
    expect(within(spent).getByText('Vstup: Jóga – Karlín')).toBeInTheDocument();
    expect(within(spent).getByText(/−\s250\sKč/)).toBeInTheDocument();
    expect(within(spent).getByText(/^70\sKč$/)).toBeInTheDocument();
    const reward = within(region).getByText('Odměna za doporučení').closest('tr')!;
    expect(within(reward).getByText(/\+\s100\sKč/)).toBeInTheDocument();
    expect(within(reward).queryByRole('button')).toBeNull();
    const returned = within(region).getByText('Vstup: Pilates – Vinohrady').closest('tr')!;
    expect(
      within(returned).getByRole('button', { name: 'Stáhnout opravný daňový doklad 2026-000042 (PDF)' }),
    ).toBeInTheDocument();
  });

  it('says so when the credit has not moved yet', async () => {
    stub({ balance: 0, movements: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
    renderWithQueries(<CreditHistory />);
    expect(await screen.findByText(/Kredit se zatím nepohnul/)).toBeInTheDocument();
  });
});
