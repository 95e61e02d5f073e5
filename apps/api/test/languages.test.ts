import { languageResponse, userDataResponse } from '@champions/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Issue 44, "English, whole": the account's language (kept for its e-mails and documents).

let t: TestApp;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: 'uzivatel@champions.cz', password: 'Champions123!' },
  });
  userToken = login.json().token;
});
afterAll(async () => t?.close());

const asUser = () => ({ 'x-user-token': `Bearer ${userToken}` });
const languageOf = async (email: string) => {
  const [row] = await t.db
    .select({ language: accounts.language })
    .from(accounts)
    .where(and(eq(accounts.role, 'user'), eq(accounts.email, email)));
  return row?.language;
};
const register = (email: string, headers: Record<string, string>, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    headers,
    payload: { email, password: 'Silne-heslo-42', name: 'Jana Nová', acceptTerms: true, ...extra },
  });

describe("the account's language", () => {
  it('is Czech for an account that never chose one, in the user data and in /me', async () => {
    const data = userDataResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/user/', headers: asUser() })).json(),
    );
    expect(data.user.language).toBe('cs');
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: asUser() });
    expect(me.json().language).toBe('cs');
  });

  it('is set with PUT /api/user/language and shows in the user data', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: asUser(),
      payload: { language: 'en' },
    });
    expect(set.statusCode).toBe(200);
    expect(languageResponse.parse(set.json())).toEqual({ language: 'en' });
    const data = (await t.app.inject({ method: 'GET', url: '/api/user/', headers: asUser() })).json();
    expect(data.user.language).toBe('en');
    expect(await languageOf('uzivatel@champions.cz')).toBe('en');

    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: asUser(),
      payload: { language: 'cs' },
    });
    expect(back.json()).toEqual({ language: 'cs' });
  });

  it('refuses a language the product does not have, and a caller without a user token', async () => {
    const german = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: asUser(),
      payload: { language: 'de' },
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().code).toBe('VALIDATION_ERROR');
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is the language of the registration: the form first, else Accept-Language, else Czech', async () => {
    expect(
      (await register('browser-en@example.com', { 'accept-language': 'en-GB,en;q=0.9' })).statusCode,
    ).toBe(202);
    expect(await languageOf('browser-en@example.com')).toBe('en');

    await register('form-en@example.com', { 'accept-language': 'cs-CZ' }, { language: 'en' });
    expect(await languageOf('form-en@example.com')).toBe('en');

    await register('form-cs@example.com', { 'accept-language': 'en' }, { language: 'cs' });
    expect(await languageOf('form-cs@example.com')).toBe('cs');

    await register('nothing@example.com', {});
    expect(await languageOf('nothing@example.com')).toBe('cs');

    await register('german@example.com', { 'accept-language': 'de-DE,de;q=0.9,cs;q=0.5' });
    expect(await languageOf('german@example.com')).toBe('cs');
  });
});
