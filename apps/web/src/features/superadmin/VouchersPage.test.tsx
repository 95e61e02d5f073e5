import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { VouchersPage } from './VouchersPage.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const ACTIVE = '5a0b5c4e-0000-4000-8000-0000000000c1';
const USED = '5a0b5c4e-0000-4000-8000-0000000000c2';

const voucher = (id: string, state: 'active' | 'redeemed' | 'voided', code: string) => ({
  id,
  code,
  amount: 50_000,
  recipientName: 'Petra',
  message: 'Ať se daří',
  recipientEmail: 'petra@example.cz',
  deliveryDate: '2026-12-24',
  validUntil: '2027-11-23T09:00:00.000Z',
  state,
  createdAt: '2026-11-23T09:00:00.000Z',
  sentAt: state === 'active' ? null : '2026-11-24T07:00:00.000Z',
  redeemedAt: state === 'redeemed' ? '2026-11-25T10:00:00.000Z' : null,
  voidedAt: state === 'voided' ? '2026-11-26T10:00:00.000Z' : null,
  withdrawable: state === 'active',
  plan: null,
  buyerEmail: 'jana@example.cz',
  redeemedByEmail: state === 'redeemed' ? 'petra@example.cz' : null,
  history: [
    { at: '2026-11-23T09:00:00.000Z', kind: 'bought', note: null },
    ...(state === 'active'
      ? []
      : [{ at: '2026-11-24T07:00:00.000Z', kind: 'sent', note: 'petra@example.cz' }]),
    ...(state === 'redeemed'
      ? [{ at: '2026-11-25T10:00:00.000Z', kind: 'redeemed', note: 'petra@example.cz' }]
      : []),
    ...(state === 'voided' ? [{ at: '2026-11-26T10:00:00.000Z', kind: 'voided', note: 'backoffice' }] : []),
  ],
});

function renderPage(initial = '/superadmin/poukazy') {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa', exp: inOneHour() }));
  const calls: { url: string; method: string; key?: string | null }[] = [];
  let activeState: 'active' | 'voided' = 'active';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url: input, method, key: new Headers(init?.headers).get('Idempotency-Key') });
      if (method === 'POST' && input.endsWith('/void')) {
        activeState = 'voided';
        return Response.json({ voucher: voucher(ACTIVE, 'voided', 'AAAA-CCCC-DDDD-EEEE') });
      }
      if (method === 'POST')
        return Response.json({ voucher: voucher(ACTIVE, activeState, 'AAAA-CCCC-DDDD-EEEE') });
      return Response.json({
        vouchers: [
          voucher(ACTIVE, activeState, 'AAAA-CCCC-DDDD-EEEE'),
          voucher(USED, 'redeemed', 'FFFF-GGGG-HHHH-JJJJ'),
        ],
      });
    }),
  );
  renderWithQueries(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/superadmin/poukazy" element={<VouchersPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;

describe('the back office’s vouchers page', () => {
  it('searches by code or buyer on the server and shows each voucher with its buyer, state and history', async () => {
    const calls = renderPage('/superadmin/poukazy?q=jana%40example');
    const table = await screen.findByRole('table');
    expect(calls[0]!.url).toContain('q=jana%40example');
    expect(screen.getByLabelText('Kód nebo e-mail kupujícího')).toHaveValue('jana@example');
    const active = rowOf('AAAA-CCCC-DDDD-EEEE');
    expect(within(active).getByText('jana@example.cz')).toBeInTheDocument();
    expect(within(active).getByText('500 Kč')).toBeInTheDocument();
    expect(within(active).getByText('Platný')).toBeInTheDocument();
    expect(within(active).getByText(/Koupen/)).toBeInTheDocument();
    const used = rowOf('FFFF-GGGG-HHHH-JJJJ');
    expect(within(used).getByText(/Doručen obdarovanému \(petra@example\.cz\)/)).toBeInTheDocument();
    expect(within(used).getByText(/Uplatněn \(petra@example\.cz\)/)).toBeInTheDocument();
    // only an unused voucher can be voided
    expect(within(used).queryByRole('button', { name: 'Zrušit a vrátit peníze' })).toBeNull();
    expect(within(table).getAllByRole('button', { name: 'Zrušit a vrátit peníze' })).toHaveLength(1);

    const ui = userEvent.setup();
    await ui.clear(screen.getByLabelText('Kód nebo e-mail kupujícího'));
    await ui.type(screen.getByLabelText('Kód nebo e-mail kupujícího'), 'FFFF');
    await ui.click(screen.getByRole('button', { name: 'Hledat' }));
    await vi.waitFor(() => expect(calls.at(-1)!.url).toContain('q=FFFF'));
  });

  it('resends a voucher’s e-mail and says so', async () => {
    const calls = renderPage();
    const ui = userEvent.setup();
    await screen.findByRole('table');
    await ui.click(within(rowOf('FFFF-GGGG-HHHH-JJJJ')).getByRole('button', { name: 'Znovu poslat e-mail' }));
    expect(await screen.findByText('E-mail s poukazem jsme poslali znovu.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toContain(`/superadmin/vouchers/${USED}/resend`);
  });

  it('voids an unused voucher with its refund only after the confirmation naming the code and the amount', async () => {
    const calls = renderPage();
    const ui = userEvent.setup();
    await screen.findByRole('table');
    await ui.click(
      within(rowOf('AAAA-CCCC-DDDD-EEEE')).getByRole('button', { name: 'Zrušit a vrátit peníze' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zrušit poukaz?' });
    expect(dialog).toHaveTextContent(
      'Poukaz AAAA-CCCC-DDDD-EEEE na 500 Kč zrušíme a platbu vrátíme na kartu kupujícího.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // keeping it changes nothing
    await ui.click(within(dialog).getByRole('button', { name: 'Ponechat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await ui.click(
      within(rowOf('AAAA-CCCC-DDDD-EEEE')).getByRole('button', { name: 'Zrušit a vrátit peníze' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Zrušit poukaz?' });
    await ui.click(within(again).getByRole('button', { name: 'Zrušit a vrátit peníze' }));
    expect(await screen.findByText('Poukaz je zrušený, peníze se vracejí na kartu.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toContain(`/superadmin/vouchers/${ACTIVE}/void`);
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() =>
      expect(within(rowOf('AAAA-CCCC-DDDD-EEEE')).getByText('Zrušený')).toBeInTheDocument(),
    );
  });
});
