import type { BillingHistoryResponse } from '@champions/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingHistory } from './BillingHistory.tsx';

afterEach(() => vi.unstubAllGlobals());

const payment = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'entry',
  description: `Vstup: Jóga ${n}`,
  amount: 19_900,
  creditsUsed: 0,
  currency: 'czk',
  status: 'succeeded',
  outcome: 'paid' as const,
  refundedAmount: 0,
  receiptNumber: `2026-${String(n).padStart(6, '0')}`,
  createdAt: '2026-11-23T09:00:00.000Z',
});

describe('BillingHistory', () => {
  it('lists payments with amounts, what became of the money (a decline, a refund to the card) and receipts, and pages through them', async () => {
    const queries: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://x');
        queries.push(url.search);
        const page = Number(url.searchParams.get('page'));
        const body: BillingHistoryResponse = {
          payments: [
            payment(page * 10 + 1),
            { ...payment(page * 10 + 2), status: 'canceled', outcome: 'declined', receiptNumber: null },
            {
              ...payment(page * 10 + 3),
              status: 'partially_refunded',
              outcome: 'partially_refunded',
              refundedAmount: 5_000,
            },
          ],
          pagination: { page, limit: 2, total: 4, totalPages: 2 },
        };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <BillingHistory limit={2} />
      </QueryClientProvider>,
    );
    const firstRow = (await screen.findByText('Vstup: Jóga 11')).closest('tr')!;
    expect(within(firstRow).getByText(/199\sKč/)).toBeInTheDocument();
    expect(within(firstRow).getByText('Zaplaceno')).toBeInTheDocument();
    expect(
      within(firstRow).getByRole('button', { name: 'Stáhnout doklad 2026-000011 (PDF)' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByText('Vstup: Jóga 12').closest('tr')!).getByText('Platba zamítnuta'),
    ).toBeInTheDocument();
    const refundedRow = screen.getByText('Vstup: Jóga 13').closest('tr')!;
    expect(within(refundedRow).getByText('Částečně vráceno')).toBeInTheDocument();
    expect(within(refundedRow).getByText(/na kartu vráceno 50\sKč/)).toBeInTheDocument();
    expect(screen.getByText('Strana 1 z 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Předchozí' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Další' }));
    expect(await screen.findByText('Vstup: Jóga 21')).toBeInTheDocument();
    expect(queries).toEqual(['?page=1&limit=2', '?page=2&limit=2']);
  });

  it('downloads a receipt as doklad-<number>.pdf, and says so when it cannot', async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:receipt';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let receiptAnswers = 200;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (new URL(input, 'http://x').pathname.endsWith('/receipt.pdf')) {
          return new Response('%PDF', { status: receiptAnswers });
        }
        const body: BillingHistoryResponse = {
          payments: [payment(1)],
          pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
        };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <BillingHistory />
      </QueryClientProvider>,
    );
    const receipt = await screen.findByRole('button', { name: 'Stáhnout doklad 2026-000001 (PDF)' });
    await userEvent.click(receipt);
    await vi.waitFor(() => expect(saved).toEqual(['doklad-2026-000001.pdf']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    receiptAnswers = 404;
    await vi.waitFor(() => expect(receipt).toBeEnabled());
    await userEvent.click(receipt);
    expect(await screen.findByRole('alert')).toHaveTextContent('Doklad se nepodařilo stáhnout.');
    expect(saved).toHaveLength(1);
    click.mockRestore();
  });
});
