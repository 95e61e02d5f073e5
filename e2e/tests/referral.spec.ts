import type { APIRequestContext } from '@playwright/test';
import { registerAndVerify } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { uniqueEmail } from '../mailbox.ts';

const PASSWORD = 'Silne-heslo-2026';

/** A partner registered and verified through the API; answers its token. */
async function verifiedPartner(request: APIRequestContext, email: string): Promise<string> {
  return registerAndVerify(request, { email, password: PASSWORD, name: 'Jana Doporučující' }, 'admin');
}

test.describe('referral link', () => {
  test('a partner registers through another partner’s referral link, and the referrer sees them counted', async ({
    page,
    request,
  }, testInfo) => {
    const referrerEmail = uniqueEmail('doporucujici', testInfo.project.name);
    const referrerToken = await verifiedPartner(request, referrerEmail);
    const referral = await request.get('/api/admin/referral', {
      headers: { 'x-admin-token': `Bearer ${referrerToken}` },
    });
    const { url, code, referredCount } = await referral.json();
    expect(referredCount).toBe(0);

    const email = uniqueEmail('doporuceny', testInfo.project.name);
    const link = new URL(url);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(`Registrujete se přes doporučující odkaz (kód ${code}).`)).toBeVisible();
    await page.getByLabel('Jméno a příjmení').fill('Petr Doporučený');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/Souhlasím s/).check();
    await page.getByRole('button', { name: 'Vytvořit účet' }).click();
    await expect(page.getByRole('heading', { name: 'Zkontrolujte e-mail' })).toBeVisible();

    // The referrer signs in and finds the new partner counted on the referral page.
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill(referrerEmail);
    await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL('/admin/enters-loading');
    await page.goto('/admin/referral');
    const stats = page.getByRole('region', { name: 'Výsledky doporučení' });
    await expect(stats.getByText('Získaní partneři')).toBeVisible();
    await expect(stats.locator('.manage-stat__value').first()).toHaveText('1');
  });
});
