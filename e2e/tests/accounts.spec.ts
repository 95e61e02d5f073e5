import type { APIRequestContext, Page } from '@playwright/test';
import { registerAndVerify } from '../accounts.ts';
import { seriousViolations } from '../axe.ts';
import { expect, isolatedPage, test } from '../fixtures.ts';
import { lastLink, uniqueEmail } from '../mailbox.ts';

const DEMO_PASSWORD = 'Champions123!';
const PASSWORD = 'Silne-heslo-2026';

const storedToken = (page: Page, role: string) =>
  page.evaluate((key) => localStorage.getItem(key), `champions.token.${role}`);

/** Registers a user through the API and follows the verification link, so the account can log in. */
async function verifiedUser(request: APIRequestContext, email: string) {
  await registerAndVerify(request, { email, password: PASSWORD, name: 'Eva Testovací' });
}

test.describe('accounts and sign-in', () => {
  test('a new user registers, verifies the e-mail, returns to the page they came from and logs out', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('jana', testInfo.project.name);

    await page.goto(`/user/login?redirect=${encodeURIComponent('/user/settings')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeVisible();
    await page.getByRole('link', { name: 'Vytvořit účet' }).click();
    await expect(page).toHaveURL(`/user/register?redirect=${encodeURIComponent('/user/settings')}`);

    await page.getByLabel('Jméno a příjmení').fill('Jana Nováková');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Zobrazit heslo' }).click();
    await expect(page.getByLabel('Heslo', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel(/Souhlasím s/).check();
    await page.getByRole('button', { name: 'Vytvořit účet' }).click();

    await expect(page.getByRole('heading', { name: 'Zkontrolujte e-mail' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    await page.goto(await lastLink(email, '/user/verify-email'));
    await expect(page).toHaveURL('/user/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
    await expect(page.getByLabel('Jméno a příjmení')).toHaveValue('Jana Nováková');
    expect(await storedToken(page, 'user')).not.toBeNull();

    await page.getByRole('button', { name: 'Odhlásit se' }).click();
    await expect(page).toHaveURL('/');
    expect(await storedToken(page, 'user')).toBeNull();

    // Wrong password: a clear message, nothing stored.
    await page.goto('/user/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Heslo', { exact: true }).fill('Spatne-heslo-1');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page.getByRole('alert')).toHaveText('Nesprávný e-mail nebo heslo.');
    expect(await storedToken(page, 'user')).toBeNull();

    // The right password signs in and goes to /user (its empty sub-path is the card).
    await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL('/user/qr-code');
    await expect(page.getByRole('navigation', { name: 'Můj účet' })).toBeVisible();
  });

  test('the registration form shows Czech field messages and focuses the first invalid field', async ({
    page,
  }) => {
    await page.goto('/registrace');
    await page.getByLabel('E-mail').fill('neni-email');
    await page.getByLabel('Heslo', { exact: true }).fill('kratke');
    await page.getByRole('button', { name: 'Vytvořit účet' }).click();
    await expect(page.getByText('Zadejte jméno a příjmení.')).toBeVisible();
    await expect(page.getByText('Zadejte platný e-mail.')).toBeVisible();
    await expect(page.getByText('Heslo musí mít alespoň 8 znaků.')).toBeVisible();
    await expect(page.getByText('Pro registraci je nutný souhlas s obchodními podmínkami.')).toBeVisible();
    await expect(page.getByLabel('Jméno a příjmení')).toBeFocused();
    await expect(page.getByLabel('Jméno a příjmení')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a new partner registers, verifies and lands on the entries screen', async ({ page }, testInfo) => {
    const email = uniqueEmail('partner', testInfo.project.name);
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Vytvořit účet' }).click();
    await expect(page).toHaveURL('/admin/register');
    await page.getByLabel(/Název provozovny/).fill('Fitness Letná');
    await page.getByLabel('Jméno a příjmení').fill('Petr Svoboda');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/Souhlasím s/).check();
    await page.getByRole('button', { name: 'Vytvořit účet' }).click();
    await expect(page.getByRole('heading', { name: 'Zkontrolujte e-mail' })).toBeVisible();

    await page.goto(await lastLink(email, '/admin/verify-email'));
    await expect(page).toHaveURL('/admin/enters-loading');
    await expect(page.getByRole('heading', { level: 1, name: 'Vstupy' })).toBeVisible();
    await expect(page.getByText('Zatím žádné vstupy')).toBeVisible();

    // The used link cannot be used again.
    await page.getByRole('button', { name: 'Odhlásit se' }).click();
    await expect(page).toHaveURL('/admin/login');
    await page.goto(await lastLink(email, '/admin/verify-email'));
    await expect(page.getByRole('alert')).toContainText('Odkaz je neplatný nebo vypršel');
    await expect(page.getByRole('button', { name: 'Poslat e-mail znovu' })).toBeVisible();
  });

  test('the superadmin opens a partner panel and returns with Zpět do superadmina', async ({ page }) => {
    await page.goto('/superadmin/login');
    await page.getByLabel('E-mail').fill('admin@champions.cz');
    await page.getByLabel('Heslo', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL('/superadmin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Přehled', exact: true })).toBeVisible();

    await page.getByRole('navigation', { name: 'Správa' }).getByRole('link', { name: 'Partneři' }).click();
    await expect(page).toHaveURL('/superadmin/admins');
    const row = page.getByRole('row').filter({ hasText: 'partner@champions.cz' });
    await row.getByRole('link', { name: /Otevřít panel/ }).click();

    await expect(page).toHaveURL('/admin/enters-loading');
    await expect(page.getByText(/Jste přihlášeni jako partner .+ \(zástup\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Zpět do superadmina' }).click();
    await expect(page).toHaveURL('/superadmin/admins');
    expect(await storedToken(page, 'admin')).toBeNull();
    expect(await storedToken(page, 'superadmin')).not.toBeNull();
  });

  test('a forgotten password is reset from the e-mailed link', async ({ page, request }, testInfo) => {
    const email = uniqueEmail('zapomnel', testInfo.project.name);
    await verifiedUser(request, email);

    await page.goto('/user/login');
    await page.getByRole('link', { name: 'Zapomněli jste heslo?' }).click();
    await expect(page).toHaveURL('/user/update-password');
    // the URL changes before the page is drawn: the sign-in form's own E-mail field is still there until then
    await expect(page.getByRole('heading', { level: 1, name: 'Zapomenuté heslo' })).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Poslat odkaz' }).click();
    await expect(page.getByRole('status')).toContainText('Zkontrolujte e-mail');

    await page.goto(await lastLink(email, '/user/update-password'));
    await page.getByLabel('Nové heslo', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Uložit nové heslo' }).click();
    await expect(page.getByText('Heslo musí mít alespoň 8 znaků.')).toBeVisible();
    await page.getByLabel('Nové heslo', { exact: true }).fill('Nove-heslo-2026');
    await page.getByRole('button', { name: 'Uložit nové heslo' }).click();
    await expect(page).toHaveURL('/user/qr-code');
    expect(await storedToken(page, 'user')).not.toBeNull();

    // The new password works, the old one does not.
    const old = await request.post('/api/user/login', { data: { email, password: PASSWORD } });
    expect(old.status()).toBe(401);
    const renewed = await request.post('/api/user/login', { data: { email, password: 'Nove-heslo-2026' } });
    expect(renewed.ok()).toBe(true);
  });

  test('the partner invites a receptionist, who signs up from the e-mail; removing them ends their access', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // three accounts, two browsers and an e-mail round trip: more than the default 30 s on a busy machine
    test.setTimeout(60_000);
    const email = uniqueEmail('recepce', testInfo.project.name);
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill('partner@champions.cz');
    await page.getByLabel('Heslo', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL('/admin/enters-loading');

    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Recepce' })).toBeVisible();
    await page.getByRole('button', { name: 'Poslat pozvánku' }).click();
    await expect(page.getByText('Zadejte platný e-mail.')).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/Jméno a příjmení/).fill('Karel Recepční');
    await page.getByRole('button', { name: 'Poslat pozvánku' }).click();
    await expect(page.getByRole('status').or(page.getByRole('alert'))).toContainText(
      `Pozvánku jsme poslali na ${email}.`,
    );
    const invitations = page.getByRole('region', { name: 'Odeslané pozvánky' });
    await expect(invitations.getByRole('row').filter({ hasText: email })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The receptionist, on their own device, signs up from the e-mailed link.
    const staff = await isolatedPage(browser, baseURL);
    try {
      await staff.page.goto(await lastLink(email, '/staff/signup'));
      await expect(staff.page.getByText(/vás zve do týmu recepce/)).toBeVisible();
      await expect(staff.page.getByLabel('E-mail')).toHaveValue(email);
      await expect(staff.page.getByLabel('Jméno a příjmení')).toHaveValue('Karel Recepční');
      await staff.page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
      await staff.page.getByRole('button', { name: 'Vytvořit účet' }).click();
      await expect(staff.page).toHaveURL('/staff/enters');
      await expect(staff.page.getByRole('navigation', { name: 'Recepce' })).toBeVisible();

      // Staff log out to /login, which is the user login (SPEC 2), and sign in on their own page.
      await staff.page.getByRole('button', { name: 'Odhlásit se' }).click();
      await expect(staff.page).toHaveURL('/user/login');
      expect(await storedToken(staff.page, 'staff')).toBeNull();
      await staff.page.goto('/admin/login');
      await staff.page.getByRole('link', { name: 'Přihlášení pro recepci' }).click();
      await staff.page.getByLabel('E-mail').fill(email);
      await staff.page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
      await staff.page.getByRole('button', { name: 'Přihlásit se' }).click();
      await expect(staff.page).toHaveURL('/staff/enters');

      // The partner sees them in the team and removes them, after confirming.
      await page.reload();
      const members = page.getByRole('region', { name: 'Členové recepce' });
      const dialog = page.getByRole('dialog', { name: 'Odebrat člena recepce?' });
      // The list renders again once the venues load; click until the confirmation is open.
      await expect(async () => {
        await members
          .getByRole('row')
          .filter({ hasText: email })
          .getByRole('button', { name: 'Odebrat z recepce: Karel Recepční' })
          .click();
        await expect(dialog).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(dialog).toContainText('Karel Recepční se už nepřihlásí');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Odebrat z recepce' }).click();
      await expect(dialog).toBeHidden();
      await expect(members.getByText(email)).toHaveCount(0);
      await expect(invitations).toHaveCount(0);

      // Their session ends at the next request and they cannot sign in again.
      await staff.page.reload();
      await expect(staff.page).toHaveURL(/\/staff\/login/);
      await staff.page.getByLabel('E-mail').fill(email);
      await staff.page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
      await staff.page.getByRole('button', { name: 'Přihlásit se' }).click();
      await expect(staff.page.getByRole('alert')).toContainText(/nesprávn/i);
      expect(staff.errors).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });

  for (const path of ['/user/login', '/user/register']) {
    test(`${path} has no serious or critical axe violations`, async ({ browser, baseURL }) => {
      const { context, page, errors } = await isolatedPage(browser, baseURL);
      try {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Also with the field messages shown.
        await page.getByRole('button', { name: /Přihlásit se|Vytvořit účet/ }).click();
        await expect(page.getByText('Zadejte platný e-mail.')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
