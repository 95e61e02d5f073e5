import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { PartnerDetailPage } from './PartnerDetailPage.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const PARTNER_ID = '5a0b5c4e-0000-4000-8000-0000000000c1';
const VENUE_ID = '5a0b5c4e-0000-4000-8000-0000000000d1';
const partner = {
  id: PARTNER_ID,
  email: 'radek@posilovna.cz',
  name: 'Radek Posilovna',
  phone: null,
  companyName: 'Posilovna Jih s.r.o.',
  ico: '25596641',
  commissionBps: 1250,
  state: 'active',
  suspendedAt: null,
  suspensionReason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  venues: [{ id: VENUE_ID, name: 'Posilovna Jih', city: 'Brno', published: true, activityCount: 2 }],
  upcomingTickets: 3,
};

function renderPage() {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa-1', exp: inOneHour() }));
  const calls: { method: string; path: string; body: unknown; key: string | null }[] = [];
  let current: Record<string, unknown> = partner;
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://x').pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, key: new Headers(init?.headers).get('Idempotency-Key') });
    if (method === 'POST' && path.endsWith('/suspend')) {
      current = {
        ...partner,
        state: 'suspended',
        suspendedAt: '2026-11-23T09:00:00.000Z',
        suspensionReason: (body as { reason: string }).reason,
        upcomingTickets: 0,
      };
      return Response.json({
        partner: current,
        cancelledTickets: 3,
        refundedCredits: 45_000,
        customersNotified: 2,
      });
    }
    return Response.json(current);
  });
  vi.stubGlobal('fetch', fetch);
  renderWithQueries(
    <MemoryRouter initialEntries={[`/superadmin/admins/${PARTNER_ID}`]}>
      <Routes>
        <Route path="/superadmin/admins/:id" element={<PartnerDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe('the back office’s partner page', () => {
  it('shows the partner, links the venues, and suspends only with a reason and a confirmation, once', async () => {
    const calls = renderPage();
    const ui = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Posilovna Jih s.r.o.' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('bo-partner-state')).toHaveTextContent('aktivní');
    expect(screen.getByText('25596641')).toBeInTheDocument();
    expect(screen.getByText(/12,5\s*%/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Posilovna Jih' })).toHaveAttribute(
      'href',
      `/superadmin/venues/${VENUE_ID}`,
    );
    expect(screen.getByText(/2 aktivity/)).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Pozastavit partnera' }));
    expect(await screen.findByText(/Uveďte důvod/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await ui.type(screen.getByLabelText('Důvod (zapíše se do záznamu akcí)'), 'Opakované stížnosti');
    await ui.click(screen.getByRole('button', { name: 'Pozastavit partnera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pozastavit partnera Posilovna Jih s.r.o.?' });
    expect(dialog).toHaveTextContent('Zrušíme 3 budoucí vstupy zákazníků');
    await ui.dblClick(within(dialog).getByRole('button', { name: 'Ano, pozastavit' }));
    expect(await screen.findByText(/Zrušeno vstupů: 3, vráceno 450\s*Kč/)).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      path: `/api/superadmin/admins/${PARTNER_ID}/suspend`,
      body: { reason: 'Opakované stížnosti' },
    });
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByTestId('bo-partner-state')).toHaveTextContent('pozastavený');
    expect(screen.getByRole('button', { name: 'Zrušit pozastavení' })).toBeInTheDocument();
  });
});
