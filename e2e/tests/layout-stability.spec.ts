import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { findActivity, serveBlankTiles } from './catalogue-helpers.ts';

/** Cumulative layout shift of a page load: every shift not caused by input, summed (stricter than CLS). */
async function layoutShift(page: Page, path: string): Promise<{ total: number; sources: string[] }> {
  await page.addInitScript(() => {
    const store = { total: 0, sources: [] as string[] };
    (window as unknown as { __cls: typeof store }).__cls = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        store.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | undefined;
          store.sources.push(
            `${entry.value.toFixed(3)} ${node?.nodeName ?? '?'}.${node instanceof Element ? node.className : ''}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .skeleton')).toHaveCount(0);
  // Let late images and fonts settle.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __cls: { total: number; sources: string[] } }).__cls);
}

test('public pages do not jump while they load (CLS ≤ 0.05)', { tag: '@phone' }, async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await serveBlankTiles(page);
  const activity = await findActivity(request, 'hatha');
  for (const path of [
    '/',
    '/activities',
    `/activities/${activity.id}`,
    `/venues/${activity.venue.id}`,
    '/venues',
    '/championship',
    '/plany',
    '/business',
  ]) {
    // A fresh load each time: the data is fetched again, as for a newcomer.
    await page.goto('about:blank');
    const shift = await layoutShift(page, path);
    expect.soft(shift.total, `${path}: ${shift.sources.join(', ')}`).toBeLessThanOrEqual(0.05);
  }
});
