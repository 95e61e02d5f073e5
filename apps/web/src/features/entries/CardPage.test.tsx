import type { CardAdmissionResponse, CardResponse } from '@champions/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardPage } from './CardPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const upcomingEntry = {
  id: '9c406f41-b03d-4a7e-8d8a-3faf5c4d4d44',
  activityId: 'ad517052-c14e-4b8f-9e9b-40b06d5e5e55',
  activityName: 'Hatha jóga',
  optionName: null,
  venueName: 'Jóga Karlín',
  venueCity: 'Praha',
  slotStartsAt: '2026-11-27T17:00:00.000Z',
  slotEndsAt: '2026-11-27T18:00:00.000Z',
  source: 'PAYG' as const,
  price: 29_000,
  creditsUsed: 0,
  paidWith: 'card' as const,
  status: 'upcoming' as const,
  usedAt: null,
  expiresAt: '2026-12-26T17:00:00.000Z',
  canCancel: true,
  cancelDeadline: '2026-11-27T15:00:00.000Z',
  cancelKind: 'refund' as const,
  lateCancel: null,
  canReview: false,
  reviewed: false,
  createdAt: '2026-11-26T10:00:00.000Z',
};

const card = (upcoming: CardResponse['upcoming']): CardResponse => ({
  userId: '5b1c2d3e-4f50-4a6b-8c7d-8e9f0a1b2c3d',
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  plan: null,
  secret: 'a'.repeat(64),
  stepSeconds: 30,
  digits: 8,
  serverTime: new Date().toISOString(),
  upcoming,
});

describe('CardPage', () => {
  it('the entry just let in at the door leaves "Nejbližší vstupy" as soon as the card hears of the admission', async () => {
    let admitted = false;
    const cardCalls: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = new URL(input, 'http://x').pathname;
        const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
        if (path === '/api/user/card/admission') {
          const body: CardAdmissionResponse = {
            admission: admitted
              ? { scannedAt: new Date().toISOString(), activityName: 'Hatha jóga', venueName: 'Jóga Karlín' }
              : null,
          };
          return json(body);
        }
        if (path === '/api/user/card') {
          cardCalls.push(Date.now());
          return json(card(admitted ? [] : [upcomingEntry]));
        }
        return new Response('{}', { status: 404 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/', element: <CardPage /> }]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Hatha jóga')).toBeInTheDocument();
    // the reception scans the card: the next poll hears of it
    admitted = true;
    expect(await screen.findByTestId('card-admitted', {}, { timeout: 12_000 })).toHaveTextContent(
      'Vstup potvrzen.',
    );
    expect(await screen.findByText('Nemáte žádný nadcházející vstup.')).toBeInTheDocument();
    expect(screen.queryByText('Hatha jóga', { selector: 'strong' })).not.toBeInTheDocument();
    expect(cardCalls.length).toBeGreaterThanOrEqual(2);
  });
});
