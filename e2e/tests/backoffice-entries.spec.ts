import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, horizontalOverflow, isolatedPage, test } from '../fixtures.ts';
import {
  apiLogin,
  buyByCard,
  cardPayload,
  createOwnSlot,
  DEMO_PASSWORD,
  newCustomer,
  openSignedIn,
  scanConfirmed,
} from './waitlist-helpers.ts';

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

/** A customer pays an entry by card and the reception scans it in; answers the scan. */
async function scannedEntry(request: APIRequestContext, project: string, name: string) {
  const customer = await newCustomer(request, 'vstup', name, project);
  const partner = await apiLogin(request, 'admin', 'partner@champions.cz');
  const staff = await apiLogin(request, 'staff', 'recepce@champions.cz');
  const slot = await createOwnSlot(request, partner, 5);
  await buyByCard(request, customer, slot);
  const admitted = (await scanConfirmed(request, staff.headers, await cardPayload(request, customer))) as {
    admitted: boolean;
    venueName: string;
    scannedAt: string;
  };
  expect(admitted.admitted).toBe(true);
  // the list's day is the day of the scan (late in the evening the slot itself may be tomorrow's)
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(
    new Date(admitted.scannedAt),
  );
  return { customer, venueName: admitted.venueName, day };
}

test('a superadmin filters the entries by venue, voids a wrong scan after confirming, and the customer has the credit back', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const { customer, venueName, day } = await scannedEntry(request, testInfo.project.name, 'Vojtěch Omyl');
  await superadminPage(page, request);

  await page.goto('/superadmin/dashboard');
  await page.getByRole('navigation', { name: 'Správa' }).getByRole('link', { name: 'Vstupy' }).click();
  await expect(page).toHaveURL('/superadmin/enter');
  const venue = page.getByRole('combobox', { name: 'Provozovna' });
  // the options come with the first page of entries
  await expect(venue.getByRole('option', { name: venueName, exact: true }).first()).toBeAttached();
  await venue.selectOption({ label: venueName });
  await page.getByLabel('Den', { exact: true }).fill(day);
  await page.getByRole('button', { name: 'Filtrovat' }).click();
  await expect(page).toHaveURL(/venueId=/);
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(venueName);
  await expect(row).toContainText('platný');

  await row.getByRole('button', { name: /Zrušit vstup zákazníka Vojtěch Omyl/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Zrušit vstup?' });
  await expect(dialog).toBeVisible();
  // a reason is required before anything is sent
  await dialog.getByRole('button', { name: 'Ano, zrušit vstup' }).click();
  await expect(dialog.getByText('Uveďte důvod zrušení (alespoň 5 znaků).')).toBeVisible();
  await dialog.getByLabel('Důvod zrušení (zapíše se do záznamu akcí)').fill('Recepce naskenovala omylem');
  await dialog.getByRole('button', { name: 'Ano, zrušit vstup' }).dblclick();
  const done = page.getByRole('status').filter({ hasText: /Vstup byl zrušen\. Zákazníkovi se vrátilo/ });
  await expect(done).toBeVisible();
  const refunded = (await done.textContent())?.match(/vrátilo (.+)\.$/)?.[1]?.trim() ?? '';
  expect(refunded).toMatch(/Kč$/);
  await expect(row).toContainText('zrušen: Recepce naskenovala omylem');
  await expect(row.getByRole('button', { name: /Zrušit vstup/ })).toHaveCount(0);

  // the customer sees the credit on /platba
  const own = await isolatedPage(browser, baseURL);
  try {
    await openSignedIn(own.page, customer, '/platba');
    await expect(own.page.getByText(`Váš kredit: ${refunded}`)).toBeVisible();
  } finally {
    await own.context.close();
  }
});

test.describe('the back office’s entries page on a phone', { tag: '@phone' }, () => {
  test('has no serious or critical axe violations and fits 390 px, also with the void dialog open', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { context, page, errors } = await isolatedPage(browser, baseURL);
    try {
      const { customer } = await scannedEntry(context.request, testInfo.project.name, 'Adam Axe');
      await superadminPage(page, context.request);
      await page.goto('/superadmin/enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Vstupy' })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: customer.email });
      await expect(row).toHaveCount(1);
      const check = async (what: string) => {
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        expect(blocking, what).toEqual([]);
        const overflow = await horizontalOverflow(page);
        expect(overflow, `${what} is wider than the phone`).toBeLessThanOrEqual(0);
      };
      await check('the list');
      await row.getByRole('button', { name: /Zrušit vstup/ }).click();
      await expect(page.getByRole('dialog', { name: 'Zrušit vstup?' })).toBeVisible();
      await check('the dialog');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
