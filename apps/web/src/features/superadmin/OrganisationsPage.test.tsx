import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { OrganisationsPage } from './OrganisationsPage.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const ORG_ID = '5a0b5c4e-0000-4000-8000-0000000000a1';
const OTHER_ORG_ID = '5a0b5c4e-0000-4000-8000-0000000000a2';
const LINKED_ID = '5a0b5c4e-0000-4000-8000-0000000000b1';
const FREE_ID = '5a0b5c4e-0000-4000-8000-0000000000b2';
const linked = {
  id: LINKED_ID,
  name: 'Jana Praha',
  email: 'praha@example.cz',
  companyName: 'Fit Praha s.r.o.',
};
const free = { id: FREE_ID, name: 'Petr Volný', email: 'volny@example.cz', companyName: null };

const organisation = (admins: (typeof linked | typeof free)[]) => ({
  id: ORG_ID,
  name: 'Sportcentra Morava s.r.o.',
  contactName: 'Jana Moravcová',
  email: 'vedeni@morava.cz',
  passwordSet: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  admins,
});
const pagination = { page: 1, limit: 25, total: 2, totalPages: 1 };
const adminRow = (admin: typeof linked | typeof free) => ({
  ...admin,
  emailVerified: true,
  venueCount: 1,
  createdAt: '2026-10-01T10:00:00.000Z',
});

type Call = { method: string; path: string; body: unknown };

function renderPage(
  options: { organisations?: 'empty' | 'error' | 'one'; createAnswer?: 'ok' | 'taken' } = {},
) {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa-1', exp: inOneHour() }));
  const calls: Call[] = [];
  let current = options.organisations === 'empty' ? [] : [organisation([linked])];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://x').pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (method === 'GET' && path === '/api/superadmin/organisations') {
      if (options.organisations === 'error')
        return Response.json({ error: 'INTERNAL', message: 'Chyba' }, { status: 500 });
      return Response.json({ organisations: current });
    }
    if (method === 'GET' && path === '/api/superadmin/admins') {
      return Response.json({ admins: [adminRow(linked), adminRow(free)], pagination });
    }
    if (method === 'POST' && path === '/api/superadmin/organisations') {
      if (options.createAnswer === 'taken')
        return Response.json(
          {
            error: 'ORGANISATION_EMAIL_TAKEN',
            message:
              'Organizace s e-mailem vedeni@morava.cz už existuje. Zvolte jiný e-mail, nic se nezměnilo.',
          },
          { status: 409 },
        );
      const created = { ...organisation([]), id: OTHER_ORG_ID, name: body.name, passwordSet: false };
      current = [...current, created];
      return Response.json(
        {
          organisation: created,
          changed: true,
          message: `Organizace je založená. Na ${body.email} jsme poslali odkaz pro nastavení hesla (platí 7 dní).`,
        },
        { status: 201 },
      );
    }
    if (method === 'POST' && path === `/api/superadmin/organisations/${ORG_ID}/admins`) {
      current = [organisation([linked, free])];
      return Response.json({
        organisation: current[0],
        changed: true,
        message: 'Účet Petr Volný teď patří organizaci.',
      });
    }
    if (method === 'DELETE' && path === `/api/superadmin/organisations/${ORG_ID}/admins/${LINKED_ID}`) {
      current = [organisation([])];
      return Response.json({
        organisation: current[0],
        changed: true,
        message: 'Účet Jana Praha už organizaci nepatří.',
      });
    }
    return Response.json({ error: 'NOT_FOUND', message: 'Nenalezeno' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  renderWithQueries(
    <MemoryRouter initialEntries={['/superadmin/organisations']}>
      <OrganisationsPage />
    </MemoryRouter>,
  );
  return calls;
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

describe('the back office’s partner organisations', () => {
  it('lists the organisations with their admin accounts', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizace partnerů' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Sportcentra Morava s.r.o.' });
    expect(card).toHaveTextContent('Jana Moravcová, vedeni@morava.cz');
    expect(card).toHaveTextContent('Heslo nastavené');
    expect(within(card).getByRole('link', { name: 'Jana Praha' })).toHaveAttribute(
      'href',
      `/superadmin/admins/${LINKED_ID}`,
    );
  });

  it('shows the empty state', async () => {
    renderPage({ organisations: 'empty' });
    expect(await screen.findByText('Zatím tu není žádná organizace.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    renderPage({ organisations: 'error' });
    expect(await screen.findByText(/Organizace se nepodařilo načíst/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });

  it('creates an organisation only with valid fields, then shows the message', async () => {
    const calls = renderPage();
    const ui = userEvent.setup();
    await screen.findByRole('region', { name: 'Sportcentra Morava s.r.o.' });
    await ui.click(screen.getByRole('button', { name: 'Založit organizaci' }));
    expect(await screen.findByText(/Zadejte název organizace/)).toBeInTheDocument();
    expect(screen.getByText('Zadejte platný e-mail.', { exact: false })).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await ui.type(screen.getByLabelText('Název organizace (firma)'), 'Fit Holding a.s.');
    await ui.type(screen.getByLabelText('Kontaktní osoba'), 'Petr Holub');
    await ui.type(screen.getByLabelText('E-mail'), 'vedeni@fit-holding.cz');
    await ui.click(screen.getByRole('button', { name: 'Založit organizaci' }));
    expect(await screen.findByText(/Na vedeni@fit-holding.cz jsme poslali odkaz/)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/superadmin/organisations',
        body: { name: 'Fit Holding a.s.', contactName: 'Petr Holub', email: 'vedeni@fit-holding.cz' },
      },
    ]);
    expect(await screen.findByRole('region', { name: 'Fit Holding a.s.' })).toBeInTheDocument();
  });

  it('shows the Czech refusal of an e-mail already taken', async () => {
    renderPage({ createAnswer: 'taken' });
    const ui = userEvent.setup();
    await screen.findByRole('region', { name: 'Sportcentra Morava s.r.o.' });
    await ui.type(screen.getByLabelText('Název organizace (firma)'), 'Kopie');
    await ui.type(screen.getByLabelText('Kontaktní osoba'), 'Jan Kopecký');
    await ui.type(screen.getByLabelText('E-mail'), 'vedeni@morava.cz');
    await ui.click(screen.getByRole('button', { name: 'Založit organizaci' }));
    expect(await screen.findByText(/už existuje/)).toBeInTheDocument();
  });

  it('links a chosen admin account and unlinks one after a confirmation', async () => {
    const calls = renderPage();
    const ui = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Sportcentra Morava s.r.o.' });
    const select = await within(card).findByLabelText('Účet provozovny');
    // the already linked account is not offered again
    expect(within(select).queryByRole('option', { name: /Jana Praha/ })).toBeNull();
    await ui.click(
      within(card).getByRole('button', { name: 'Přiřadit účet organizaci Sportcentra Morava s.r.o.' }),
    );
    expect(await within(card).findByText('Vyberte účet provozovny.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await ui.selectOptions(select, FREE_ID);
    await ui.click(
      within(card).getByRole('button', { name: 'Přiřadit účet organizaci Sportcentra Morava s.r.o.' }),
    );
    expect(await within(card).findByText('Účet Petr Volný teď patří organizaci.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: `/api/superadmin/organisations/${ORG_ID}/admins`, body: { adminId: FREE_ID } },
    ]);

    await ui.click(within(card).getByRole('button', { name: 'Odebrat účet Jana Praha z organizace' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Odebrat účet Jana Praha z organizace Sportcentra Morava s.r.o.?',
    });
    expect(dialog).toHaveTextContent('praha@example.cz');
    await ui.click(within(dialog).getByRole('button', { name: 'Zpět' }));
    expect(writes(calls)).toHaveLength(1);

    await ui.click(within(card).getByRole('button', { name: 'Odebrat účet Jana Praha z organizace' }));
    const again = await screen.findByRole('dialog', {
      name: 'Odebrat účet Jana Praha z organizace Sportcentra Morava s.r.o.?',
    });
    await ui.click(within(again).getByRole('button', { name: 'Ano, odebrat' }));
    expect(await screen.findByText('Účet Jana Praha už organizaci nepatří.')).toBeInTheDocument();
    expect(writes(calls)[1]).toMatchObject({
      method: 'DELETE',
      path: `/api/superadmin/organisations/${ORG_ID}/admins/${LINKED_ID}`,
    });
  });
});
