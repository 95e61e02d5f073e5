import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BoFilters } from './BoFilters.tsx';
import { BoList, type ListQuery } from './BoList.tsx';
import { type SortDir, useListParams } from './useListParams.ts';

interface Person {
  id: string;
  name: string;
  age: number;
  state: 'active' | 'blocked';
}
interface Answer {
  people: Person[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

const PEOPLE: Person[] = [
  { id: '1', name: 'Adam', age: 40, state: 'active' },
  { id: '2', name: 'Bára', age: 25, state: 'blocked' },
  { id: '3', name: 'Cyril', age: 33, state: 'active' },
  { id: '4', name: 'Dana', age: 51, state: 'active' },
  { id: '5', name: 'Emil', age: 19, state: 'blocked' },
];
const LIMIT = 2;

/** What a server would answer: filtered, sorted and paged by the address's parameters. */
function answer({
  q,
  state,
  sort,
  dir,
  page,
}: {
  q: string;
  state?: string;
  sort?: string;
  dir: SortDir;
  page: number;
}) {
  const found = PEOPLE.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()))
    .filter((p) => !state || p.state === state)
    .sort(
      (a, b) => (sort === 'age' ? a.age - b.age : a.name.localeCompare(b.name)) * (dir === 'asc' ? 1 : -1),
    );
  const totalPages = Math.ceil(found.length / LIMIT);
  return {
    people: found.slice((page - 1) * LIMIT, page * LIMIT),
    pagination: { page, limit: LIMIT, total: found.length, totalPages },
  };
}

const loaded = (data: Answer): ListQuery<Answer> => ({
  data,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: () => undefined,
});

/** A list page as the back office's pages are written: the address, the filters, the list. */
function PeoplePage({ query }: { query?: ListQuery<Answer> }) {
  const list = useListParams({ sorting: { keys: ['name', 'age'], key: 'name' } });
  const state = list.choice('state', ['active', 'blocked'] as const);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <BoFilters
        list={list}
        submit="Hledat"
        fields={[
          { type: 'search', name: 'q', label: 'Jméno' },
          {
            type: 'select',
            name: 'state',
            label: 'Stav',
            all: 'Všechny stavy',
            options: [
              { value: 'active', label: 'aktivní' },
              { value: 'blocked', label: 'zablokovaný' },
            ],
          },
        ]}
      />
      <BoList
        list={list}
        query={query ?? loaded(answer({ q: list.q, state, sort: list.sort, dir: list.dir, page: list.page }))}
        rows={(data) => data.people}
        rowKey={(person) => person.id}
        label="Lidé"
        sortLabel={(column) => `Seřadit podle: ${column}`}
        total={(count) => `Nalezeno: ${count}`}
        pager="Stránky lidí"
        error="Lidi se nepodařilo načíst."
        empty={{ title: 'Nikdo tu není.', hint: 'Zkuste jiné hledání.' }}
        columns={[
          { label: 'Jméno', sortKey: 'name', cell: (person) => person.name },
          { label: 'Věk', sortKey: 'age', numeric: true, cell: (person) => person.age },
          { label: 'Stav', cell: (person) => person.state },
        ]}
      />
      <span data-testid="address">{location.search}</span>
      <button type="button" onClick={() => navigate(-1)}>
        Zpět
      </button>
    </>
  );
}

function renderPage(initial = '/people', query?: ListQuery<Answer>) {
  render(
    <MemoryRouter initialEntries={[initial]}>
      <PeoplePage query={query} />
    </MemoryRouter>,
  );
  return {
    address: () => new URLSearchParams(screen.getByTestId('address').textContent ?? ''),
    names: () =>
      within(screen.getByRole('table', { name: 'Lidé' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
  };
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('a back-office list (BoList, BoFilters, useListParams)', () => {
  it('sorts from a column heading: a button, aria-sort and the address follow it', async () => {
    const page = renderPage();
    const ui = userEvent.setup();
    expect(header('Jméno')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Věk')).not.toHaveAttribute('aria-sort');
    expect(within(header('Stav')).queryByRole('button')).toBeNull();
    expect(page.names()).toEqual(['Adam', 'Bára']);

    await ui.click(screen.getByRole('button', { name: 'Seřadit podle: Věk' }));
    expect(header('Věk')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Jméno')).not.toHaveAttribute('aria-sort');
    expect(page.address().get('sort')).toBe('age');
    expect(page.address().get('dir')).toBe('asc');
    expect(page.names()).toEqual(['Emil', 'Bára']);
    // the sort button keeps the focus
    expect(screen.getByRole('button', { name: 'Seřadit podle: Věk' })).toHaveFocus();

    await ui.click(screen.getByRole('button', { name: 'Seřadit podle: Věk' }));
    expect(header('Věk')).toHaveAttribute('aria-sort', 'descending');
    expect(page.address().get('dir')).toBe('desc');
    expect(page.names()).toEqual(['Dana', 'Adam']);
  });

  it('reads the sort from the address and ignores a key the list has not', () => {
    renderPage('/people?sort=age&dir=desc');
    expect(header('Věk')).toHaveAttribute('aria-sort', 'descending');
    renderPage('/people?sort=password');
    expect(screen.getAllByRole('columnheader', { name: /Jméno/ })[1]).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('pages with previous and next, page N of M, and a sort starts again at page 1', async () => {
    const page = renderPage();
    const ui = userEvent.setup();
    const pager = screen.getByRole('navigation', { name: 'Stránky lidí' });
    expect(pager).toHaveTextContent('Strana 1 z 3');
    expect(within(pager).getByRole('button', { name: 'Předchozí' })).toBeDisabled();
    await ui.click(within(pager).getByRole('button', { name: 'Další' }));
    expect(pager).toHaveTextContent('Strana 2 z 3');
    expect(page.address().get('page')).toBe('2');
    expect(page.names()).toEqual(['Cyril', 'Dana']);
    await ui.click(within(pager).getByRole('button', { name: 'Další' }));
    expect(within(pager).getByRole('button', { name: 'Další' })).toBeDisabled();
    expect(page.names()).toEqual(['Emil']);

    await ui.click(screen.getByRole('button', { name: 'Seřadit podle: Jméno' }));
    expect(page.address().get('page')).toBeNull();
    expect(page.names()).toEqual(['Emil', 'Dana']);
  });

  it('sends the filters into the address, back at page 1, and keeps the sort', async () => {
    const page = renderPage('/people?sort=age&dir=desc&page=2');
    const ui = userEvent.setup();
    expect(screen.getByText('Nalezeno: 5')).toHaveAttribute('role', 'status');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Stav' }), 'blocked');
    // nothing changes before the form is sent
    expect(page.address().get('state')).toBeNull();
    await ui.click(screen.getByRole('button', { name: 'Hledat' }));
    expect(page.address().get('state')).toBe('blocked');
    expect(page.address().get('page')).toBeNull();
    expect(page.address().get('sort')).toBe('age');
    expect(screen.getByText('Nalezeno: 2')).toBeInTheDocument();
    expect(page.names()).toEqual(['Bára', 'Emil']);
    expect(screen.queryByRole('navigation', { name: 'Stránky lidí' })).toBeNull();

    // Enter in the search field sends it; the field keeps the focus and its text (trimmed in the address)
    const search = screen.getByRole('searchbox', { name: 'Jméno' });
    await ui.type(search, '  emil {Enter}');
    expect(page.address().get('q')).toBe('emil');
    expect(search).toHaveFocus();
    expect(page.names()).toEqual(['Emil']);

    // an empty field leaves the address
    await ui.clear(search);
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Stav' }), 'Všechny stavy');
    await ui.click(screen.getByRole('button', { name: 'Hledat' }));
    expect(page.address().has('q')).toBe(false);
    expect(page.address().has('state')).toBe(false);
  });

  it('fills the filter fields from the address, and again after Back', async () => {
    renderPage('/people?q=ad&state=active');
    const ui = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Jméno' });
    expect(search).toHaveValue('ad');
    expect(screen.getByRole('combobox', { name: 'Stav' })).toHaveValue('active');
    await ui.clear(search);
    await ui.type(search, 'cyr');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Stav' }), 'Všechny stavy');
    await ui.click(screen.getByRole('button', { name: 'Hledat' }));
    expect(screen.getByRole('combobox', { name: 'Stav' })).toHaveValue('');
    await ui.click(screen.getByRole('button', { name: 'Zpět' }));
    expect(screen.getByRole('searchbox', { name: 'Jméno' })).toHaveValue('ad');
    expect(screen.getByRole('combobox', { name: 'Stav' })).toHaveValue('active');
  });

  it('says so when nothing matches, with no table and no pager', async () => {
    renderPage('/people?q=xyz');
    expect(screen.getByText('Nikdo tu není.')).toBeInTheDocument();
    expect(screen.getByText('Zkuste jiné hledání.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Stránky lidí' })).toBeNull();
  });

  it('shows the loading state, then the error with a retry', async () => {
    renderPage('/people', {
      data: undefined,
      isPending: true,
      isError: false,
      isFetching: true,
      refetch: () => undefined,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Načítám');
    expect(screen.queryByRole('table')).toBeNull();

    const refetch = vi.fn();
    renderPage('/people', { data: undefined, isPending: false, isError: true, isFetching: false, refetch });
    expect(screen.getByText(/Lidi se nepodařilo načíst\./)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByText('Nikdo tu není.')).toBeNull();
  });

  it('keeps the rows on screen, marked busy, while the next ones load', () => {
    renderPage('/people', { ...loaded(answer({ q: '', dir: 'asc', page: 1 })), isFetching: true });
    expect(screen.getByRole('table', { name: 'Lidé' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
