import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { PriceDetailPage } from './PriceDetailPage.tsx';

beforeAll(() => {
  // jsdom has no modal dialogs
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => vi.unstubAllGlobals());

const CHANGE_ID = '5a0b5c4e-0000-4000-8000-0000000000e1';
const change = {
  id: CHANGE_ID,
  target: 'FLEXIBLE',
  areaId: null,
  areaName: null,
  amount: 249,
  previousAmount: 199,
  startsOn: '2026-12-01',
  status: 'SCHEDULED',
  cancellable: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdByName: 'Správce Champions',
  cancelledAt: null as string | null,
  cancelledByName: null as string | null,
};

function renderPage() {
  localStorage.setItem(
    'champions.token.superadmin',
    fakeJwt({ id: '5a0b5c4e-0000-4000-8000-0000000000a1', exp: inOneHour() }),
  );
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://x').pathname;
      if ((init?.method ?? 'GET') === 'POST') {
        posts.push(path);
        Object.assign(change, {
          status: 'CANCELLED',
          cancellable: false,
          cancelledAt: '2026-11-21T10:00:00.000Z',
          cancelledByName: 'Správce Champions',
        });
      }
      return Response.json(change);
    }),
  );
  renderWithQueries(
    <MemoryRouter initialEntries={[`/superadmin/price/${CHANGE_ID}`]}>
      <Routes>
        <Route path="/superadmin/price/:id" element={<PriceDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return posts;
}

describe('the back office’s price change page', () => {
  it('shows old → new and cancels a future change only after a confirmation', async () => {
    const posts = renderPage();
    const ui = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Příplatek za flexibilní plán' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/199\s*Kč/)).toBeInTheDocument();
    expect(screen.getByText(/249\s*Kč/)).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Zrušit změnu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zrušit naplánovanou změnu?' });
    expect(dialog).toHaveTextContent(/zůstane 199\s*Kč; změna na 249\s*Kč od 1\. 12\. 2026 se neprovede/);
    expect(posts).toEqual([]);
    await ui.click(screen.getByRole('button', { name: 'Ano, zrušit změnu' }));
    expect(await screen.findByText('Změna ceny byla zrušena.')).toBeInTheDocument();
    expect(posts).toEqual([`/api/superadmin/prices/${CHANGE_ID}/cancel`]);
    expect(await screen.findByText('zrušená')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zrušit změnu' })).not.toBeInTheDocument();
  });
});
