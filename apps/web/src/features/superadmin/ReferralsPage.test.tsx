import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { ReferralsPage } from './ReferralsPage.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const REFEREE = '5a0b5c4e-0000-4000-8000-0000000000b1';
const row = (state: string) => ({
  refereeId: REFEREE,
  referee: { id: REFEREE, name: 'Petra Pozvaná', email: 'petra@example.cz', role: 'user' },
  referrer: {
    id: '5a0b5c4e-0000-4000-8000-0000000000b2',
    name: 'Jana Doporučitelka',
    email: 'jana@example.cz',
    role: 'user',
  },
  code: 'U1A2B3C4D',
  registeredAt: '2026-11-20T10:00:00.000Z',
  state,
  refusedReason: null,
  paymentId: '5a0b5c4e-0000-4000-8000-0000000000b3',
  referrerAmount: 10_000,
  refereeAmount: 10_000,
  unrecovered: 0,
  revokeReason: state === 'revoked' ? 'Stejná osoba' : null,
  rewardedAt: '2026-11-20T11:00:00.000Z',
  reversedAt: null,
});

function renderPage(initial = '/superadmin/referral') {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa', exp: inOneHour() }));
  const calls: { url: string; method: string; body?: unknown; key?: string | null }[] = [];
  let state = 'granted';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const headers = new Headers(init?.headers);
      calls.push({
        url: input,
        method,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        key: headers.get('Idempotency-Key'),
      });
      if (method === 'POST') {
        state = 'revoked';
        return Response.json({ referral: row(state) });
      }
      return Response.json({
        referrals: [row(state)],
        pagination: { page: 1, limit: 25, total: 1, totalPages: 1 },
      });
    }),
  );
  renderWithQueries(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/superadmin/referral" element={<ReferralsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe('the back office’s referrals page', () => {
  it('lists who referred whom with the code and reward, searching on the server', async () => {
    const calls = renderPage('/superadmin/referral?q=u1a2&state=granted');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Petra Pozvaná')).toBeInTheDocument();
    expect(within(table).getByText('Jana Doporučitelka')).toBeInTheDocument();
    expect(within(table).getByText('U1A2B3C4D')).toBeInTheDocument();
    expect(within(table).getByText('Odměna připsána')).toBeInTheDocument();
    expect(calls[0]!.url).toContain('q=u1a2');
    expect(calls[0]!.url).toContain('state=granted');
  });

  it('revokes only with a reason and after the confirmation, with one Idempotency-Key', async () => {
    const calls = renderPage();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Zrušit doporučení zákazníka Petra Pozvaná' }));
    await ui.click(screen.getByRole('button', { name: 'Pokračovat' }));
    expect(await screen.findByText(/Uveďte důvod/)).toBeInTheDocument();
    await ui.type(screen.getByLabelText('Důvod zrušení'), 'Stejná osoba');
    await ui.click(screen.getByRole('button', { name: 'Pokračovat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opravdu zrušit doporučení?' });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await ui.click(within(dialog).getByRole('button', { name: 'Zrušit doporučení' }));
    expect(await screen.findByText('Doporučení je zrušené.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toContain(`/superadmin/referrals/${REFEREE}/revoke`);
    expect(posts[0]!.body).toEqual({ reason: 'Stejná osoba' });
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
