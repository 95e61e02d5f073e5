/** New accounts for the journeys: register → verify the e-mail (the link from the mail sink) → sign in. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { lastLink } from './mailbox.ts';

export type AccountRole = 'user' | 'admin';

export interface NewAccount {
  email: string;
  password: string;
  name: string;
  /** Further fields of the registration, e.g. a partner's companyName. */
  extra?: Record<string, unknown>;
}

/** Registers through the API; the e-mail with the verification link is then on its way. */
export async function register(request: APIRequestContext, account: NewAccount, role: AccountRole = 'user') {
  const { email, password, name, extra } = account;
  const registered = await request.post(`/api/${role}/register`, {
    data: { email, password, name, acceptTerms: true, ...extra },
  });
  expect(registered.status(), `registration of ${email}`).toBe(202);
}

/** Registers and confirms the e-mailed verification link through the API; answers the token it gives. */
export async function registerAndVerify(
  request: APIRequestContext,
  account: NewAccount,
  role: AccountRole = 'user',
): Promise<string> {
  await register(request, account, role);
  const link = await lastLink(account.email, `/${role}/verify-email`);
  const token = new URL(link, 'http://x').searchParams.get('token');
  const verified = await request.post(`/api/${role}/verify-email`, { data: { token } });
  expect(verified.ok(), `verification of ${account.email}`).toBe(true);
  return (await verified.json()).token as string;
}

/** Signs in through the API and stores the token before any page script runs; answers the token. */
export async function signInPage(
  page: Page,
  request: APIRequestContext,
  account: Pick<NewAccount, 'email' | 'password'>,
  role: AccountRole = 'user',
): Promise<string> {
  const login = await request.post(`/api/${role}/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), `login of ${account.email}`).toBe(200);
  const token = (await login.json()).token as string;
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `champions.token.${role}`,
    token,
  ] as const);
  return token;
}

/** A new account, verified and signed in on the page. */
export async function signedInAccount(
  page: Page,
  request: APIRequestContext,
  account: NewAccount,
  role: AccountRole = 'user',
): Promise<string> {
  await registerAndVerify(request, account, role);
  return signInPage(page, request, account, role);
}
