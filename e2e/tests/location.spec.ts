import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** "Location first": the area and "Blízko mě" up front, remembered; the location offered once. */

const OSTRAVA = { latitude: 49.8209, longitude: 18.2625 };

/** Counts the page's requests for the position: the offer must never ask on its own. */
async function countLocationRequests(page: Page) {
  await page.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const original = geolocation.getCurrentPosition.bind(geolocation);
    (window as unknown as { __locateCalls: number }).__locateCalls = 0;
    geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      (window as unknown as { __locateCalls: number }).__locateCalls += 1;
      original(...args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __locateCalls: number }).__locateCalls);
}

const offer = (page: Page) => page.getByRole('region', { name: 'Nabídka řazení podle polohy' });
const place = (page: Page) => page.getByRole('group', { name: 'Kde' });

test.describe('with the location allowed (Ostrava)', { tag: '@phone' }, () => {
  test.use({ permissions: ['geolocation'], geolocation: OSTRAVA });

  test('the list offers the location once; accepted, it sorts by distance and is remembered', async ({
    page,
  }) => {
    const locateCalls = await countLocationRequests(page);
    await page.goto('/activities');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktivity' })).toBeVisible();
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toContainText('Chcete vidět, co máte nejblíž?');
    // A polite offer, not a permission pop-up on load.
    expect(await locateCalls()).toBe(0);

    await offer(page).getByRole('button', { name: 'Použít moji polohu' }).click();
    await expect(page).toHaveURL(/sort=distance&lat=49\.821&lng=18\.263/);
    await expect(offer(page)).toHaveCount(0);
    await expect(place(page).getByRole('button', { name: 'Blízko mě' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('.activity-card__venue').first()).toContainText('Ostrava');
    await expect(page.locator('.activity-card__distance').first()).toBeVisible();

    // Next visit: no offer again; "Blízko mě" comes back by itself (the browser already allows it).
    await page.goto('/activities');
    await expect(page).toHaveURL(/sort=distance&lat=49\.821&lng=18\.263/);
    await expect(offer(page)).toHaveCount(0);
    await expect(page.locator('.activity-card__venue').first()).toContainText('Ostrava');

    // The home page's "Nejbližší termíny" are near the visitor too.
    await page.goto('/');
    const featured = page.locator('section[aria-labelledby="home-featured"]');
    await expect(featured.getByText('Ve vašem okolí')).toBeVisible();
    await expect(featured.locator('.activity-card__venue').first()).toContainText('Ostrava');
    for (const venue of await featured.locator('.activity-card__venue').allTextContents()) {
      expect(venue).toContain('Ostrava');
    }
    await expect(offer(page)).toHaveCount(0);

    // Turning "Blízko mě" off forgets it.
    await page.goto('/activities');
    await place(page).getByRole('button', { name: 'Blízko mě' }).click();
    await expect(page).toHaveURL('/activities');
    await page.reload();
    await expect(page.locator('.activity-card').first()).toBeVisible();
    await expect(page).toHaveURL('/activities');
  });

  test('the home page offers it too; accepting shows the nearest slots with their distance', async ({
    page,
  }) => {
    await page.goto('/');
    const featured = page.locator('section[aria-labelledby="home-featured"]');
    await offer(page).getByRole('button', { name: 'Použít moji polohu' }).click();
    await expect(featured.getByText('Ve vašem okolí')).toBeVisible();
    await expect(featured.locator('.activity-card__venue').first()).toContainText('Ostrava');
    await expect(featured.locator('.activity-card__distance').first()).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });
});

test('dismissed, the offer is never shown again and the position is never asked for', {
  tag: '@phone',
}, async ({ page }) => {
  const locateCalls = await countLocationRequests(page);
  await page.goto('/activities');
  await offer(page).getByRole('button', { name: 'Ne, děkuji' }).click();
  await expect(offer(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.activity-card').first()).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('section[aria-labelledby="home-featured"] .activity-card').first()).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  expect(await locateCalls()).toBe(0);
});

test('the area is a first-class control (on the phone without opening anything) and is remembered', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/activities');
  const area = place(page).getByLabel('Oblast');
  await expect(area).toBeInViewport();
  await expect(place(page).getByRole('button', { name: 'Blízko mě' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Filtry' })).toHaveAttribute('aria-expanded', 'false');

  await area.selectOption({ label: 'Brno' });
  await expect(page).toHaveURL('/activities?area=brno');
  await expect(page.locator('.activity-card__venue').first()).toContainText('Brno');
  // Choosing an area answers the offer as well.
  await expect(offer(page)).toHaveCount(0);

  // The home page's "Nejbližší termíny" are in Brno, and "Všechny aktivity" keeps the area.
  await page.goto('/');
  const featured = page.locator('section[aria-labelledby="home-featured"]');
  await expect(featured.getByText('V oblasti Brno')).toBeVisible();
  await expect(featured.getByLabel('Oblast')).toHaveValue('brno');
  const venues = featured.locator('.activity-card__venue');
  await expect(venues.first()).toBeVisible();
  for (const venue of await venues.allTextContents()) expect(venue).toContain('Brno');

  // The list without an area in its address opens in the remembered one.
  await page.goto('/activities');
  await expect(page).toHaveURL('/activities?area=brno');
  await expect(place(page).getByLabel('Oblast')).toHaveValue('brno');
  await expect(page.locator('.activity-card__venue').first()).toContainText('Brno');

  // "Všechny oblasti" is remembered too.
  await place(page).getByLabel('Oblast').selectOption({ label: 'Všechny oblasti' });
  await expect(page).toHaveURL('/activities');
  await page.goto('/activities');
  await expect(page.locator('.activity-card').first()).toBeVisible();
  await expect(page).toHaveURL('/activities');
});
