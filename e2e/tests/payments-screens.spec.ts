import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signedInAccount } from '../accounts.ts';
import { blockExternalRequests, expect, test } from '../fixtures.ts';
import { uniqueEmail } from '../mailbox.ts';
import { serveBlankTiles } from './catalogue-helpers.ts';

/**
 * The card payment screens for docs/screenshots/ at 390 × 844 and 1280 × 800: the card modal with
 * "Uložit kartu pro další nákupy", an entry's confirmation, the saved card offered at a plan's
 * checkout, the plan's confirmation, the removal that asks first and the plan's "no card" banner.
 * Runs only with SCREENSHOTS=1 (it writes into the repository).
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function shot(page: Page, name: string, width: number) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `docs/screenshots/${name}-${width}.png` });
}

async function freeSlots(request: APIRequestContext, count: number) {
  const list = (await (await request.get('/api/public/activities?area=praha&sort=time')).json()) as {
    activities: { id: string; nextSlotAt: string | null }[];
  };
  const places: { activityId: string; slotId: string; day: string }[] = [];
  for (const activity of list.activities.filter((a) => a.nextSlotAt)) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(
      new Date(activity.nextSlotAt!),
    );
    const { slots } = (await (
      await request.get(`/api/public/activities/${activity.id}/slots?date=${day}`)
    ).json()) as { slots: { id: string; startsAt: string; free: number }[] };
    const slot = slots.find((x) => x.free > 0 && new Date(x.startsAt).getTime() > Date.now() + 3_600_000);
    if (slot) places.push({ activityId: activity.id, slotId: slot.id, day });
    if (places.length === count) return places;
  }
  throw new Error('not enough free Prague slots');
}

async function fillCard(dialog: Locator) {
  await dialog.getByLabel('Číslo karty').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Platnost (MM/RR)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
}

test('payment screens at 390 and 1280 px', async ({ browser, request, baseURL }, testInfo) => {
  test.skip(!process.env.SCREENSHOTS || testInfo.project.name !== 'desktop', 'SCREENSHOTS=1 only');
  test.setTimeout(300_000);
  const places = await freeSlots(request, SIZES.length);
  for (const [index, size] of SIZES.entries()) {
    const context = await browser.newContext({ baseURL, viewport: size, locale: 'cs-CZ' });
    await blockExternalRequests(context);
    const page = await context.newPage();
    await serveBlankTiles(page);
    await signedInAccount(page, request, {
      email: uniqueEmail(`screens-${size.width}`, testInfo.project.name),
      password: 'Silne-heslo-2026',
      name: 'Klára Dvořáková',
    });
    const place = places[index]!;

    // an entry paid by card: the modal with the tick box, then the entry's confirmation
    await page.goto(`/activities/${place.activityId}?selectedDate=${place.day}&timeSlotId=${place.slotId}`);
    await page.getByRole('button', { name: /Zaplatit .* kartou/ }).click();
    const modal = page.getByRole('dialog', { name: 'Platba za vstup' });
    await fillCard(modal);
    await expect(modal.getByRole('checkbox', { name: 'Uložit kartu pro další nákupy' })).toBeChecked();
    await shot(page, 'pay-card-modal', size.width);
    await modal.getByRole('button', { name: /Zaplatit/ }).click();
    const heading = page.getByRole('heading', { name: 'Hotovo, vstup máte!' });
    await expect(heading).toBeFocused({ timeout: 30_000 });
    await heading.scrollIntoViewIfNeeded();
    await shot(page, 'pay-confirmation-entry', size.width);

    // a plan at the checkout: the kept card offered in the modal, then the plan's confirmation
    await page.goto('/championship/checkout?selectedType=CHAMPIONSHIP_FLEXIBLE');
    await page.getByRole('radio', { name: /^Brno/ }).check();
    await page.getByRole('checkbox', { name: /Žádám, aby předplatné začalo hned/ }).check();
    await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();
    const planModal = page.getByRole('dialog', { name: 'Championship – flexibilní, Brno' });
    await expect(planModal.getByRole('radio', { name: /Uložená karta Visa •••• 4242/ })).toBeChecked();
    await shot(page, 'pay-saved-card', size.width);
    await planModal.getByRole('button', { name: /^Zaplatit/ }).click();
    const planDone = page.getByTestId('plan-confirmation');
    await expect(planDone.getByRole('heading', { name: /Členství je aktivní do / })).toBeFocused({
      timeout: 30_000,
    });
    await shot(page, 'pay-confirmation-plan', size.width);

    // removing the plan's only card asks first; then the plan says it has no card
    await page.goto('/platba');
    await page.getByRole('button', { name: 'Odebrat kartu Visa •••• 4242' }).click();
    const remove = page.getByRole('dialog', { name: 'Odebrat kartu Visa •••• 4242?' });
    await expect(remove).toContainText('Je to jediná karta vašeho předplatného.');
    await shot(page, 'platba-remove-card', size.width);
    await remove.getByRole('button', { name: 'Odebrat kartu' }).click();
    await expect(page.getByText('Karta je odebraná.')).toBeVisible();
    await page.goto('/user/subscription');
    await expect(page.getByRole('alert').filter({ hasText: 'Předplatné nemá platební kartu' })).toBeVisible();
    await shot(page, 'subscription-no-card', size.width);
    await context.close();
  }
});
