import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { crownsTextToHaler, UserDetailPage } from './UserDetailPage.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const USER_ID = '5a0b5c4e-0000-4000-8000-0000000000b1';
const user = {
  id: USER_ID,
  email: 'katerina@example.cz',
  name: 'Kateřina Nováková',
  credits: 5_000,
  emailVerified: true,
  blockedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  phone: null,
};

type Timeline = {
  at: string;
  kind: string;
  detail: string;
  amount: number | null;
  note: string | null;
  by: string | null;
}[];

function renderPage(timeline: Timeline = []) {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa-1', exp: inOneHour() }));
  const calls: { method: string; path: string; body: unknown; key: string | null }[] = [];
  let credits = user.credits;
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://x').pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const key = new Headers(init?.headers).get('Idempotency-Key');
    calls.push({ method, path, body, key });
    if (method === 'POST' && path.endsWith('/credits')) {
      credits += (body as { amount: number }).amount;
      const entry = { id: USER_ID, amount: 20_000, balanceAfter: credits, createdAt: user.createdAt };
      return Response.json({ credits, entry });
    }
    if (path.endsWith('/payments')) {
      return Response.json({ payments: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
    }
    return Response.json({ user: { ...user, credits }, timeline, truncated: false });
  });
  vi.stubGlobal('fetch', fetch);
  renderWithQueries(
    <MemoryRouter initialEntries={[`/superadmin/users/${USER_ID}`]}>
      <Routes>
        <Route path="/superadmin/users/:id" element={<UserDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe('the back office’s user page', () => {
  it('reads Kč as haléře', () => {
    expect(crownsTextToHaler('200')).toBe(20_000);
    expect(crownsTextToHaler('1 200,5')).toBe(120_050);
    expect(crownsTextToHaler('abc')).toBeNaN();
    expect(crownsTextToHaler('-5')).toBeNaN();
  });

  it('refuses a grant without a reason, then asks before granting, sending one request with one Idempotency-Key', async () => {
    const calls = renderPage();
    const ui = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kateřina Nováková' })).toBeInTheDocument();
    expect(screen.getByText('Zatím žádné události.')).toBeInTheDocument();

    await ui.type(screen.getByLabelText('Částka (Kč)'), '200');
    await ui.click(screen.getByRole('button', { name: 'Pokračovat' }));
    expect(await screen.findByText(/Uveďte důvod/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await ui.type(screen.getByLabelText('Důvod (uvidí ho uživatel)'), 'Omluva za zrušenou lekci');
    await ui.click(screen.getByRole('button', { name: 'Pokračovat' }));
    const dialog = await screen.findByRole('dialog', { name: /Připsat 200\s*Kč\?/ });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await ui.dblClick(within(dialog).getByRole('button', { name: 'Potvrdit' }));
    expect(await screen.findByText(/Kredit uživatele je nyní 250\s*Kč/)).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      path: `/api/superadmin/users/${USER_ID}/credits`,
      body: { direction: 'grant', amount: 20_000, reason: 'Omluva za zrušenou lekci' },
    });
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tells an abandoned checkout, a cancellation and a reactivation apart, each with the plan’s name', async () => {
    const step = (at: string, detail: string) => ({
      at,
      kind: 'subscription',
      detail,
      amount: null,
      note: 'CHAMPIONSHIP_FLEXIBLE',
      by: null,
    });
    renderPage([
      step('2026-11-07T08:00:00.000Z', 'subscription.reactivate'),
      step('2026-11-06T08:00:00.000Z', 'subscription.cancel'),
      step('2026-11-01T08:01:00.000Z', 'subscription.ordered'),
      step('2026-11-01T08:01:00.000Z', 'subscription.checkout_abandoned'),
      step('2026-11-01T08:00:00.000Z', 'subscription.ordered'),
    ]);
    const history = await screen.findByRole('region', { name: 'Historie účtu' });
    const items = within(history)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(items).toEqual([
      'Výpověď vzata zpět, předplatné pokračuje',
      'Výpověď předplatného zákazníkem',
      'Objednávka předplatného',
      'Nedokončená objednávka předplatného (platba neproběhla)',
      'Objednávka předplatného',
    ]);
    expect(within(history).queryByText('Předplatné zrušeno')).not.toBeInTheDocument();
    expect(within(history).getAllByText('Championship Flexibilní')).toHaveLength(5);
    expect(within(history).queryByText('CHAMPIONSHIP_FLEXIBLE')).not.toBeInTheDocument();
  });
});
