import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, isolatedPage, test } from '../fixtures.ts';
import { findActivity, serveBlankTiles } from './catalogue-helpers.ts';
import { STATIC_ROUTES } from './public-routes.ts';

/** Sign-in and sign-up screens a newcomer meets, on top of the public pages. */
const AUTH_ROUTES = [
  '/user/login',
  '/user/register',
  '/prihlaseni',
  '/registrace',
  '/zapomenute-heslo',
  '/admin/login',
  '/admin/register',
  '/business/sign-in',
];

/** `{` + a word + `}`: a message placeholder that nobody filled. */
const PLACEHOLDER = /\{\s*\w+\s*\}/;

/** No placeholder such as {product} or {membership} in the page (every FAQ answer opened), its title or description. */
async function expectNoTemplateText(page: Page, path: string) {
  for (const button of await page.locator('.faq__question button[aria-expanded="false"]').all()) {
    await button.click();
  }
  const text = await page.locator('body').innerText();
  expect(text.match(PLACEHOLDER)?.[0], `${path} shows a placeholder`).toBeUndefined();
  expect(await page.title(), path).not.toMatch(PLACEHOLDER);
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  expect(description, path).not.toMatch(PLACEHOLDER);
}

// One walk over every page checks what each page must have (a walk costs a page load per route, a minute of a lane).
test('every public route renders its page with a title and description, no template text and no console errors', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
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
  for (const path of [...routes, ...AUTH_ROUTES]) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, path).toHaveCount(1);
    await expect(page.locator('main .skeleton'), path).toHaveCount(0);
    await expectNoTemplateText(page, path);
    if (AUTH_ROUTES.includes(path)) continue;
    await expect(heading, path).not.toHaveText(/Stránka nenalezena|Něco se pokazilo/);
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
