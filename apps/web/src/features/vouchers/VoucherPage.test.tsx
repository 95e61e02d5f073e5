import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../../shared/session/index.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { VoucherPage, voucherFormErrors } from './VoucherPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  logout('user');
});

const voucher = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'ACDE-FGHJ-KMNP-QRTU',
  amount: 50_000,
  recipientName: 'Jana Nováková',
  message: '',
  recipientEmail: null,
  deliveryDate: '2026-12-24',
  validUntil: '2027-11-23T09:00:00.000Z',
  state: 'active',
  createdAt: '2026-11-23T09:00:00.000Z',
  sentAt: null,
  redeemedAt: null,
  voidedAt: null,
  withdrawable: true,
};

const page = () =>
  renderWithQueries(
    <MemoryRouter>
      <VoucherPage />
    </MemoryRouter>,
  );

describe('VoucherPage on /darkovy-poukaz', () => {
  it('asks a visitor to sign in before buying', () => {
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Dárkový poukaz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/user/login');
    expect(screen.queryByRole('button', { name: /Zaplatit kartou/ })).toBeNull();
  });

  it('lists the customer’s vouchers with their codes and refuses a bad form in Czech, calling nothing', async () => {
    login('user', fakeJwt({ id: 'u1', exp: inOneHour() }));
    const { calls, fetch } = recordingFetch(() => ({ vouchers: [voucher] }));
    vi.stubGlobal('fetch', vi.fn(fetch));
    page();
    expect(await screen.findByText('ACDE-FGHJ-KMNP-QRTU')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odstoupit' })).toBeInTheDocument();
    const amount = screen.getByLabelText('Částka (Kč)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    await userEvent.click(screen.getByRole('button', { name: /Zaplatit kartou/ }));
    expect(
      await screen.findByText('Zadejte částku v celých korunách od 300 do 10 000 Kč.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Zadejte jméno obdarovaného.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toEqual([]));
  });

  it('checks the amount, the name, the e-mail and the delivery date like the API', () => {
    const ok = { crowns: '500', recipientName: 'Jana', recipientEmail: '', deliveryDate: '2026-11-23' };
    expect(voucherFormErrors(ok, '2026-11-23')).toEqual({});
    expect(Object.keys(voucherFormErrors({ ...ok, crowns: '10001' }, '2026-11-23'))).toEqual(['amount']);
    expect(Object.keys(voucherFormErrors({ ...ok, crowns: '300,5' }, '2026-11-23'))).toEqual(['amount']);
    expect(Object.keys(voucherFormErrors({ ...ok, recipientEmail: 'x@' }, '2026-11-23'))).toEqual([
      'recipientEmail',
    ]);
    expect(Object.keys(voucherFormErrors({ ...ok, deliveryDate: '2027-01-23' }, '2026-11-23'))).toEqual([
      'deliveryDate',
    ]);
    expect(voucherFormErrors({ ...ok, deliveryDate: '2027-01-22' }, '2026-11-23')).toEqual({});
  });
});
