/**
 * The back office pays last month out to the demo partner (the only partner with visits last month, see
 * the demo data's history): compute, review, approve, the ABO file, paid; the partner sees it paid.
 * One journey owns this payout (backoffice-journey.spec.ts): once paid, a payout cannot be computed again.
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { seriousViolations } from '../axe.ts';
import { horizontalOverflow } from '../fixtures.ts';
import { apiLogin } from './waitlist-helpers.ts';

/** The demo partner saves its bank account (a partner without one is left out of the payouts). */
export async function demoPartnerWithBankAccount(request: APIRequestContext) {
  const partner = await apiLogin(request, 'admin', 'partner@champions.cz');
  const saved = await request.put('/api/admin/settings', {
    headers: partner.headers,
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
  return partner;
}

/**
 * On a superadmin's page: computes last month, approves the demo partner's payout, downloads the ABO
 * file (.kpc) and marks the payout paid; then the partner's earnings page (390 px) shows it paid.
 */
export async function payLastMonth(
  page: Page,
  request: APIRequestContext,
  browser: Browser,
  baseURL: string | undefined,
): Promise<void> {
  const partner = await demoPartnerWithBankAccount(request);

  // compute last month (the form offers it)
  await page.getByRole('navigation', { name: 'Správa' }).getByRole('link', { name: 'Výplaty' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Výplaty partnerům' })).toBeVisible();
  await page.getByRole('button', { name: 'Spočítat' }).click();
  await expect(page.getByText(/Hotovo\. Spočítané výplaty: \d+/)).toBeVisible();

  // review the statement: totals, QR Platba; approve after confirming
  const row = page.getByRole('row').filter({ hasText: 'Sportcentrum Svoboda' });
  await expect(row.getByText('Ke kontrole')).toBeVisible();
  await row.getByRole('link', { name: /Otevřít výpis: Sportcentrum Svoboda/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Výpis výplaty za \S+ \d{4}/ })).toBeVisible();
  await expect(page.getByTestId('payout-qr')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Kč/ }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Schválit výplatu' }).click();
  const approveDialog = page.getByRole('dialog', { name: 'Schválit výplatu?' });
  await approveDialog.getByRole('button', { name: 'Schválit výplatu' }).click();
  await expect(page.getByTestId('payout-state')).toHaveText('Schváleno');
  const detailUrl = page.url();

  // the bank file: confirm, then download the ABO (.kpc)
  await page.getByRole('link', { name: 'Zpět na výplaty' }).click();
  await page.getByRole('button', { name: 'Vytvořit soubor pro banku' }).click();
  await page
    .getByRole('dialog', { name: 'Vytvořit soubor pro banku?' })
    .getByRole('button', { name: 'Potvrdit' })
    .click();
  await expect(page.getByText(/výplat[ay]?, celkem/).first()).toBeVisible();
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

  // mark it paid (confirmed): the state says so
  await page.goto(detailUrl);
  await expect(page.getByTestId('payout-state')).toHaveText('V souboru pro banku');
  await page.getByRole('button', { name: 'Označit jako vyplacené' }).click();
  await page
    .getByRole('dialog', { name: 'Označit výplatu jako vyplacenou?' })
    .getByRole('button', { name: 'Označit jako vyplacené' })
    .click();
  await expect(page.getByTestId('payout-state')).toHaveText('Vyplaceno');

  // the partner's earnings page shows the same payout as paid, at 390 px too
  const own = await browser.newContext({ baseURL, locale: 'cs-CZ', viewport: { width: 390, height: 844 } });
  try {
    await own.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      'champions.token.admin',
      partner.token,
    ] as const);
    const partnerPage = await own.newPage();
    await partnerPage.goto('/admin/earnings');
    const payouts = partnerPage.getByRole('region', { name: 'Výplaty' });
    await expect(payouts.getByText('Vyplaceno').first()).toBeVisible();
    await expect(payouts.getByRole('button', { name: /Stáhnout výpis PDF za/ }).first()).toBeVisible();
    expect(await horizontalOverflow(partnerPage)).toBeLessThanOrEqual(1);
  } finally {
    await own.close();
  }
}
