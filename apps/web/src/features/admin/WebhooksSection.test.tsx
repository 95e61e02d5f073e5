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
  const api = recordingFetch((method, path) => {
    if (method === 'POST' && path === '/api/admin/webhooks')
      return { secret: 'whsec_tajny', endpoint: { ...endpoint, id: '5a0b5c4e-0000-4000-8000-0000000000e2' } };
    if (method === 'DELETE') return { message: 'Webhook byl smazán.' };
    if (path.endsWith('/resend')) return { ...delivery, status: 'pending' };
    if (path.endsWith('/deliveries'))
      return { deliveries: [delivery], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } };
    if (path === '/api/admin/webhooks') return { endpoints };
    return {};
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
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
});
