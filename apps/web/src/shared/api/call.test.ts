import { ACCOUNT_CALLS, SUBSCRIPTION_CALLS, USER_CALLS } from '@champions/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './call.ts';
import { configureApiClient } from './client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('callApi (the contract route table)', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ navigate: vi.fn(), currentPath: () => '/' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("sends an account call under its role's mount with the table's method and the body", async () => {
    fetchMock.mockResolvedValue(json(202, { message: 'ok' }));
    const answer = await callApi(ACCOUNT_CALLS.forgotPassword, {
      prefix: '/admin',
      body: { email: 'a@b.cz' },
    });
    expect(answer.message).toBe('ok');
    const [url, init = {}] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/forgot-password');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.cz' }));
  });

  it('sends an Idempotency-Key with every money call, keeping one the caller chose', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    await callApi(SUBSCRIPTION_CALLS.cancel, { body: { cancellationType: 'at_period_end' } });
    await callApi(SUBSCRIPTION_CALLS.cancel, { body: { cancellationType: 'at_period_end' } });
    await callApi(SUBSCRIPTION_CALLS.extend, { headers: { 'Idempotency-Key': 'chosen-key-1' } });
    await callApi(USER_CALLS.unsave, { params: { id: 'a' } });
    const keys = fetchMock.mock.calls.map(
      ([, init = {}]) => (init.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    );
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('chosen-key-1');
    expect(keys[3]).toBeUndefined();
  });

  it('fills the path params of a call', async () => {
    fetchMock.mockResolvedValue(json(200, { activityId: 'a/1', saved: false }));
    await callApi(USER_CALLS.unsave, { params: { id: 'a/1' } });
    const [url, init = {}] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/saved/a%2F1');
    expect(init.method).toBe('DELETE');
  });
});
