import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { findActivity, serveBlankTiles } from './catalogue-helpers.ts';

/** Pixel sizes of the steps of the type scale (custom properties --text-*) at this viewport. */
async function typeScale(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const steps = ['xs', 'sm', 'base', 'md', 'lg', 'xl', '2xl', 'display'];
    return steps.map((step) => {
      const probe = document.createElement('span');
      probe.style.fontSize = `var(--text-${step})`;
      document.body.append(probe);
      const size = Number.parseFloat(getComputedStyle(probe).fontSize);
      probe.remove();
      return size;
    });
  });
}

async function headingSizes(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main h1, main h2, main h3'))
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({
        level: Number(el.tagName[1]),
        text: (el.textContent ?? '').trim().slice(0, 30),
        size: Number.parseFloat(getComputedStyle(el).fontSize),
      })),
  );
}

test('one type scale: every heading uses a step of it, and h2s stay well below the page title', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await serveBlankTiles(page);
  const activity = await findActivity(request, 'hatha');
  for (const path of [
    '/',
    '/activities',
    `/activities/${activity.id}`,
    `/venues/${activity.venue.id}`,
    '/venues',
    '/about',
    '/championship',
    '/plany',
    '/paygplus',
    '/business',
    '/user-terms',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main .skeleton')).toHaveCount(0);
    const scale = await typeScale(page);
    const headings = await headingSizes(page);
    const title = headings.find((h) => h.level === 1)!;
    for (const heading of headings) {
      expect(scale, `${path} ${heading.text}: ${heading.size}px is off the scale`).toContain(heading.size);
      if (heading.level > 1) {
        expect(heading.size, `${path} ${heading.text} vs title`).toBeLessThanOrEqual(title.size * 0.75);
      }
    }
  }
});

test('a venue page gives its address once, marks today in the opening hours and spaces its sections', async ({
  page,
  request,
}) => {
  await serveBlankTiles(page);
  const activity = await findActivity(request, 'hatha');
  await page.goto(`/venues/${activity.venue.id}`);
  await expect(page.locator('.page__lead')).toHaveText('Korunní 810/104, 101 00 Praha 10');
  const today = new Intl.DateTimeFormat('cs-CZ', { weekday: 'long', timeZone: 'Europe/Prague' }).format(
    new Date(),
  );
  const todayRow = page.locator('tr.hours__today');
  await expect(todayRow).toHaveCount(1);
  await expect(todayRow.getByRole('rowheader')).toContainText(`${today}dnes`);
  const table = await page.locator('table.hours').boundingBox();
  const equipment = await page.getByRole('heading', { level: 2, name: 'Vybavení' }).boundingBox();
  expect(equipment!.y - (table!.y + table!.height)).toBeGreaterThanOrEqual(24);
});

test('one password-reset page for every role: the same screen on each address', async ({ page }) => {
  const boxes = [];
  for (const path of ['/user/update-password', '/zapomenute-heslo', '/admin/update-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.site-header'), path).toHaveCount(0);
    await expect(page.locator('.site-footer'), path).toHaveCount(0);
    await expect(page.getByLabel('E-mail')).toBeVisible();
    boxes.push({
      path,
      title: await page.getByRole('heading', { level: 1 }).innerText(),
      form: await page.locator('form').boundingBox(),
    });
  }
  expect(boxes[1]!.title).toBe(boxes[0]!.title);
  expect(boxes[1]!.form).toEqual(boxes[0]!.form);
  expect(boxes[2]!.form?.width).toBe(boxes[0]!.form?.width);
});
