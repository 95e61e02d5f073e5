import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const DEMO_PASSWORD = 'Champions123!';

async function signIn(
  context: BrowserContext,
  request: APIRequestContext,
  role: 'admin' | 'superadmin',
  email: string,
) {
  const login = await request.post(`/api/${role}/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).token as string;
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `champions.token.${role}`,
    token,
  ] as const);
  return token;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the back office computes last month’s payouts, downloads the ABO file and marks them paid; the partner sees “Vyplaceno”', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The demo partner (whose venues had visits last month, see the demo data) saves its bank account.
  const partnerToken = await (async () => {
    const login = await request.post('/api/admin/login', {
      data: { email: 'partner@champions.cz', password: DEMO_PASSWORD },
    });
    return (await login.json()).token as string;
  })();
  const saved = await request.put('/api/admin/settings', {
    headers: { 'x-admin-token': `Bearer ${partnerToken}` },
    data: {
      companyName: 'Sportcentrum Svoboda s.r.o.',
      ico: '25596641',
      dic: 'CZ25596641',
      address: 'Sokolovská 100/94, 186 00 Praha 8',
      bankAccount: '19-2000145399/0800',
      contactEmail: '',
      contactPhone: '',
      payoutFrequency: 'monthly',
    },
  });
  expect(saved.status()).toBe(200);

  // 1. Compute last month (the form offers it).
  await signIn(context, request, 'superadmin', 'admin@champions.cz');
  await page.goto('/superadmin/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Výplaty partnerům' })).toBeVisible();
  await page.getByRole('button', { name: 'Spočítat' }).click();
  await expect(page.getByText(/Hotovo\. Spočítané výplaty: \d+/)).toBeVisible();

  // 2. Review the statement: totals, QR Platba; approve after confirming.
  const row = page.getByRole('row').filter({ hasText: 'Sportcentrum Svoboda' });
  await expect(row.getByText('Ke kontrole')).toBeVisible();
  await row.getByRole('link', { name: /Otevřít výpis: Sportcentrum Svoboda/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Výpis výplaty \d{4}-\d{2}/ })).toBeVisible();
  await expect(page.getByTestId('payout-qr')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Kč/ }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Schválit výplatu' }).click();
  const approveDialog = page.getByRole('dialog', { name: 'Schválit výplatu?' });
  await approveDialog.getByRole('button', { name: 'Schválit výplatu' }).click();
  await expect(page.getByTestId('payout-state')).toHaveText('Schváleno');
  const detailUrl = page.url();

  // 3. The bank file: confirm, then download the ABO (.kpc).
  await page.getByRole('link', { name: 'Zpět na výplaty' }).click();
  await page.getByRole('button', { name: 'Vytvořit soubor pro banku' }).click();
  await page
    .getByRole('dialog', { name: 'Vytvořit soubor pro banku?' })
    .getByRole('button', { name: 'Potvrdit' })
    .click();
  await expect(page.getByText(/výplat, celkem/).first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stáhnout ABO (.kpc)' }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vyplaty-\d{4}-\d{2}-\d{2}\.kpc$/);
  const abo = await readFile((await download.path()) ?? '', 'latin1');
  const records = abo.split('\r\n');
  expect(records[0]).toMatch(/^UHL1\d{6}/);
  expect(records[1]).toMatch(/^1 1501 001000 \d{4}$/);
  expect(records.some((record) => record.startsWith('000019-2000145399 '))).toBe(true);
  expect(records.slice(-3)).toEqual(['3 +', '5 +', '']);

  // 4. Mark it paid (confirmed): the state says so.
  await page.goto(detailUrl);
  await expect(page.getByTestId('payout-state')).toHaveText('V souboru pro banku');
  await page.getByRole('button', { name: 'Označit jako vyplacené' }).click();
  await page
    .getByRole('dialog', { name: 'Označit výplatu jako vyplacenou?' })
    .getByRole('button', { name: 'Označit jako vyplacené' })
    .click();
  await expect(page.getByTestId('payout-state')).toHaveText('Vyplaceno');

  // 5. The partner's earnings page shows the same payout as paid, at 390 px too.
  const partner = await browser.newContext({
    baseURL,
    locale: 'cs-CZ',
    viewport: { width: 390, height: 844 },
  });
  await partner.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    'champions.token.admin',
    partnerToken,
  ] as const);
  const partnerPage = await partner.newPage();
  await partnerPage.goto('/admin/earnings');
  const payouts = partnerPage.getByRole('region', { name: 'Výplaty' });
  await expect(payouts.getByText('Vyplaceno').first()).toBeVisible();
  await expect(payouts.getByRole('button', { name: /Stáhnout výpis PDF za/ }).first()).toBeVisible();
  expect(
    await partnerPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
  ).toBe(true);
  await partner.close();
});
