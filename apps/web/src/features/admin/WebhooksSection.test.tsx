import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const endpoint = {
  id: '5a0b5c4e-0000-4000-8000-0000000000e1',
  url: 'https://rezervace.example.cz/hook',
  types: ['booking.created', 'booking.cancelled'],
  enabled: true,
  disabledAt: null,
  disabledReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const delivery = {
  id: '5a0b5c4e-0000-4000-8000-0000000000d1',
  eventType: 'booking.created',
  status: 'failed',
  attempts: 10,
  lastStatusCode: 500,
  lastResponseBody: 'Interní chyba',
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  payload: {},
};

function renderSection(endpoints: unknown[]) {
  localStorage.setItem('champions.token.admin', fakeJwt({ id: 'partner-1', exp: inOneHour() }));
  const api = recordingFetch((method, path, body) => {
    if (method === 'POST' && path === '/api/admin/webhooks')
      return { secret: 'whsec_tajny', endpoint: { ...endpoint, id: '5a0b5c4e-0000-4000-8000-0000000000e2' } };
    if (method === 'DELETE') return { message: 'Webhook byl smazán.' };
    if (method === 'PUT') return { ...endpoint, ...(body as object) };
    if (path.endsWith('/resend')) return { ...delivery, status: 'pending' };
    if (path.endsWith('/deliveries'))
      return { deliveries: [delivery], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } };
    if (path === '/api/admin/webhooks') return { endpoints };
    return {};
  });
  // the API refuses an address that is not https:// (as the server does), at its field
  const notHttps = 'Adresa webhooku musí začínat https://.';
  const fetch = async (input: string, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (init?.method === 'PUT' && String(body?.url).startsWith('http:')) {
      api.calls.push({ method: 'PUT', path: new URL(input, 'http://x').pathname, body });
      return new Response(
        JSON.stringify({
          code: 'WEBHOOK_URL_NOT_HTTPS',
          message: notHttps,
          details: { fields: [{ field: 'url', message: notHttps }] },
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      );
    }
    return api.fetch(input, init);
  };
  vi.stubGlobal('fetch', vi.fn(fetch));
  renderWithQueries(<WebhooksSection />);
  return api;
}

describe('the partner’s webhooks', () => {
  it('adds an endpoint and shows its secret once', async () => {
    const api = renderSection([]);
    const user = userEvent.setup();
    expect(await screen.findByText('Zatím nemáte žádný webhook.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Adresa (HTTPS)'), 'https://rezervace.example.cz/hook');
    await user.click(screen.getByLabelText('Odeslaná výplata'));
    await user.click(screen.getByRole('button', { name: 'Přidat webhook' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_tajny');
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      url: 'https://rezervace.example.cz/hook',
      types: ['booking.created', 'booking.cancelled', 'entry.admitted', 'slot.cancelled'],
    });
    await user.click(screen.getByRole('button', { name: 'Mám uloženo' }));
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
  });

  it('shows the deliveries with their answer and sends one again', async () => {
    const api = renderSection([endpoint]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Zobrazit doručení' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Nedoručeno')).toBeInTheDocument();
    expect(within(table).getByText(/Interní chyba/)).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Poslat znovu' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith(`${delivery.id}/resend`))).toBe(
        true,
      ),
    );
  });

  it('asks before deleting an endpoint', async () => {
    const api = renderSection([endpoint]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Smazat' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Smazat webhook?');
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Smazat webhook' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path.endsWith(endpoint.id))).toBe(true),
    );
  });

  it('changes an endpoint’s address and events; says the secret stays; checks the form in Czech', async () => {
    const api = renderSection([endpoint]);
    const user = userEvent.setup();
    const edit = await screen.findByRole('button', { name: 'Upravit' });
    await user.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('region', { name: 'Upravit webhook' });
    const address = within(form).getByLabelText('Adresa (HTTPS)');
    // the form opens with the endpoint's address and events, the address focused
    expect(address).toHaveValue(endpoint.url);
    expect(address).toHaveFocus();
    expect(within(form).getByLabelText('Nová rezervace')).toBeChecked();
    expect(within(form).getByLabelText('Odeslaná výplata')).not.toBeChecked();
    expect(form).toHaveTextContent('Tajný klíč zůstane stejný');

    // nothing filled in, no event: Czech messages at the fields, the first one focused, nothing sent
    await user.clear(address);
    await user.click(within(form).getByLabelText('Nová rezervace'));
    await user.click(within(form).getByLabelText('Zrušená rezervace'));
    await user.click(within(form).getByRole('button', { name: 'Uložit změny' }));
    expect(
      await within(form).findByText('Zadejte adresu, na kterou budeme události posílat.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Vyberte aspoň jednu událost.')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    // an address that is not https://: the API's message at the field
    await user.type(address, 'http://rezervace.example.cz/hook');
    await user.click(within(form).getByLabelText('Odeslaná výplata'));
    await user.click(within(form).getByRole('button', { name: 'Uložit změny' }));
    expect(await within(form).findByText('Adresa webhooku musí začínat https://.')).toBeInTheDocument();
    expect(address).toHaveFocus();

    // a good one, with the keyboard: saved, the secret kept, focus back on "Upravit"
    await user.clear(address);
    await user.type(address, 'https://novy.example.cz/champions{Enter}');
    expect(await screen.findByText('Změny jsme uložili. Tajný klíč zůstal stejný.')).toBeInTheDocument();
    const put = api.calls.filter((c) => c.method === 'PUT').at(-1);
    expect(put?.path).toBe(`/api/admin/webhooks/${endpoint.id}`);
    expect(put?.body).toEqual({ url: 'https://novy.example.cz/champions', types: ['payout.paid'] });
    expect(screen.queryByRole('region', { name: 'Upravit webhook' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upravit' })).toHaveFocus());
    expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/rotate-secret'))).toBe(false);
  });

  it('closes the change with Escape, sending nothing', async () => {
    const api = renderSection([endpoint]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upravit' }));
    await user.type(
      screen.getByLabelText('Adresa (HTTPS)', { selector: '[value^="https://rezervace"]' }),
      'x',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Upravit webhook' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upravit' })).toHaveFocus());
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
