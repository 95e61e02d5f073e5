import type { UserDataResponse } from '@champions/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toggleFavourite } from './favourite-toggle.ts';

const ACTIVITY = '6f1c7a52-2b0e-4c43-9c1e-0d7a1f5e9a01';
const OTHER = '0b8e5d7e-7a51-4a8e-b1f6-3c7e4d0f2a11';

function clientWithSaved(ids: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['user'], { user: { savedActivityIds: ids } } as unknown as UserDataResponse);
  return client;
}
const savedIds = (client: QueryClient) =>
  client.getQueryData<UserDataResponse>(['user'])?.user.savedActivityIds;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the heart', () => {
  it('saves at once on screen, asks the API once, and keeps it when the API agrees', async () => {
    const calls: string[] = [];
    let answer!: () => void;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) => {
        calls.push(`${init?.method} ${new URL(input, 'http://x').pathname}`);
        return new Promise<Response>((resolve) => {
          answer = () => resolve(new Response(null, { status: 204 }));
        });
      }),
    );
    const client = clientWithSaved([OTHER]);
    const done = toggleFavourite(client, { id: ACTIVITY, saved: true });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // before the API has answered
    expect(savedIds(client)).toEqual([OTHER, ACTIVITY]);
    answer();
    await done;
    expect(savedIds(client)).toEqual([OTHER, ACTIVITY]);
    expect(calls).toEqual([`PUT /api/user/saved/${ACTIVITY}`]);
  });

  it('puts the heart back when the API refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Chyba' }), { status: 500 })),
    );
    const client = clientWithSaved([ACTIVITY, OTHER]);
    await toggleFavourite(client, { id: ACTIVITY, saved: false });
    expect(savedIds(client)).toEqual([ACTIVITY, OTHER]);
  });
});
