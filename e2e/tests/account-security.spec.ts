import type { APIRequestContext, Page } from '@playwright/test';
import { registerAndVerify } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { lastLink, uniqueEmail } from '../mailbox.ts';

/** Account security in the browser: an e-mail change asks for the password and can be undone; logout ends the token. */
const PASSWORD = 'dlouhe heslo na kolo';

async function verifiedUser(request: APIRequestContext, email: string) {
  await registerAndVerify(request, { email, password: PASSWORD, name: 'Eva Bezpečná' });
}

async function signIn(page: Page, email: string) {
  await page.goto(`/user/login?redirect=${encodeURIComponent('/user/settings')}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  // password hashing takes its time (scrypt), more so on a busy machine
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible({ timeout: 20_000 });
}

test('an e-mail change asks for the current password, and the old address can undo it', async ({
  page,
  request,
}, testInfo) => {
  const oldEmail = uniqueEmail('stara', testInfo.project.name);
  const newEmail = uniqueEmail('nova', testInfo.project.name);
  await verifiedUser(request, oldEmail);
  await signIn(page, oldEmail);

  const profile = page.getByRole('region', { name: 'Osobní údaje' });
  await profile.getByLabel('E-mail').fill(newEmail);
  await profile.getByRole('button', { name: 'Uložit údaje' }).click();
  await expect(profile.getByText('Zadejte současné heslo.')).toBeVisible({ timeout: 15_000 });

  await profile.getByLabel(/Současné heslo/).fill(PASSWORD);
  await profile.getByRole('button', { name: 'Uložit údaje' }).click();
  await expect(
    profile.getByText(`Na novou adresu ${newEmail} jsme poslali potvrzovací odkaz.`, { exact: false }),
  ).toBeVisible({ timeout: 15_000 });

  await page.goto(await lastLink(newEmail, '/user/verify-email'));
  await expect(page).not.toHaveURL(/verify-email/, { timeout: 15_000 });

  await page.goto(await lastLink(oldEmail, '/obnovit-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Obnovení původního e-mailu' })).toBeVisible();
  await expect(
    page.getByText('Původní e-mail je obnoven a všechna zařízení jsou odhlášena.', { exact: false }),
  ).toBeVisible({
    timeout: 15_000,
  });
  const login = await request.post('/api/user/login', { data: { email: oldEmail, password: PASSWORD } });
  expect(login.status()).toBe(200);
});

test('logging out ends the token on the server', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('odhlaseni', testInfo.project.name);
  await verifiedUser(request, email);
  await signIn(page, email);
  const token = await page.evaluate(() => localStorage.getItem('champions.token.user'));
  expect(token).not.toBeNull();
  const me = () => request.get('/api/user/me', { headers: { 'x-user-token': `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);
  await page.getByRole('button', { name: 'Odhlásit se' }).first().click();
  await expect(page).toHaveURL('/');
  await expect.poll(async () => (await me()).status()).toBe(401);
});
