import type { PartnerApiKey } from '@champions/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { ApiPage } from './ApiPage.tsx';

const VENUE = '11111111-1111-4111-8111-111111111111';
const KEY = `ck_live_${'A'.repeat(43)}`;

const apiKey = (over: Partial<PartnerApiKey> = {}): PartnerApiKey => ({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Rezervační systém',
  prefix: 'ck_live_AAAAAAAA',
  scope: 'read',
  venueId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});

polyfillDialog();
beforeEach(() =>
  localStorage.setItem('champions.token.admin', fakeJwt({ id: 'partner-1', exp: inOneHour() })),
);
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The page with a fake API: `keys` is the list the partner has, changed by create and revoke. */
function renderPage(initial: PartnerApiKey[]) {
  let keys = initial;
  const api = recordingFetch((method, path, body) => {
    if (path === '/api/admin/venues') return { venues: [{ id: VENUE, name: 'Studio Pohyb' }] };
    // the webhooks section below the keys: none yet
    if (path === '/api/admin/webhooks') return { endpoints: [] };
    if (method === 'POST' && path === '/api/admin/api-keys') {
      const made = apiKey({
        id: '33333333-3333-4333-8333-333333333333',
        ...(body as { name: string; scope: 'read' | 'write'; venueId: string | null }),
      });
      keys = [...keys, made];
      return { key: KEY, apiKey: made };
    }
    if (method === 'DELETE') {
      const id = path.split('/').pop();
      keys = keys.map((key) => (key.id === id ? { ...key, revokedAt: '2026-11-25T10:00:00.000Z' } : key));
      return keys.find((key) => key.id === id);
    }
    return { keys };
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithQueries(
    <MemoryRouter>
      <ApiPage />
    </MemoryRouter>,
  );
  return api;
}

describe('the page "API a webhooky"', () => {
  it('says there is no key yet, and shows how to start', async () => {
    renderPage([]);
    expect(screen.getByRole('heading', { level: 1, name: 'API a webhooky' })).toBeInTheDocument();
    expect(await screen.findByText(/Zatím nemáte žádný klíč/)).toBeInTheDocument();
    expect(screen.getByText(/\/api\/partner-api\/$/)).toBeInTheDocument();
    expect(screen.getByText(/Authorization: Bearer/)).toBeInTheDocument();
  });

  it('makes a key and shows it once, with the warning, copyable; after closing it is gone', async () => {
    const api = renderPage([]);
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await screen.findByText(/Zatím nemáte žádný klíč/);
    // a key without a name is refused by its field, nothing is sent
    await user.click(screen.getByRole('button', { name: 'Vytvořit klíč' }));
    expect(await screen.findByText('Pojmenujte klíč.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Název klíče'), 'Recepce');
    await user.selectOptions(screen.getByLabelText('Oprávnění klíče'), 'write');
    await screen.findByRole('option', { name: 'Studio Pohyb' });
    await user.selectOptions(screen.getByLabelText('Sportoviště'), VENUE);
    await user.click(screen.getByRole('button', { name: 'Vytvořit klíč' }));

    const shown = await screen.findByLabelText('Váš nový klíč API');
    expect(shown).toHaveValue(KEY);
    expect(screen.getByText(/Zobrazujeme ho jen teď/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Recepce',
      scope: 'write',
      venueId: VENUE,
    });
    await user.click(screen.getByRole('button', { name: 'Zkopírovat klíč' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(await screen.findByText('Klíč je zkopírovaný do schránky.')).toBeInTheDocument();

    // listed without the key: its start, scope and venue
    const item = (await screen.findByRole('heading', { level: 3, name: 'Recepce' })).closest('li')!;
    expect(within(item).getByText('čtení i zápis')).toBeInTheDocument();
    expect(within(item).getByText('Studio Pohyb')).toBeInTheDocument();
    expect(within(item).getByText('zatím nepoužit')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Klíč mám uložený' }));
    expect(screen.queryByLabelText('Váš nový klíč API')).not.toBeInTheDocument();
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Název klíče')).toBeInTheDocument();
  });

  it('revokes a key only after the confirmation, and lists it as revoked', async () => {
    const api = renderPage([apiKey({ lastUsedAt: '2026-11-24T08:30:00.000Z' })]);
    const user = userEvent.setup();
    const item = (await screen.findByRole('heading', { level: 3, name: 'Rezervační systém' })).closest('li')!;
    expect(within(item).getByText('jen čtení')).toBeInTheDocument();
    expect(within(item).getByText('všechna sportoviště')).toBeInTheDocument();
    expect(within(item).getByText('Platný')).toBeInTheDocument();

    // "keep" closes the dialog and revokes nothing
    await user.click(within(item).getByRole('button', { name: 'Zrušit klíč Rezervační systém' }));
    let dialog = await screen.findByRole('dialog', { name: 'Zrušit klíč „Rezervační systém“?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ponechat klíč' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: 'Zrušit klíč Rezervační systém' }));
    dialog = await screen.findByRole('dialog', { name: 'Zrušit klíč „Rezervační systém“?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit klíč' }));
    expect(await screen.findByText('Klíč „Rezervační systém“ je zrušený.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/admin/api-keys/22222222-2222-4222-8222-222222222222',
    ]);
    expect(await within(item).findByText(/^Zrušen /)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Zrušit klíč/ })).not.toBeInTheDocument();
  });

  it('says so when the keys cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } })),
    );
    renderWithQueries(
      <MemoryRouter>
        <ApiPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Klíče se nepodařilo načíst.')).toBeInTheDocument();
  });
});
