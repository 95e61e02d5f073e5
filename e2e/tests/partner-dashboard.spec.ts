import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe.ts';
import { expect, horizontalOverflow, test } from '../fixtures.ts';

/**
 * The partner's dashboard "Přehled" (/admin/dashboard): opened from the menu, its figures, another
 * venue, a table's CSV, and accessibility, on a phone and a desktop. The demo's data move with the
 * day the demo was seeded, so the journey checks what is shown, not the numbers themselves (the API
 * test proves those on planted data).
 */

async function openDashboard(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('partner@champions.cz');
  await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL('/admin/enters-loading', { timeout: 20_000 });
  const menu = page.getByRole('navigation', { name: 'Partnerský panel' });
  await expect(menu.getByRole('link').first()).toHaveText('Přehled');
  await menu.getByRole('link', { name: 'Přehled' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();
  const tiles = page.getByRole('region', { name: 'Souhrn za období' });
  await expect(tiles.getByText('Obsazenost', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('insights-tile-fill').locator('.manage-stat__value')).toHaveText(/%|–/);
  await expect(page.getByTestId('insights-tile-earnings').locator('.manage-stat__value')).toContainText('Kč');
  for (const title of [
    'Obsazenost podle aktivit',
    'Obsazenost podle dne a hodiny',
    'Nedorazili a pozdní storna',
    'Noví a vracející se zákazníci',
    'Výdělek a předpověď výplaty',
    'Nejrychleji obsazené a nejprázdnější termíny',
    'Poslední recenze',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
}

async function switchVenueAndDownload(page: Page) {
  const picker = page.getByLabel('Sportoviště', { exact: true });
  await expect(picker.locator('option')).not.toHaveCount(1);
  const venueId = await picker.locator('option').nth(1).getAttribute('value');
  await picker.selectOption(venueId!);
  await expect(page).toHaveURL(new RegExp(`venue=${venueId}`));
  await expect(page.getByRole('heading', { level: 2, name: 'Obsazenost podle aktivit' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Stáhnout CSV: Obsazenost podle aktivit' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^prehled-activities-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFMísto;Aktivita;Termíny;Nabídnutá místa;Obsazená místa;Obsazenost (%)')).toBe(
    true,
  );
}

test('the partner opens Přehled from the menu, picks a venue and downloads a table', async ({ page }) => {
  await openDashboard(page);
  // a chosen period (from the first day of the month before the shown one) stays in the address
  const to = await page.getByLabel('Do', { exact: true }).inputValue();
  const [year, month] = to.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  await page.getByLabel('Od', { exact: true }).fill(from);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await switchVenueAndDownload(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('@phone Přehled fits a phone and is accessible', async ({ page }) => {
  await openDashboard(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);
  await switchVenueAndDownload(page);
  // the table behind a chart opens on a phone too
  const behind = page.getByText('Zobrazit tabulku');
  if ((await behind.count()) > 0) await behind.last().click();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);
});
