import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const redirects: [string, string][] = [
  ['/login', '/user/login'],
  ['/register?ref=kamarad', '/user/register?ref=kamarad'],
  ['/campaignHome', '/'],
  ['/campaignActivities?search=box', '/activities?search=box'],
  ['/saved', `/user/login?redirect=${encodeURIComponent('/user/saved')}`],
  ['/history?page=2', `/user/login?redirect=${encodeURIComponent('/user/history?page=2')}`],
  ['/user', `/user/login?redirect=${encodeURIComponent('/user/qr-code')}`],
  ['/profil', `/user/login?redirect=${encodeURIComponent('/profil')}`],
  ['/admin/venues', '/admin/login'],
  ['/superadmin/users', '/superadmin/login'],
];

/**
 * A real session: the pages behind these redirects load the account's data, and a made-up token would
 * be answered 401 and signed out.
 */
async function signInWithApi(
  context: BrowserContext,
  request: APIRequestContext,
  role: 'user' | 'admin',
  email: string,
) {
  const login = await request.post(`/api/${role}/login`, { data: { email, password: 'Champions123!' } });
  const token = (await login.json()).token as string;
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `champions.token.${role}`,
    token,
  ] as const);
}

test.describe('redirects and the route guard (SPEC 2, SPEC 4)', () => {
  for (const [from, to] of redirects) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('a logged-in user opening /user lands on the card', async ({ page, context, request }) => {
    await signInWithApi(context, request, 'user', 'uzivatel@champions.cz');
    await page.goto('/user');
    await expect(page).toHaveURL('/user/qr-code');
    await expect(page.getByTestId('card-qr')).toBeVisible();
  });

  test('a logged-in user on the login page goes to the redirect target', async ({
    page,
    context,
    request,
  }) => {
    await signInWithApi(context, request, 'user', 'uzivatel@champions.cz');
    await page.goto(`/user/login?redirect=${encodeURIComponent('/user/history')}`);
    await expect(page).toHaveURL('/user/history');
  });

  test('a logged-in admin on /admin/login goes to enters-loading', async ({ page, context, request }) => {
    await signInWithApi(context, request, 'admin', 'partner@champions.cz');
    await page.goto('/admin/login');
    await expect(page).toHaveURL('/admin/enters-loading');
  });

  test('an expired user token counts as logged out and is removed', async ({ page, context }) => {
    await context.addInitScript(() => {
      const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
      localStorage.setItem('champions.token.user', `${encode({ alg: 'HS256' })}.${encode({ exp: 1 })}.x`);
    });
    await page.goto('/user/settings');
    await expect(page).toHaveURL(`/user/login?redirect=${encodeURIComponent('/user/settings')}`);
    expect(await page.evaluate(() => localStorage.getItem('champions.token.user'))).toBeNull();
  });
});
