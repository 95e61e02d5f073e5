import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { TrainerPage } from './TrainerPage.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const trainer = {
  id: '5a0b5c4e-0000-4000-8000-000000000071',
  name: 'Nová Trenérka',
  email: 'nova.trenerka@example.cz',
  activities: [{ id: '5a0b5c4e-0000-4000-8000-0000000000a1', name: 'Ranní jóga', venueName: 'Studio Pohyb' }],
};
const invitation = {
  id: '5a0b5c4e-0000-4000-8000-0000000000b1',
  email: 'pozvana@example.cz',
  name: 'Pozvaná Trenérka',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
};

function renderTrainers() {
  localStorage.setItem('champions.token.admin', fakeJwt({ id: 'partner-1', exp: inOneHour() }));
  const api = recordingFetch((method, path) => {
    if (method === 'DELETE') return { message: 'Nová Trenérka už nemá přístup do trenérské sekce.' };
    if (path === '/api/admin/trainers') return { trainers: [trainer], invitations: [invitation] };
    if (path === '/api/admin/activities') return { activities: [] };
    return {};
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithQueries(
    <MemoryRouter initialEntries={['/admin/trainer']}>
      <TrainerPage />
    </MemoryRouter>,
  );
  return api;
}

describe('the partner’s trainers (/admin/trainer)', () => {
  it('asks before removing a trainer, saying the attendance stays, then removes them', async () => {
    const api = renderTrainers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Odebrat trenéra: Nová Trenérka' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Odebrat trenéra Nová Trenérka?');
    expect(dialog).toHaveTextContent('Docházka, kterou už zapsal(a), zůstane v přehledu vstupů.');
    // keeping the trainer calls nothing
    await user.click(within(dialog).getByRole('button', { name: 'Ponechat' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Odebrat trenéra: Nová Trenérka' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Odebrat trenéra' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        `/api/admin/trainers/${trainer.id}`,
      ]),
    );
    expect(await screen.findByText('Nová Trenérka už nemá přístup do trenérské sekce.')).toBeVisible();
  });

  it('lists the open invitation and withdraws it after a confirmation', async () => {
    const api = renderTrainers();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Odeslané pozvánky' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Zrušit pozvánku pro pozvana@example.cz' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Odkaz v e-mailu přestane fungovat.');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit pozvánku' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        `/api/admin/trainers/invitations/${invitation.id}`,
      ]),
    );
  });
});
