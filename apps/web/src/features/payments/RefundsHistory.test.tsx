import type { UserRefundsResponse } from '@champions/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../test/query.tsx';
import { RefundsHistory } from './RefundsHistory.tsx';

afterEach(() => vi.unstubAllGlobals());

const stub = (body: UserRefundsResponse) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body)),
  );

describe('RefundsHistory on /platba', () => {
  it('lists the refunds with the amount, the reason and the credit note to download', async () => {
    stub({
      refunds: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          paymentId: '00000000-0000-4000-8000-000000000002',
          description: 'Vstup: Jóga – Karlín',
          amount: 10_500,
          reason: 'Lekce byla zkrácena',
          createdAt: '2026-11-23T09:00:00.000Z',
          creditNoteNumber: '2026-000008',
          receiptNumber: '2026-000007',
        },
      ],
      pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
    });
    renderWithQueries(<RefundsHistory />);
    const region = await screen.findByRole('region', { name: 'Vrácené platby' });
    const row = within(region).getByText('Vstup: Jóga – Karlín').closest('tr')!;
    expect(within(row).getByText(/105\sKč/)).toBeInTheDocument();
    expect(within(row).getByText('Lekce byla zkrácena')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Stáhnout opravný daňový doklad 2026-000008 (PDF)' }),
    ).toBeInTheDocument();
  });

  it('shows nothing while the user has no refund', async () => {
    stub({ refunds: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
    const { container } = renderWithQueries(<RefundsHistory />);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
