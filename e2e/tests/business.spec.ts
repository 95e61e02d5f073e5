import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** The header's links; on a phone they are behind the Menu button. */
async function businessMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  return page.getByRole('navigation', { name: 'Menu' });
}

test('a company signs in under the business header, sees its profile and signs out', async ({ page }) => {
  await page.goto('/business/sign-in');
  await expect(page.locator('header')).toHaveCount(1);
  let menu = await businessMenu(page);
  await expect(menu.getByRole('link', { name: 'Sportovní aktivity' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Registrovat firmu' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');

  await page.getByLabel('E-mail').fill('firma@champions.cz');
  await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
  await page.getByRole('main').getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL('/business/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Firemní profil' })).toBeVisible();

  menu = await businessMenu(page);
  await expect(menu.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Registrovat firmu' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL('/business/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení firmy' })).toBeVisible();
  await expect((await businessMenu(page)).getByRole('link', { name: 'Registrovat firmu' })).toBeVisible();
});
