import AxeBuilder from '@axe-core/playwright';
import { expect, isolatedPage, test } from '../fixtures.ts';
import { findActivity, serveBlankTiles } from './catalogue-helpers.ts';
import { STATIC_ROUTES } from './public-routes.ts';

test('every public route renders its page with a title and description, without console errors', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const activity = await findActivity(request, 'hatha');
  const routes = [
    ...STATIC_ROUTES,
    `/activities/${activity.id}`,
    `/aktivita/${activity.id}`,
    `/campaignActivity/${activity.id}`,
    `/venue/${activity.venue.id}`,
    `/venues/${activity.venue.id}`,
  ];
  await serveBlankTiles(page);
  for (const path of routes) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, path).toHaveCount(1);
    await expect(heading, path).not.toHaveText(/Stránka nenalezena|Něco se pokazilo/);
    await expect(page.locator('main .skeleton'), path).toHaveCount(0);
    await expect(page, path).toHaveTitle(/Champions/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length, path).toBeGreaterThan(40);
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', /Champions/);
  }
});

test('activity and venue pages carry schema.org data', async ({ page, request }) => {
  const activity = await findActivity(request, 'hatha');
  await serveBlankTiles(page);
  await page.goto(`/activities/${activity.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'ExerciseAction', name: activity.name });
  await page.goto(`/venue/${activity.venue.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Otevírací doba' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'pondělí' })).toBeVisible();
  const venueLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(venueLd['@type']).toBe('SportsActivityLocation');
});

test.describe('accessibility of the main public pages (axe)', () => {
  for (const path of ['/', '/activities', 'detail', '/mapa', '/championship', '/plany']) {
    test(`${path} has no serious or critical violations`, async ({ browser, baseURL, request }) => {
      const { context, page, errors } = await isolatedPage(browser, baseURL);
      try {
        await serveBlankTiles(page);
        const url = path === 'detail' ? `/activities/${(await findActivity(request, 'hatha')).id}` : path;
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        await expect(page.locator('main .skeleton')).toHaveCount(0);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        expect(blocking).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
