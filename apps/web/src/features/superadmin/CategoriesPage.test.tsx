import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { CategoriesPage } from './CategoriesPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const category = (kind: string, n: number, name: string) => ({
  id: `5a0b5c4e-0000-4000-8000-00000000000${n}`,
  kind,
  slug: name.toLowerCase(),
  name,
  icon: null,
  position: n,
  usage: 0,
});

function renderPage(initial: string, { failing = false } = {}) {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa', exp: inOneHour() }));
  const calls: { method: string; url: URL }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://x');
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (failing) return Response.json({ error: 'INTERNAL', message: 'Chyba' }, { status: 500 });
      if (method === 'POST') return Response.json({ ok: true });
      const kind = url.searchParams.get('kind');
      const items =
        kind === 'venue'
          ? [category('venue', 1, 'Bazény')]
          : [category('activity', 1, 'Jóga'), category('activity', 2, 'Tenis')];
      return Response.json({ items, pagination: { page: 1, limit: 25, total: items.length, totalPages: 1 } });
    }),
  );
  renderWithQueries(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/superadmin/category" element={<CategoriesPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe('the back office’s categories', () => {
  it('shows the list chosen in the address and switches lists from page 1, dropping the last message', async () => {
    const calls = renderPage('/superadmin/category?kind=activity&page=2');
    const table = await screen.findByRole('table', { name: 'Kategorie' });
    expect(within(table).getByText('Tenis')).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('page')).toBe('2');
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Posunout Tenis nahoru' }));
    expect(await screen.findByText('Kategorie Tenis je o místo výš.')).toBeInTheDocument();

    const kind = screen.getByRole('combobox', { name: 'Seznam' });
    await ui.selectOptions(kind, 'Kategorie sportovišť');
    expect(await screen.findByText('Bazény')).toBeInTheDocument();
    const last = calls.filter((c) => c.method === 'GET').at(-1)!;
    expect(last.url.searchParams.get('kind')).toBe('venue');
    expect(last.url.searchParams.get('page')).toBe('1');
    expect(kind).toHaveValue('venue');
    expect(screen.queryByText('Kategorie Tenis je o místo výš.')).not.toBeInTheDocument();
  });

  it('says the list could not load and offers a retry', async () => {
    const calls = renderPage('/superadmin/category', { failing: true });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Zkusit znovu' }));
    await vi.waitFor(() => expect(calls.length).toBe(2));
  });
});
