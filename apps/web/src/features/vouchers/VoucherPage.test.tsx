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
  plan: null,
};

const PRAHA = '00000000-0000-4000-8000-0000000000a1';
const publicData = {
  activities: [],
  areas: [{ id: PRAHA, slug: 'praha', name: 'Praha', price: 1699, lat: 50.08, lng: 14.42 }],
  config: { allLocationsPrice: 1999, flexiblePrice: 300, paygPlusPrice: 149 },
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
    const { calls, fetch } = recordingFetch((_method, path) =>
      path.includes('/public/') ? publicData : { vouchers: [voucher] },
    );
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

  it('offers a Championship voucher: plan, location and periods with the price shown, the total on the button', async () => {
    login('user', fakeJwt({ id: 'u1', exp: inOneHour() }));
    const planVoucher = {
      ...voucher,
      amount: 599_700,
      plan: {
        type: 'CHAMPIONSHIP_FLEXIBLE',
        areaId: PRAHA,
        name: 'Championship – flexibilní, Praha',
        periods: 3,
      },
    };
    const { fetch } = recordingFetch((_method, path) =>
      path.includes('/public/') ? publicData : { vouchers: [planVoucher] },
    );
    vi.stubGlobal('fetch', vi.fn(fetch));
    page();
    expect(await screen.findByText('Championship – flexibilní, Praha, 3 období')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Championship' }));
    expect(screen.queryByLabelText('Částka (Kč)')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Lokalita'), 'Praha');
    await userEvent.selectOptions(screen.getByLabelText('Počet období (1 období = 4 týdny)'), '3');
    // the flexible plan in Praha: 1 699 + 300 Kč a period
    expect(await screen.findByText(/Cena: 1\s999\sKč × 3 období = 5\s997\sKč/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Zaplatit kartou 5\s997\sKč/ })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Tarif'), 'CHAMPIONSHIP');
    expect(await screen.findByText(/Cena: 1\s699\sKč × 3 období = 5\s097\sKč/)).toBeInTheDocument();
    expect(screen.getByText(/daňový doklad dostanete hned s platbou/)).toBeInTheDocument();
  });
});
