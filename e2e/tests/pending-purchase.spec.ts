import { expect, test } from '../fixtures.ts';
import { findActivity, pragueDay, serveBlankTiles } from './catalogue-helpers.ts';

/** Signed out, the registration and login pages say which purchase is kept for after. */

const HATHA = 'Hatha jóga pro začátečníky';
const pragueTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  hour: 'numeric',
  minute: '2-digit',
});

test('a chosen slot: "Po registraci dokončíte nákup" names the activity, day and time; so does the login', async ({
  page,
  request,
}) => {
  const activity = await findActivity(request, 'hatha');
  const date = pragueDay(1);
  const slots = (await (
    await request.get(`/api/public/activities/${activity.id}/slots?date=${date}`)
  ).json()) as { slots: { id: string; free: number; startsAt: string }[] };
  const slot = slots.slots.find((s) => s.free > 0);
  expect(slot, 'a free slot tomorrow').toBeDefined();
  const kept = `${HATHA}, zítra v ${pragueTime.format(new Date(slot!.startsAt))}`;

  await serveBlankTiles(page);
  await page.goto(`/activities/${activity.id}?timeSlotId=${slot!.id}&selectedDate=${date}`);
  await expect(page.locator(`input[name="slot"][value="${slot!.id}"]`)).toBeChecked();
  await page.getByRole('button', { name: 'Koupit vstup' }).first().click();

  await expect(page).toHaveURL('/user/register');
  await expect(page.getByText(`Po registraci dokončíte nákup: ${kept}`)).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL('/user/login');
  await expect(page.getByText(`Po přihlášení dokončíte nákup: ${kept}`)).toBeVisible();
});

test('a Championship chosen on its page is named with its location and type', async ({ page }) => {
  await page.goto('/championship');
  await page.locator('.location-grid').getByText('Brno').click();
  await page.getByRole('radio', { name: /Flexibilní/ }).check();
  await page.getByRole('button', { name: 'Pokračovat k objednávce' }).click();
  await expect(page).toHaveURL('/user/register');
  await expect(
    page.getByText('Po registraci dokončíte nákup: Championship – Brno, flexibilní'),
  ).toBeVisible();
});

test('PAYG+ from its page is named', async ({ page }) => {
  await page.goto('/paygplus');
  await page.getByRole('button', { name: /Aktivovat PAYG\+/ }).click();
  await expect(page).toHaveURL('/user/register');
  await expect(page.getByText('Po registraci dokončíte nákup: PAYG+')).toBeVisible();
});

test('with nothing being bought, the pages say nothing of the kind', async ({ page }) => {
  await page.goto('/user/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/dokončíte nákup/)).toHaveCount(0);
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/dokončíte nákup/)).toHaveCount(0);
});
