import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { halerToCrownsText } from './moneyInput.ts';
import { UserPayments } from './UserPayments.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const USER_ID = '5a0b5c4e-0000-4000-8000-0000000000c1';
const PAYMENT_ID = '5a0b5c4e-0000-4000-8000-0000000000c2';
const user = {
  id: USER_ID,
  email: 'radek@example.cz',
  name: 'Radek Vrátný',
  credits: 0,
  emailVerified: true,
  blockedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  phone: null,
};
const payment = {
  id: PAYMENT_ID,
  kind: 'entry',
  description: 'Vstup: Jóga – Karlín',
  status: 'succeeded',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:00:00.000Z',
  totalAmount: 21_000,
  cardAmount: 21_000,
  creditsUsed: 0,
  receiptNumber: '2026-000007',
  refundedAmount: 0,
  refundable: 21_000,
  ticket: 'unused',
  refunds: [],
};

function renderSection() {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa-1', exp: inOneHour() }));
  const calls: { method: string; path: string; body: unknown; key: string | null }[] = [];
  let current = payment;
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://x').pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, key: new Headers(init?.headers).get('Idempotency-Key') });
    if (method === 'POST') {
      const amount = (body as { amount: number }).amount;
      const refund = {
        id: '5a0b5c4e-0000-4000-8000-0000000000c3',
        amount,
        reason: (body as { reason: string }).reason,
        createdAt: '2026-11-21T10:00:00.000Z',
        creditNoteNumber: '2026-000008',
        by: 'admin@champions.cz',
        ticketCancelled: false,
      };
      current = {
        ...payment,
        status: 'partially_refunded',
        refundedAmount: amount,
        refundable: payment.cardAmount - amount,
        refunds: [refund] as never[],
      };
      return Response.json({ refund, payment: current });
    }
    return Response.json({
      payments: [current],
      pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
    });
  });
  vi.stubGlobal('fetch', fetch);
  renderWithQueries(<UserPayments user={user} />);
  return calls;
}

describe('the card payments on the back office’s user page', () => {
  it('writes haléře as the Kč an amount field starts with', () => {
    expect(halerToCrownsText(21_000)).toBe('210');
    expect(halerToCrownsText(10_550)).toBe('105,50');
    expect(halerToCrownsText(10_505)).toBe('105,05');
  });

  it('refunds part of a payment after a confirmation naming the amount and the ticket, with one key', async () => {
    const calls = renderSection();
    const item = await screen.findByTestId('bo-payment');
    expect(item).toHaveTextContent('2026-000007');
    await userEvent.click(within(item).getByRole('button', { name: 'Vrátit platbu' }));
    const amount = within(item).getByLabelText('Částka k vrácení (Kč)');
    expect(amount).toHaveValue('210');

    // more than is left and no reason: refused before anything is sent
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.click(within(item).getByRole('button', { name: 'Pokračovat k vrácení' }));
    expect(await within(item).findByText(/Vrátit lze nejvýše 210\s*Kč\./)).toBeInTheDocument();
    expect(within(item).getByText(/Uveďte důvod/)).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '105');
    await userEvent.type(within(item).getByLabelText(/^Důvod/), 'Lekce byla zkrácena');
    await userEvent.click(within(item).getByRole('button', { name: 'Pokračovat k vrácení' }));
    const dialog = await screen.findByRole('dialog', { name: /Vrátit 105\s*Kč na kartu\?/ });
    expect(dialog).toHaveTextContent('vstup zůstává platný');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Vrátit 105/ }));

    expect(await screen.findByRole('status')).toHaveTextContent(/Opravný daňový doklad 2026-000008 odešel/);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      path: `/api/superadmin/users/${USER_ID}/payments/${PAYMENT_ID}/refunds`,
      body: { amount: 10_500, reason: 'Lekce byla zkrácena' },
      key: expect.any(String),
    });
    expect(
      await screen.findByRole('button', { name: 'Stáhnout opravný daňový doklad 2026-000008 (PDF)' }),
    ).toBeInTheDocument();
  });

  it('says in the confirmation that a full refund cancels the unused ticket', async () => {
    renderSection();
    const item = await screen.findByTestId('bo-payment');
    await userEvent.click(within(item).getByRole('button', { name: 'Vrátit platbu' }));
    await userEvent.type(within(item).getByLabelText(/^Důvod/), 'Lekce se nekonala');
    await userEvent.click(within(item).getByRole('button', { name: 'Pokračovat k vrácení' }));
    const dialog = await screen.findByRole('dialog', { name: /Vrátit 210\s*Kč na kartu\?/ });
    expect(dialog).toHaveTextContent('nevyužitý vstup se zruší');
  });
});
