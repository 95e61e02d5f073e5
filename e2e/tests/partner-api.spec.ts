import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe.ts';
import { expect, horizontalOverflow, test } from '../fixtures.ts';

/**
 * The partner's page "API a webhooky" (/admin/api): opened from the menu, a key made and shown once,
 * copied, used from the page's own context on the partner API (200), revoked after a confirmation, and
 * the same call then refused (401); accessible, on a desktop and a phone.
 */

async function keyJourney(page: Page, name: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('partner@champions.cz');
  await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL('/admin/enters-loading', { timeout: 20_000 });
  const menu = page.getByRole('navigation', { name: 'Partnerský panel' });
  await menu.getByRole('link', { name: 'API a webhooky' }).click();
  await expect(page).toHaveURL('/admin/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API a webhooky' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Jak začít' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'API klíče' })).toBeVisible();
  await expect(page.getByLabel('Název klíče')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);

  // a key: shown once, with its warning, copied
  await page.getByLabel('Název klíče').fill(name);
  await page.getByLabel('Oprávnění klíče').selectOption({ label: 'jen čtení' });
  await page.getByRole('button', { name: 'Vytvořit klíč' }).click();
  const shown = page.getByLabel('Váš nový klíč API');
  await expect(shown).toHaveValue(/^ck_live_/);
  const key = await shown.inputValue();
  await expect(page.getByText(/Zobrazujeme ho jen teď/)).toBeVisible();
  await page.getByRole('button', { name: 'Zkopírovat klíč' }).click();
  await expect(page.getByText('Klíč je zkopírovaný do schránky.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);

  // the key works
  const read = () =>
    page.request.get('/api/partner-api/activities', { headers: { authorization: `Bearer ${key}` } });
  const answer = await read();
  expect(answer.status()).toBe(200);
  expect((await answer.json()).activities.length).toBeGreaterThan(0);

  // closed, the key is gone from the page; the list shows it by its start
  await page.getByRole('button', { name: 'Klíč mám uložený' }).click();
  await expect(shown).toHaveCount(0);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await expect(item.getByText(key.slice(0, 16))).toBeVisible();
  await expect(item.getByText('jen čtení')).toBeVisible();

  // revoked after the confirmation: the same call is refused
  await item.getByRole('button', { name: `Zrušit klíč ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Zrušit klíč „${name}“?` });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Zrušit klíč' }).click();
  await expect(page.getByText(`Klíč „${name}“ je zrušený.`)).toBeVisible();
  await expect(item.getByText(/^Zrušen /)).toBeVisible();
  const refused = await read();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe('API_KEY_INVALID');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
}

test('the partner makes an API key, uses it and revokes it', async ({ page }, testInfo) => {
  await keyJourney(page, `Rezervační systém ${testInfo.project.name} ${Date.now().toString(36)}`);
});

test('@phone the partner makes an API key, uses it and revokes it on a phone', async ({ page }, testInfo) => {
  await keyJourney(page, `Recepce ${testInfo.project.name} ${Date.now().toString(36)}`);
});
