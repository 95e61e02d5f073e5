import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { signedInAccount } from '../accounts.ts';
import { expect, isolatedPage, test } from '../fixtures.ts';
import { lastLink, uniqueEmail } from '../mailbox.ts';
import { approveRegisteredPartner } from '../partner-approval.ts';
import { serveBlankTiles } from './catalogue-helpers.ts';

/** A password off the common-password list (the demo one is on it). */
const PASSWORD = 'Silne-heslo-2026';

const pragueParts = (instant: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Prague',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/**
 * A slot start about two hours from now, as a Prague date and wall time: in the future (slots must be)
 * and within a day, so the reception may admit the entry today.
 */
function soonSlotStart(): { date: string; time: string } {
  const at = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 300_000) * 300_000);
  const parts = pragueParts(at);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Registers a customer through the API, follows the e-mailed link and signs the page in. */
async function signedInCustomer(request: APIRequestContext, page: Page, email: string) {
  await signedInAccount(page, request, { email, password: PASSWORD, name: 'Eva Zákaznice' });
}

/** Reads the QR code the card page drew, the way a scanner would (jsQR over the image's pixels). */
async function decodeCardQr(page: Page): Promise<string> {
  const image = page.getByTestId('card-qr');
  await expect(image).toBeVisible();
  const pixels = await image.evaluate((img: HTMLImageElement) => {
    const size = 400;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.imageSmoothingEnabled = false;
    context.drawImage(img, 0, 0, size, size);
    return { size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  const result = jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size);
  if (!result) throw new Error('the card QR code could not be decoded');
  return result.data;
}

test('the partner journey: register, venue in Brno, weekly slots, a receptionist scans a bought entry, earnings show it', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the whole journey once per run');
  // Four accounts (password hashing), a card payment and several pages on a busy machine.
  test.setTimeout(240_000);
  await serveBlankTiles(page);
  const suffix = Date.now().toString(36);
  const partnerEmail = uniqueEmail('journey-partner', testInfo.project.name);
  const staffEmail = uniqueEmail('journey-staff', testInfo.project.name);
  const customerEmail = uniqueEmail('journey-customer', testInfo.project.name);
  const venueName = `Hala Lužánky ${suffix}`;
  const activityName = `Ranní kruhový trénink ${suffix}`;

  // 1. The partner registers in the form and confirms the e-mail.
  await page.goto('/admin/register');
  await page.getByLabel(/Název provozovny/).fill('Hala Lužánky');
  await page.getByLabel('Jméno a příjmení').fill('Tomáš Dvořák');
  await page.getByLabel('E-mail').fill(partnerEmail);
  await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/Souhlasím s/).check();
  await page.getByRole('button', { name: 'Vytvořit účet' }).click();
  await expect(page.getByRole('heading', { name: 'Zkontrolujte e-mail' })).toBeVisible({ timeout: 20_000 });
  await page.goto(await lastLink(partnerEmail, '/admin/verify-email'));
  await expect(page).toHaveURL('/admin/enters-loading', { timeout: 20_000 });

  // 2. A venue in Brno, its position picked on the map; published.
  await page.goto('/admin/venues/create');
  await page.getByLabel('Název sportoviště').fill(venueName);
  await page.getByLabel('Popis').fill('Sportovní hala u parku Lužánky.');
  await page.getByLabel('Oblast').selectOption({ label: 'Brno' });
  await page.getByLabel('Ulice a číslo').fill('Lidická 56');
  await page.getByLabel('Město').fill('Brno');
  await page.getByLabel('PSČ').fill('602 00');
  const picker = page.getByTestId('venue-map-picker');
  await expect(picker).toBeVisible();
  await picker.click({ position: { x: 140, y: 100 } });
  await expect(page.getByText(/Vybraná poloha: 49\.\d+, 16\.\d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Vytvořit sportoviště' }).click();
  await expect(page).toHaveURL(/\/admin\/venues\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Zveřejnit' }).click();
  await expect(page.getByRole('button', { name: 'Skrýt z katalogu' })).toBeVisible();

  // 3. An activity with a price and a capacity share, published.
  await page.goto('/admin/activity/create');
  await page.getByLabel('Název aktivity').fill(activityName);
  await page.getByLabel('Kategorie').selectOption({ index: 1 });
  await page.getByLabel('Cena možnosti 1 (Kč)').fill('180');
  await page.getByLabel('Kapacita', { exact: true }).fill('10');
  // Capacity share: Champions may sell 6 of the 10 places, the partner's own members keep 4.
  await page.getByLabel('Míst pro Champions').fill('6');
  await page.getByRole('button', { name: 'Vytvořit aktivitu' }).click();
  await expect(page).toHaveURL(/\/admin\/activity\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const activityId = page.url().split('/').at(-1)!;
  await page.getByRole('button', { name: 'Zveřejnit' }).click();
  await expect(page.getByRole('button', { name: 'Skrýt z katalogu' })).toBeVisible();

  // 4. A weekly series of four slots, the first in about two hours.
  const start = soonSlotStart();
  await page.getByRole('link', { name: /Naplánovat termíny/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kalendář' })).toBeVisible();
  const create = page.getByRole('region', { name: 'Nový termín' });
  await create.getByLabel('Datum').fill(start.date);
  await create.getByLabel('Začátek').fill(start.time);
  await create.getByLabel('Opakovat každý týden').check();
  await create.getByLabel('Opakovat do').fill(addDays(start.date, 21));
  await create.getByRole('button', { name: 'Vytvořit opakované termíny' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vytvořeno termínů: 4.' })).toBeVisible();

  // 4b. A partner who registered on their own waits for approval: the back office approves them.
  const partnerToken = (await page.evaluate(() => localStorage.getItem('champions.token.admin')))!;
  await approveRegisteredPartner(request, { token: partnerToken, email: partnerEmail, activityId });

  // 5. A receptionist is invited and signs up from the e-mailed link on their own device.
  await page.goto('/admin/staff');
  await page.getByLabel('E-mail').fill(staffEmail);
  await page.getByLabel(/Jméno a příjmení/).fill('Lucie Recepční');
  await page.getByRole('button', { name: 'Poslat pozvánku' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert'))).toContainText(
    `Pozvánku jsme poslali na ${staffEmail}.`,
  );
  const staff = await isolatedPage(browser, baseURL);
  const customer = await isolatedPage(browser, baseURL);
  try {
    await staff.page.goto(await lastLink(staffEmail, '/staff/signup'));
    await staff.page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await staff.page.getByRole('button', { name: 'Vytvořit účet' }).click();
    await expect(staff.page).toHaveURL('/staff/enters', { timeout: 20_000 });

    // 6. A customer buys an entry for the first slot, paying by card.
    const slots = (await (
      await request.get(`/api/public/activities/${activityId}/slots?date=${start.date}`)
    ).json()) as { slots: { id: string; capacity: number; free: number }[] };
    const slot = slots.slots[0]!;
    expect(slot).toMatchObject({ capacity: 6, free: 6 });
    await serveBlankTiles(customer.page);
    await signedInCustomer(request, customer.page, customerEmail);
    await customer.page.goto(`/activities/${activityId}?selectedDate=${start.date}&timeSlotId=${slot.id}`);
    await expect(customer.page.getByRole('heading', { level: 1, name: activityName })).toBeVisible();
    await customer.page.getByRole('button', { name: /Zaplatit .* kartou/ }).click();
    const dialog = customer.page.getByRole('dialog', { name: 'Platba za vstup' });
    await dialog.getByLabel('Číslo karty').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Platnost (MM/RR)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: /Zaplatit/ }).click();
    // the built-in test gateway answers within seconds, more on a busy machine
    await expect(customer.page.getByTestId('buy-done')).toContainText('Hotovo, vstup máte!', {
      timeout: 30_000,
    });

    // 7. The receptionist scans the customer's card (the QR decoded as a scanner reads it).
    await customer.page.goto('/user/qr-code');
    const payload = await decodeCardQr(customer.page);
    await staff.page.getByLabel('Kód z karty').fill(payload);
    await staff.page.getByRole('button', { name: 'Ověřit vstup' }).click();
    const result = staff.page.getByTestId('scan-result');
    // the slot starts in about two hours, outside the door's window (30 minutes before it): the screen
    // names the other time and admits only when the reception confirms it
    await expect(result).toContainText('Vstup je na jiný termín');
    await result.getByRole('button', { name: 'Přesto vpustit' }).click();
    await expect(result).toHaveAttribute('data-admitted', 'true');
    await expect(result).toContainText('Eva Zákaznice');
    await expect(result).toContainText(activityName);
    expect(staff.errors).toEqual([]);
    expect(customer.errors).toEqual([]);
  } finally {
    await staff.context.close();
    await customer.context.close();
  }

  // 8. The new activity is in the public list and on the map.
  await page.goto(`/activities?search=${encodeURIComponent(activityName)}`);
  await expect(page.getByRole('link', { name: new RegExp(activityName) }).first()).toBeVisible();
  await page.goto(`/mapa?search=${encodeURIComponent(activityName)}`);
  await expect(page.locator(`.map-pin[title="${venueName}"]`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Na mapě' }).getByRole('link', { name: new RegExp(activityName) }),
  ).toBeVisible();

  // 9. The partner's earnings show the admitted entry: 180 Kč for this activity.
  await page.goto('/admin/earnings');
  await expect(page.getByRole('heading', { name: 'Výdělek v čase' })).toBeVisible();
  const byActivity = page.getByRole('region', { name: 'Podle aktivit' });
  const row = byActivity.getByRole('row').filter({ hasText: activityName });
  await expect(row).toContainText(venueName);
  await expect(row).toContainText(/180\sKč/);
  await expect(page.getByText('Naspořeno k výplatě').locator('..')).toContainText(/180\sKč/);
});
