import type { BackofficeRequestDetail } from '@champions/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { ApprovePartnerCard } from './ApprovePartnerCard.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const REQUEST_ID = '5a0b5c4e-0000-4000-8000-0000000000c2';
const PARTNER_ID = '5a0b5c4e-0000-4000-8000-0000000000b2';
const request = (partnerApproval: BackofficeRequestDetail['request']['partnerApproval']) =>
  ({
    id: REQUEST_ID,
    kind: 'partner',
    status: 'new',
    name: 'Petra Čekající',
    email: 'petra@example.cz',
    phone: null,
    company: 'Posilovna Čekárna s.r.o.',
    preview: 'Partner se zaregistroval sám a žádá o schválení.',
    message: 'Partner se zaregistroval sám a žádá o schválení.',
    assignee: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    partnerId: PARTNER_ID,
    partnerApproval,
  }) satisfies BackofficeRequestDetail['request'];

function renderCard(partnerApproval: BackofficeRequestDetail['request']['partnerApproval']) {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa-1', exp: inOneHour() }));
  const api = recordingFetch((_method, path) =>
    path.endsWith('/reject-partner')
      ? { message: 'Žádost jsme vrátili s vaším důvodem.' }
      : { partnerId: PARTNER_ID, created: false, message: 'Partner je schválený.' },
  );
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithQueries(
    <MemoryRouter>
      <ApprovePartnerCard request={request(partnerApproval)} />
    </MemoryRouter>,
  );
  return api;
}

describe('the back office’s decision on a self-registered partner', () => {
  it('says the partner waits, and returns the request only with a reason, after a confirmation', async () => {
    const api = renderCard('submitted');
    const ui = userEvent.setup();
    expect(screen.getByText('čeká na schválení')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Otevřít detail partnera' })).toHaveAttribute(
      'href',
      `/superadmin/admins/${PARTNER_ID}`,
    );
    await ui.click(screen.getByRole('button', { name: 'Vrátit k úpravě' }));
    expect(await screen.findByText('Uveďte důvod (alespoň 5 znaků).')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await ui.type(screen.getByLabelText('Důvod vrácení (partner ho uvidí)'), 'Doplňte fotografie.');
    await ui.click(screen.getByRole('button', { name: 'Vrátit k úpravě' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vrátit žádost partnera Petra Čekající?' });
    expect(dialog).toHaveTextContent('„Doplňte fotografie.“');
    await ui.click(within(dialog).getByRole('button', { name: 'Ano, vrátit' }));
    expect(await screen.findByText('Žádost jsme vrátili s vaším důvodem.')).toBeInTheDocument();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: `/api/superadmin/requests/${REQUEST_ID}/reject-partner`,
        body: { reason: 'Doplňte fotografie.' },
      },
    ]);
  });

  it('approves after a confirmation that says the offer goes public at once', async () => {
    const api = renderCard('submitted');
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Schválit partnera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schválit partnera Petra Čekající?' });
    expect(dialog).toHaveTextContent('budou hned veřejné');
    await ui.click(within(dialog).getByRole('button', { name: 'Ano, schválit' }));
    expect(await screen.findByText('Partner je schválený.')).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /api/superadmin/requests/${REQUEST_ID}/approve-partner`,
    ]);
  });

  it('offers no return before the partner has submitted', () => {
    renderCard('draft');
    expect(screen.getByText(/žádost zatím neodeslal/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vrátit k úpravě' })).toBeNull();
  });
});
