import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** On phones the search is behind the 'Hledat aktivity' button (the overlay); on desktop it is inline. */
async function searchBox(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Aktivity' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Hledat aktivity', exact: true });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  const box = page.getByRole('searchbox', { name: 'Hledat aktivity' });
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('placeholder', 'Hledat aktivity...');
  return box;
}

test.describe('header search (SPEC 2 "Layout rules")', () => {
  test('is only on the activity list', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
  });

  test('updates ?search= after the pause, and clears', async ({ page }) => {
    await page.goto('/activities?area=praha');
    const box = await searchBox(page);
    await box.pressSequentially('jóga');
    // Right after typing the URL has not changed yet: the 300 ms pause is running.
    expect(new URL(page.url()).searchParams.get('search')).toBeNull();
    await expect(page).toHaveURL(`/activities?area=praha&search=${encodeURIComponent('jóga')}`);
    await expect(page.getByText('Hledáte: „jóga“')).toBeVisible();

    await page.getByRole('button', { name: 'Vymazat hledání' }).click();
    await expect(box).toHaveValue('');
    await expect(page).toHaveURL('/activities?area=praha');
    await expect(page.getByText(/Hledáte:/)).toHaveCount(0);
  });

  test('other pages have a search link in the header that opens the search on the list', async ({ page }) => {
    await page.goto('/plany');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Hledat aktivity' }).click();
    await expect(page).toHaveURL('/activities');
    const box = page.getByRole('searchbox', { name: 'Hledat aktivity' });
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await box.fill('jóga');
    await expect(page).toHaveURL(`/activities?search=${encodeURIComponent('jóga')}`);
  });

  test('keeps the term from the URL', async ({ page }) => {
    await page.goto(`/activities?search=${encodeURIComponent('plavání')}`);
    const box = await searchBox(page);
    await expect(box).toHaveValue('plavání');
  });
});

test('phone: the search overlay opens full width and Esc closes it', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/activities');
  const toggle = page.getByRole('button', { name: 'Hledat aktivity', exact: true });
  await toggle.click();
  const box = page.getByRole('searchbox', { name: 'Hledat aktivity' });
  await expect(box).toBeFocused();
  const overlay = await page.locator('.header-search.is-open').boundingBox();
  expect(overlay?.width).toBe(390);
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(toggle).toBeFocused();
});
