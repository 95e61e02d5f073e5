import type { APIRequestContext, Page } from '@playwright/test';
import { signedInAccount } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { uniqueEmail } from '../mailbox.ts';
import { findActivity, serveBlankTiles } from './catalogue-helpers.ts';

/** Cumulative layout shift of a page load: every shift not caused by input, summed (stricter than CLS). */
async function layoutShift(
  page: Page,
  path: string,
  /** waits until the page has arrived where it returns to (e.g. the card modal is ready) */
  ready?: (page: Page) => Promise<void>,
): Promise<{ total: number; sources: string[] }> {
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
  if (ready) await ready(page);
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

/** An upcoming slot with free places (and its option and day) of an activity in Prague. */
async function freePragueSlot(request: APIRequestContext) {
  const list = (await (await request.get('/api/public/activities?area=praha&sort=time')).json()) as {
    activities: { id: string; nextSlotAt: string | null }[];
  };
  for (const activity of list.activities.filter((a) => a.nextSlotAt)) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(
      new Date(activity.nextSlotAt!),
    );
    const { slots } = (await (
      await request.get(`/api/public/activities/${activity.id}/slots?date=${day}`)
    ).json()) as { slots: { id: string; startsAt: string; free: number }[] };
    const slot = slots.find((s) => s.free > 0 && new Date(s.startsAt).getTime() > Date.now() + 3_600_000);
    if (!slot) continue;
    const detail = (await (await request.get(`/api/public/activities/${activity.id}`)).json()) as {
      options: { id: string }[];
    };
    return { activityId: activity.id, optionId: detail.options[0]!.id, slotId: slot.id, day };
  }
  throw new Error('no free Prague slot');
}

// The flows that come back to a page (after verification or login) do not jump
// either: the activity whose card modal opens by itself, the subscription page with its step, and
// the checkout. Each runs on the phone (@phone) and on the desktop.
for (const phone of [true, false]) {
  test(
    `pages a customer returns to do not jump (CLS ≤ 0.05) on the ${phone ? 'phone' : 'desktop'}`,
    phone ? { tag: '@phone' } : {},
    async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      await serveBlankTiles(page);
      await signedInAccount(page, request, {
        email: uniqueEmail(`navrat-${phone ? 'telefon' : 'pc'}`, testInfo.project.name),
        password: 'Silne-heslo-2026',
        name: 'Věra Návratová',
      });
      const place = await freePragueSlot(request);
      const flows: [string, ((page: Page) => Promise<void>) | undefined][] = [
        [
          `/activities/${place.activityId}?selectedOption=${place.optionId}&timeSlotId=${place.slotId}&selectedDate=${place.day}&autoPay=true`,
          async (p) => {
            const dialog = p.getByRole('dialog', { name: 'Platba za vstup' });
            await expect(dialog.getByLabel('Číslo karty')).toBeVisible();
          },
        ],
        ['/user/subscription', undefined],
        ['/championship/checkout', undefined],
      ];
      for (const [path, ready] of flows) {
        // (no about:blank in between: the signed-in session's storage needs a page of the site)
        const shift = await layoutShift(page, path, ready);
        expect.soft(shift.total, `${path}: ${shift.sources.join(', ')}`).toBeLessThanOrEqual(0.05);
      }
    },
  );
}
