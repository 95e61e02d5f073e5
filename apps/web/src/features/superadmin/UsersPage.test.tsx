import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { UsersPage } from './UsersPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = (n: number, name: string, blocked = false) => ({
  id: `5a0b5c4e-0000-4000-8000-00000000000${n}`,
  email: `user${n}@example.cz`,
  name,
  credits: n * 10_000,
  emailVerified: true,
  blockedAt: blocked ? '2026-11-01T10:00:00.000Z' : null,
  createdAt: '2026-10-01T10:00:00.000Z',
});

function renderPage(initial: string, { empty = false } = {}) {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa', exp: inOneHour() }));
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      asked.push(new URL(input, 'http://x').searchParams);
      const users = empty ? [] : [user(1, 'Jana Nováková'), user(2, 'Petr Blokovaný', true)];
      return Response.json({
        users,
        pagination: { page: 1, limit: 25, total: users.length, totalPages: users.length ? 1 : 0 },
      });
    }),
  );
  renderWithQueries(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/superadmin/users" element={<UsersPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return asked;
}

describe('the back office’s users list', () => {
  it('shows the newest first, and a chosen column sorts ascending, then descending', async () => {
    const asked = renderPage('/superadmin/users');
    const table = await screen.findByRole('table', { name: 'Uživatelé' });
    expect(asked[0]!.get('sort')).toBe('createdAt');
    expect(asked[0]!.get('dir')).toBe('desc');
    expect(within(table).getByRole('columnheader', { name: /Registrace/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(table).getByText('Petr Blokovaný').closest('tr')).toHaveTextContent('zablokovaný');
    expect(screen.getByText('Nalezeno: 2')).toBeInTheDocument();

    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Seřadit podle: Jméno' }));
    await vi.waitFor(() => expect(asked.at(-1)!.get('sort')).toBe('name'));
    expect(asked.at(-1)!.get('dir')).toBe('asc');
    // the form's order select follows the heading
    expect(screen.getByRole('combobox', { name: 'Seřadit podle' })).toHaveValue('name');
    await ui.click(screen.getByRole('button', { name: 'Seřadit podle: Jméno' }));
    await vi.waitFor(() => expect(asked.at(-1)!.get('dir')).toBe('desc'));
  });

  it('sends the search, the account state and the order from the form', async () => {
    const asked = renderPage('/superadmin/users?page=3');
    const ui = userEvent.setup();
    await screen.findByRole('table');
    await ui.type(screen.getByLabelText('Hledat e-mail nebo jméno'), 'novak');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Stav účtu' }), 'Zablokované');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Seřadit podle' }), 'Kredit');
    await ui.click(screen.getByRole('button', { name: 'Hledat' }));
    await vi.waitFor(() => expect(asked.at(-1)!.get('q')).toBe('novak'));
    const last = asked.at(-1)!;
    expect(last.get('status')).toBe('blocked');
    expect(last.get('sort')).toBe('credits');
    expect(last.get('page')).toBe('1');
  });

  it('says so when nobody matches', async () => {
    renderPage('/superadmin/users?q=nikdo', { empty: true });
    expect(await screen.findByText('Žádný uživatel neodpovídá hledání.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Hledat e-mail nebo jméno')).toHaveValue('nikdo');
  });
});
