import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { BusinessesPage } from './BusinessesPage.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const COMPANY = '5a0b5c4e-0000-4000-8000-0000000000c1';
const company = (unpaidTotal: number) => ({
  id: COMPANY,
  name: 'Strojírny Žďár a.s.',
  ico: '27082440',
  email: 'personalni@zdar.cz',
  seatsUsed: 2,
  seatsInvited: 1,
  invoicesCount: 2,
  unpaidTotal,
  createdAt: '2026-10-01T10:00:00.000Z',
});
const invoice = (number: string, paidAt: string | null) => ({
  number,
  companyId: COMPANY,
  month: number === 'F2026-000002' ? '2026-10' : '2026-09',
  total: 150_000,
  issuedAt: '2026-10-01T10:00:00.000Z',
  dueAt: '2099-10-15T10:00:00.000Z',
  paidAt,
});

function renderPage(initial: string, { empty = false, failPaid = false } = {}) {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa', exp: inOneHour() }));
  const calls: { url: string; method: string }[] = [];
  let paid = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url: input, method });
      if (method === 'POST') {
        if (failPaid)
          return Response.json(
            { code: 'COMPANY_INVOICE_ALREADY_PAID', message: 'Faktura už je označená jako zaplacená.' },
            { status: 409 },
          );
        paid = true;
        return Response.json({ invoice: invoice('F2026-000002', '2026-11-23T09:00:00.000Z') });
      }
      if (input.includes('/invoices'))
        return Response.json({
          invoices: [
            invoice('F2026-000002', paid ? '2026-11-23T09:00:00.000Z' : null),
            invoice('F2026-000001', '2026-09-20T09:00:00.000Z'),
          ],
        });
      return Response.json({
        businesses: empty ? [] : [company(paid ? 0 : 150_000)],
        pagination: { page: 1, limit: 25, total: empty ? 0 : 1, totalPages: empty ? 0 : 1 },
      });
    }),
  );
  renderWithQueries(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/superadmin/business" element={<BusinessesPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe('the back office’s companies page', () => {
  it('lists companies with seats and unpaid invoices, searching on the server', async () => {
    const calls = renderPage('/superadmin/business?q=zdar&page=2');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Strojírny Žďár a.s.')).toBeInTheDocument();
    expect(within(table).getByText('27082440')).toBeInTheDocument();
    expect(within(table).getByText('2 obsazeno, 1 čeká')).toBeInTheDocument();
    expect(within(table).getByText('2 faktury')).toBeInTheDocument();
    expect(within(table).getByText(/nezaplaceno 1[\s\u00a0]500/)).toBeInTheDocument();
    expect(screen.getByText('Nalezeno firem: 1')).toBeInTheDocument();
    expect(calls[0]!.url).toContain('q=zdar');
    expect(calls[0]!.url).toContain('page=2');
    expect(screen.getByLabelText('Hledat firmu')).toHaveValue('zdar');
  });

  it('says so when no company matches', async () => {
    renderPage('/superadmin/business?q=nic', { empty: true });
    expect(await screen.findByText('Žádná firma neodpovídá hledání.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens a company’s invoices and marks one paid only after the confirmation', async () => {
    const calls = renderPage('/superadmin/business');
    const ui = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Zobrazit faktury firmy Strojírny Žďár a.s.' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await ui.click(toggle);
    const section = await screen.findByRole('region', { name: 'Faktury firmy Strojírny Žďár a.s.' });
    expect(await within(section).findByText('F2026-000002')).toBeInTheDocument();
    expect(within(section).getByText('Nezaplaceno')).toBeInTheDocument();
    expect(within(section).getByText(/^Zaplaceno /)).toBeInTheDocument();
    // only the unpaid invoice can be marked paid; both have their PDF
    expect(within(section).getAllByRole('button', { name: /jako zaplacenou/ })).toHaveLength(1);
    expect(
      within(section).getByRole('button', { name: 'Stáhnout fakturu F2026-000001 v PDF' }),
    ).toBeEnabled();

    await ui.click(
      within(section).getByRole('button', { name: 'Označit fakturu F2026-000002 jako zaplacenou' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Označit fakturu F2026-000002 jako zaplacenou?',
    });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await ui.click(within(dialog).getByRole('button', { name: 'Ano, zaplaceno' }));
    expect(await screen.findByText('Faktura F2026-000002 je označená jako zaplacená.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toContain('/superadmin/businesses/invoices/F2026-000002/paid');
    expect(await within(section).findAllByText(/^Zaplaceno /)).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: /jako zaplacenou/ })).not.toBeInTheDocument();
  });

  it('closes the opened company’s invoices when a new search brings other rows', async () => {
    const calls = renderPage(`/superadmin/business?company=${COMPANY}`);
    const ui = userEvent.setup();
    expect(
      await screen.findByRole('region', { name: 'Faktury firmy Strojírny Žďár a.s.' }),
    ).toBeInTheDocument();
    await ui.type(screen.getByLabelText('Hledat firmu'), 'zdar');
    await ui.click(screen.getByRole('button', { name: 'Hledat' }));
    await vi.waitFor(() => expect(calls.at(-1)!.url).toContain('q=zdar'));
    expect(
      screen.queryByRole('region', { name: 'Faktury firmy Strojírny Žďár a.s.' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Zobrazit faktury firmy Strojírny Žďár a.s.' }),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the Czech error in the dialog when marking fails', async () => {
    renderPage(`/superadmin/business?company=${COMPANY}`, { failPaid: true });
    const ui = userEvent.setup();
    await ui.click(
      await screen.findByRole('button', { name: 'Označit fakturu F2026-000002 jako zaplacenou' }),
    );
    const dialog = await screen.findByRole('dialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Ano, zaplaceno' }));
    expect(await within(dialog).findByText('Faktura už je označená jako zaplacená.')).toBeInTheDocument();
  });
});
