import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { BusinessProfilePage } from './BusinessProfilePage.tsx';

// jsdom has no canvas: the QR Platba image is a stand-in
vi.mock('../../shared/ui/qrImage.ts', () => ({ qrImage: () => 'data:image/png;base64,iVBORw0KGgo=' }));

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const seat = {
  id: '5a0b5c4e-0000-4000-8000-000000000001',
  email: 'jana@firma.cz',
  state: 'active',
  areaName: 'Brno',
  contribution: null,
  companyShare: 169_900,
  employeeShare: 0,
  entriesThisMonth: 3,
  paidUntil: null,
  invitedAt: '2026-11-20T10:00:00.000Z',
};

const overdueInvoice = {
  number: 'F2026-000007',
  month: '2026-10',
  total: 339_800,
  vat: 36_407,
  issuedAt: '2026-10-01T08:00:00.000Z',
  dueAt: '2026-10-15T08:00:00.000Z',
  paidAt: null,
  spayd: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:3398.00*CC:CZK*X-VS:2026000007*MSG:Faktura F2026-000007',
  variableSymbol: '2026000007',
};

function renderWorkspace(suspension: unknown = null) {
  localStorage.setItem('champions.token.business', fakeJwt({ id: 'company-1', exp: inOneHour() }));
  const api = recordingFetch((method, path) => {
    if (path === '/api/business/company')
      return {
        companyName: 'Acme s.r.o.',
        companyId: '25596641',
        vatId: null,
        billingAddress: 'Vinohradská 12, 120 00 Praha 2',
        contactName: 'Eva Malá',
        email: 'firma@champions.cz',
        suspension,
      };
    if (path === '/api/business/seats' && method === 'GET')
      return {
        seats: [seat],
        pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
        summary: { used: 1, invited: 0, entriesThisMonth: 3 },
      };
    if (path === '/api/business/seats') return { invited: ['petr@firma.cz'], alreadyInvited: [] };
    if (path === '/api/business/invoices') return { invoices: [] };
    if (path === '/api/public/') return { config: {}, areas: [] };
    return {};
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithQueries(
    <MemoryRouter initialEntries={['/business/profile']}>
      <BusinessProfilePage />
    </MemoryRouter>,
  );
  return api;
}

describe('the company workspace (/business/profile)', () => {
  it('shows the seats with entry counts only, and the company details', async () => {
    renderWorkspace();
    expect(await screen.findByTestId('seat-summary')).toHaveTextContent(
      'Využitá místa: 1 · Čeká na přijetí: 0 · Vstupy tento měsíc: 3',
    );
    expect(screen.getByText('jana@firma.cz')).toBeInTheDocument();
    // the shares are per period of the plan (28 days), never "monthly"
    expect(screen.getByRole('columnheader', { name: 'Platí firma za období (28 dní)' })).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', { name: 'Doplácí zaměstnanec za období (28 dní)' }),
    ).toBeInTheDocument();
    const companyCell = screen
      .getAllByRole('cell')
      .find((cell) => cell.getAttribute('data-label') === 'Platí firma za období (28 dní)');
    expect(companyCell).toHaveTextContent(/^1\s699\sKč$/);
    expect(screen.getByLabelText('Příspěvek firmy za období (28 dní), Kč')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/měsíční příspěvek/i);
    expect(await screen.findByLabelText('IČO')).toHaveValue('25596641');
    expect(screen.queryByTestId('company-suspension')).not.toBeInTheDocument();
  });

  it('explains a suspension for an unpaid invoice: which invoice, why, and how to pay it', async () => {
    renderWorkspace({ since: '2026-10-16T04:00:00.000Z', invoice: overdueInvoice });
    const notice = await screen.findByTestId('company-suspension');
    expect(notice).toHaveAccessibleName('Členství vašich zaměstnanců je pozastavené');
    expect(notice).toHaveTextContent(
      'Faktura F2026-000007 na 3 398 Kč byla splatná 15. 10. 2026 a platbu zatím nemáme.',
    );
    expect(notice).toHaveTextContent('pozastavili firemní členství všech vašich zaměstnanců');
    expect(notice).toHaveTextContent('s variabilním symbolem 2026000007');
    expect(notice.querySelector('img')).toHaveAccessibleName('QR Platba faktury F2026-000007');
    expect(notice).toHaveTextContent('členství zaměstnanců hned obnovíme');
    expect(
      screen.getAllByRole('button', { name: 'Stáhnout fakturu F2026-000007 (PDF)' }).length,
    ).toBeGreaterThan(0);
  });

  it('reports bad and duplicate e-mails before inviting, then invites the valid list', async () => {
    const api = renderWorkspace();
    const user = userEvent.setup();
    const emails = await screen.findByLabelText('E-maily zaměstnanců');
    await user.type(emails, 'petr@firma.cz, nic');
    await user.click(screen.getByRole('button', { name: 'Pozvat' }));
    expect(await screen.findByText('Tyto položky nejsou platné e-maily: nic')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.clear(emails);
    await user.type(emails, 'petr@firma.cz; Petr@firma.cz');
    await user.type(screen.getByLabelText('Příspěvek firmy za období (28 dní), Kč'), '1000');
    await user.click(screen.getByRole('button', { name: 'Pozvat' }));
    await waitFor(() => expect(screen.getByText(/Pozvali jsme 1 zaměstnance/)).toBeVisible());
    expect(screen.getByText(/vícekrát, pozveme je jednou: petr@firma.cz/)).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      emails: ['petr@firma.cz'],
      areaId: null,
      contribution: 100_000,
    });
  }, 20_000);

  it('asks before removing an employee', async () => {
    const api = renderWorkspace();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Odebrat jana@firma.cz' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('ponechá do konce zaplaceného období');
    await user.click(screen.getByRole('button', { name: 'Odebrat zaměstnance' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.method === 'DELETE' && c.path === `/api/business/seats/${seat.id}`),
      ).toBe(true),
    );
  });
});
