import type { PartnerApprovalStatus } from '@champions/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { ApprovalChecklist, PartnerApproval } from './ApprovalChecklist.tsx';

afterEach(() => vi.unstubAllGlobals());

const status = (
  done: Partial<Record<'billing' | 'venue' | 'activity' | 'slots' | 'submit', boolean>>,
  over: Partial<PartnerApprovalStatus> = {},
): PartnerApprovalStatus => ({
  state: 'draft',
  note: null,
  canSubmit: false,
  steps: (['billing', 'venue', 'activity', 'slots', 'submit'] as const).map((step) => ({
    step,
    done: done[step] ?? false,
  })),
  ...over,
});

const inRouter = (ui: React.ReactNode, path = '/admin/enters-loading') =>
  renderWithQueries(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

describe('the first-run checklist', () => {
  it('says the partner waits for approval and lists the five steps in order, each linking to its screen', () => {
    inRouter(<ApprovalChecklist status={status({ billing: true, venue: true })} onSubmit={() => {}} />);
    const card = screen.getByTestId('approval-checklist');
    expect(card).toHaveTextContent('Čeká na schválení');
    expect(card).toHaveTextContent('Hotovo 2 z 5');
    const steps = within(screen.getByRole('list', { name: 'Kroky ke schválení' })).getAllByRole('listitem');
    expect(steps.map((li) => li.querySelector('.approval__label')?.textContent)).toEqual([
      'Fakturační údaje a bankovní účet (hotovo)',
      'Sportoviště (hotovo)',
      'Aktivita (zbývá)',
      'Termíny (zbývá)',
      'Odeslat ke schválení (zbývá)',
    ]);
    expect(steps.map((li) => li.classList.contains('is-done'))).toEqual([true, true, false, false, false]);
    expect(
      screen.getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Otevřít: Fakturační údaje a bankovní účet', '/admin/settings'],
      ['Otevřít: Sportoviště', '/admin/venues'],
      ['Otevřít: Aktivita', '/admin/activity'],
      ['Otevřít: Termíny', '/admin/calendar'],
    ]);
    expect(screen.getByRole('button', { name: 'Odeslat ke schválení' })).toBeDisabled();
    expect(card).toHaveTextContent('Tlačítko se zpřístupní, až budou hotové kroky 1–4.');
  });

  it('lets the partner submit once every step before it is done', async () => {
    const onSubmit = vi.fn();
    inRouter(
      <ApprovalChecklist
        status={status({ billing: true, venue: true, activity: true, slots: true }, { canSubmit: true })}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Odeslat ke schválení' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('once submitted, says the request is with the team and offers no second submit', () => {
    inRouter(
      <ApprovalChecklist
        status={status(
          { billing: true, venue: true, activity: true, slots: true, submit: true },
          { state: 'submitted' },
        )}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByTestId('approval-checklist')).toHaveTextContent('Žádost je u týmu Champions.');
    expect(screen.getByText('Hotovo 5 z 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odeslat ke schválení' })).toBeNull();
  });

  it('shows the back office’s reason after a rejection and lets the partner submit again', () => {
    inRouter(
      <ApprovalChecklist
        status={status(
          { billing: true, venue: true, activity: true, slots: true },
          { state: 'rejected', note: 'Doplňte fotografie sportoviště.', canSubmit: true },
        )}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByText('Žádost vrácena k úpravě')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Doplňte fotografie sportoviště.');
    expect(screen.getByRole('button', { name: 'Odeslat ke schválení' })).toBeEnabled();
  });

  it('shows nothing to an approved partner', () => {
    const { container } = inRouter(
      <ApprovalChecklist status={status({}, { state: 'approved' })} onSubmit={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('in the panel: submits to the API and shows its answer; elsewhere only a reminder linking back', async () => {
    localStorage.setItem('champions.token.admin', fakeJwt({ id: 'partner-1', exp: inOneHour() }));
    const ready = status({ billing: true, venue: true, activity: true, slots: true }, { canSubmit: true });
    const api = recordingFetch((method) =>
      method === 'POST'
        ? { status: { ...ready, state: 'submitted', canSubmit: false }, message: 'Žádost jsme předali.' }
        : ready,
    );
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    inRouter(<PartnerApproval />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Odeslat ke schválení' }));
    expect(await screen.findByText('Žádost jsme předali.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/approval', body: undefined },
    ]);

    inRouter(<PartnerApproval />, '/admin/venues');
    const reminder = await screen.findByRole('link', { name: 'Zobrazit postup' });
    expect(reminder).toHaveAttribute('href', '/admin/enters-loading');
  });
});
