import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { getSession, login } from '../session/index.ts';
import { apiFetch, configureApiClient } from './client.ts';
import { ApiError } from './errors.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const navigate = vi.fn<(to: string) => void>();
  let page = '/';

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ navigate, currentPath: () => page });
    page = '/';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    navigate.mockReset();
  });

  it('calls the API under /api with the token header of every logged-in role', async () => {
    const user = fakeJwt({ id: 'u1', exp: inOneHour() });
    const admin = fakeJwt({ id: 'a1', exp: inOneHour() });
    login('user', user);
    login('admin', admin);
    fetchMock.mockResolvedValue(json(200, { ok: true }));

    await expect(
      apiFetch('/public/search', { query: { lat: 50.08, lng: 14.42, startDate: undefined } }),
    ).resolves.toEqual({
      ok: true,
    });

    const [url, init = {}] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/public/search?lat=50.08&lng=14.42');
    const headers = init.headers as Record<string, string>;
    expect(headers['X-User-Token']).toBe(`Bearer ${user}`);
    expect(headers['X-Admin-Token']).toBe(`Bearer ${admin}`);
    expect(headers).not.toHaveProperty('X-Superadmin-Token');
    expect(headers).not.toHaveProperty('X-Partner-Token');
    expect(init.method).toBe('GET');
  });

  it('sends JSON bodies and returns undefined for an empty answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('user/subscriptions', { method: 'PUT', body: { a: 1 } })).resolves.toBeUndefined();
    const [url, init = {}] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/subscriptions');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws an ApiError carrying the response message', async () => {
    fetchMock.mockResolvedValue(json(400, { message: 'Neplatná data' }));
    const error = await apiFetch('/user/subscriptions', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Neplatná data',
      body: { message: 'Neplatná data' },
    });
  });

  it('turns a text answer and a network failure into ApiErrors with Czech messages', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await expect(apiFetch('/public/')).rejects.toMatchObject({
      status: 502,
      message: 'Na naší straně se něco pokazilo. Zkuste to prosím za chvíli znovu.',
      body: 'Bad gateway',
    });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 418 }));
    await expect(apiFetch('/public/')).rejects.toMatchObject({
      status: 418,
      message: 'Požadavek se nepodařilo vyřídit (chyba 418). Zkuste to prosím znovu.',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetch('/public/')).rejects.toMatchObject({
      status: 0,
      message: 'Nepodařilo se spojit se serverem. Zkontrolujte připojení k internetu a zkuste to znovu.',
    });
  });

  it('lets an abort through untouched', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('Aborted', 'AbortError'));
    await expect(apiFetch('/public/')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('on 401 logs the matching role out and goes to its login page (SPEC 6)', async () => {
    login('user', fakeJwt({ exp: inOneHour() }));
    login('admin', fakeJwt({ exp: inOneHour() }));
    page = '/user/history';
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthorized' }));

    await expect(apiFetch('/user/')).rejects.toMatchObject({ status: 401 });
    expect(getSession().user).toBeNull();
    expect(getSession().admin).not.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/user/login');
  });

  it('uses the page area when the API path has no role', async () => {
    login('superadmin', fakeJwt({ exp: inOneHour() }));
    page = '/superadmin/users';
    fetchMock.mockResolvedValue(json(401, {}));
    await expect(apiFetch('/public/')).rejects.toBeInstanceOf(ApiError);
    expect(getSession().superadmin).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/superadmin/login');
  });

  it('does nothing more on the login, register and verify-email pages or public pages', async () => {
    login('user', fakeJwt({ exp: inOneHour() }));
    fetchMock.mockImplementation(async () => json(401, {}));
    page = '/user/login';
    await expect(apiFetch('/user/')).rejects.toBeInstanceOf(ApiError);
    page = '/activities';
    await expect(apiFetch('/public/')).rejects.toBeInstanceOf(ApiError);
    expect(getSession().user).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs a revoked token out on a public page but leaves the visitor on it', async () => {
    login('user', fakeJwt({ exp: inOneHour() }));
    fetchMock.mockImplementation(async () => json(401, {}));
    page = '/activities';
    await expect(apiFetch('/user/')).rejects.toBeInstanceOf(ApiError);
    expect(getSession().user).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
