import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerAndVerify, signInPage } from '../accounts.ts';
import { expect, horizontalOverflow, isolatedPage, test } from '../fixtures.ts';
import { uniqueEmail } from '../mailbox.ts';

const DEMO_PASSWORD = 'Champions123!';
const PASSWORD = 'Silne-heslo-2026';

/** Signs the demo superadmin in through the API and stores the token before any page script runs. */
async function superadminPage(page: Page, request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/superadmin/login', {
    data: { email: 'admin@champions.cz', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).token as string;
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    'champions.token.superadmin',
    token,
  ] as const);
}

test('a superadmin finds a customer by e-mail, grants 200 Kč with a reason, the customer sees it and the audit log has it', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail('kredit', testInfo.project.name);
  await registerAndVerify(request, { email, password: PASSWORD, name: 'Kateřina Nováková' });
  await superadminPage(page, request);

  await page.goto('/superadmin/dashboard');
  await page.getByRole('navigation', { name: 'Správa' }).getByRole('link', { name: 'Uživatelé' }).click();
  await expect(page).toHaveURL('/superadmin/users');
  await page.getByLabel('Hledat e-mail nebo jméno').fill(email);
  await page.getByRole('button', { name: 'Hledat', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Detail uživatele Kateřina Nováková' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kateřina Nováková' })).toBeVisible();
  const userId = page.url().split('/').at(-1)!;

  // the reason is required: the contract's schema says so before anything is sent
  await page.getByLabel('Částka (Kč)').fill('200');
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByText(/Uveďte důvod/)).toBeVisible();
  await page.getByLabel('Důvod (uvidí ho uživatel)').fill('Omluva za zrušenou lekci');
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  const dialog = page.getByRole('dialog', { name: /Připsat 200\s*Kč\?/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Potvrdit' }).dblclick();
  await expect(
    page.getByRole('status').filter({ hasText: /Kredit uživatele je nyní 200\s*Kč/ }),
  ).toBeVisible();
  await expect(page.getByTestId('bo-user-credits')).toHaveText(/200\s*Kč/);
  await expect(page.getByText('Úprava kreditu ze správy')).toBeVisible();

  // the customer sees it on /platba
  const customer = await isolatedPage(browser, baseURL);
  try {
    await signInPage(customer.page, customer.context.request, { email, password: PASSWORD });
    await customer.page.goto('/platba');
    await expect(customer.page.getByText(/Váš kredit: 200\s*Kč/)).toBeVisible();
  } finally {
    await customer.context.close();
  }

  // and the audit log has it: who, what, before and after, the reason
  await page.getByRole('navigation', { name: 'Správa' }).getByRole('link', { name: 'Záznam akcí' }).click();
  await expect(page).toHaveURL('/superadmin/audit');
  await page.getByLabel('Druh akce').selectOption('backoffice.credit.');
  await page.getByRole('button', { name: 'Filtrovat' }).click();
  // the customer by name, linked to their page; no e-mail or id in place of a name
  const entry = page.getByRole('row').filter({ has: page.locator(`a[href="/superadmin/users/${userId}"]`) });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('link', { name: 'Kateřina Nováková' })).toBeVisible();
  await expect(entry).toContainText('admin@champions.cz');
  await expect(entry).toContainText('Připsání kreditu');
  await expect(entry).toContainText(/Kredit: 0\s*Kč → 200\s*Kč/);
  await expect(entry).toContainText('Omluva za zrušenou lekci');
});

test.describe('the back office’s users and audit pages on a phone', { tag: '@phone' }, () => {
  test('have no serious or critical axe violations and fit 390 px', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { context, page, errors } = await isolatedPage(browser, baseURL);
    try {
      const email = uniqueEmail('axe', testInfo.project.name);
      await registerAndVerify(context.request, { email, password: PASSWORD, name: 'Adam Axe' });
      await superadminPage(page, context.request);
      await page.goto(`/superadmin/users?q=${encodeURIComponent(email)}`);
      await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
      const paths = ['/superadmin/users', '/superadmin/audit'];
      await page.getByRole('link', { name: 'Detail uživatele Adam Axe' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Adam Axe' })).toBeVisible();
      paths.push(new URL(page.url()).pathname);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Načítám' })).toHaveCount(0);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        expect(blocking, path).toEqual([]);
        const overflow = await horizontalOverflow(page);
        expect(overflow, `${path} is wider than the phone`).toBeLessThanOrEqual(0);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
