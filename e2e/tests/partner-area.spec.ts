import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { register } from '../accounts.ts';
import { expect, horizontalOverflow, test } from '../fixtures.ts';
import { lastLink, uniqueEmail } from '../mailbox.ts';
import { approveRegisteredPartner } from '../partner-approval.ts';
import { pragueDay, serveBlankTiles } from './catalogue-helpers.ts';

const PASSWORD = 'Silne-heslo-2026';
/** A tiny valid PNG to upload as a venue photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** WCAG 2.1 AA violations of serious or critical impact on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .exclude('.leaflet-container')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The calendar day `days` after a 'YYYY-MM-DD' key. */
const addDayKeys = (key: string, days: number) =>
  new Date(Date.parse(`${key}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Nothing on the page is wider than the viewport (phone layout). */
async function fitsViewport(page: Page) {
  return (await horizontalOverflow(page)) <= 1;
}

test('a new partner creates a venue in Brno on the map and an activity with a weekly series; it appears in the public list', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // No internet in tests: the map gets blank tiles from here instead of the tile server.
  await serveBlankTiles(page);
  const email = uniqueEmail('partner-brno', testInfo.project.name);
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const venueName = `Studio Pohyb Brno ${suffix}`;
  const activityName = `Večerní pilates ${suffix}`;

  // Registration and the e-mailed verification link sign the partner in.
  await register(
    request,
    { email, password: PASSWORD, name: 'Jana Nováková', extra: { companyName: 'Studio Pohyb' } },
    'admin',
  );
  await page.goto(await lastLink(email, '/admin/verify-email'));
  await expect(page).toHaveURL('/admin/enters-loading', { timeout: 20_000 });

  // The menu shows every working screen and nothing unavailable (docs/business-rules.md, Navigation).
  const nav = page.getByRole('navigation', { name: /partner/i });
  await expect(nav.getByRole('link', { name: 'Sportoviště' })).toBeVisible();
  for (const name of ['Ceny', 'Trenéři', 'Doporučení', 'Podpora', 'API a webhooky', 'Rozvrh na váš web']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(1);
  }
  await expect(nav.getByText('Nedostupné')).toHaveCount(0);

  // A venue in Brno, with its position picked on the map.
  await nav.getByRole('link', { name: 'Sportoviště' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sportoviště' })).toBeVisible();
  await expect(page.getByText('Zatím nemáte žádné sportoviště')).toBeVisible();
  await page.getByRole('link', { name: 'Přidat sportoviště' }).click();
  await expect(page).toHaveURL('/admin/venues/create');
  await page.getByRole('button', { name: 'Vytvořit sportoviště' }).click();
  await expect(page.getByText('Zadejte název místa.')).toBeVisible();
  await expect(page.getByLabel('Název sportoviště')).toBeFocused();

  await page.getByLabel('Název sportoviště').fill(venueName);
  await page.getByLabel('Popis').fill('Malé studio pilates a jógy v centru Brna.');
  await page.getByLabel('Oblast').selectOption({ label: 'Brno' });
  await page.getByLabel('Ulice a číslo').fill('Joštova 4');
  await page.getByLabel('Město').fill('Brno');
  await page.getByLabel('PSČ').fill('602 00');
  const map = page.getByTestId('venue-map-picker');
  await expect(map).toBeVisible();
  await map.click({ position: { x: 120, y: 90 } });
  await expect(page.getByText(/Vybraná poloha: 49\.\d+, 16\.\d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Vytvořit sportoviště' }).click();
  await expect(page).toHaveURL(/\/admin\/venues\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible();
  expect(await fitsViewport(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  // A photo is uploaded, resized by the server and shown.
  await page
    .getByLabel('Nahrát fotografie')
    .setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('img', { name: 'Fotografie 1' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Fotografie 1' })).toHaveAttribute(
    'src',
    /^\/uploads\/[\w-]+\.webp$/,
  );
  await page.getByRole('button', { name: 'Zveřejnit' }).click();
  await expect(page.getByRole('button', { name: 'Skrýt z katalogu' })).toBeVisible();

  // An activity with a priced option; the earning per entry is shown before saving.
  await page.goto('/admin/activity/create');
  await page.getByLabel('Název aktivity').fill(activityName);
  await page.getByLabel('Kategorie').selectOption({ label: 'Pilates' });
  await page.getByLabel('Cena možnosti 1 (Kč)').fill('220');
  await expect(page.getByText(/Vy dostanete za každý vstup 220\sKč/)).toBeVisible();
  await page.getByLabel('Kapacita', { exact: true }).fill('10');
  // Capacity share: empty = Champions may sell every place.
  await expect(page.getByLabel('Míst pro Champions')).toHaveValue('');
  if (process.env.E2E_SHOTS)
    await page.screenshot({
      path: `${process.env.E2E_SHOTS}/activity-${testInfo.project.name}.png`,
      fullPage: true,
    });
  await page.getByRole('button', { name: 'Vytvořit aktivitu' }).click();
  await expect(page).toHaveURL(/\/admin\/activity\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Zveřejnit' }).click();
  await expect(page.getByRole('button', { name: 'Skrýt z katalogu' })).toBeVisible();

  // A weekly series of slots for four weeks.
  await page.getByRole('link', { name: /Naplánovat termíny/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kalendář' })).toBeVisible();
  await page.getByLabel('Začátek').fill('18:30');
  await page.getByLabel('Opakovat každý týden').check();
  await page.getByRole('button', { name: 'Vytvořit opakované termíny' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vytvořeno termínů: 5.' })).toBeVisible();
  await page.getByRole('button', { name: 'Další →' }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`18:30 ${activityName}, obsazeno 0 z 10`) }),
  ).toBeVisible();
  expect(await fitsViewport(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // Cancelling a slot asks first.
  await page.getByRole('button', { name: new RegExp(`18:30 ${activityName}`) }).click();
  await page.getByRole('button', { name: 'Zrušit termín' }).click();
  await expect(page.getByRole('dialog', { name: 'Zrušit tento termín?' })).toBeVisible();
  await page.getByRole('button', { name: 'Ponechat' }).click();

  // A partner who registered on their own is public once the back office approves them; then the new activity
  // is in the public list at once.
  const token = (await page.evaluate(() => localStorage.getItem('champions.token.admin')))!;
  const listed = await request.get('/api/admin/activities', {
    headers: { 'x-admin-token': `Bearer ${token}` },
  });
  const { activities } = (await listed.json()) as { activities: { id: string; name: string }[] };
  const activityId = activities.find((activity) => activity.name === activityName)!.id;
  await approveRegisteredPartner(request, { token, email, activityId });
  await page.goto(`/activities?search=${encodeURIComponent(activityName)}`);
  await expect(page.getByRole('link', { name: new RegExp(activityName) }).first()).toBeVisible();
});

test('the partner’s settings refuse an IČO with a wrong check digit and accept a valid one', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('partner@champions.cz');
  await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL('/admin/enters-loading', { timeout: 20_000 });
  await page.goto('/admin/settings');
  await page.getByLabel('Název firmy nebo jméno podnikatele').fill('Sport Praha s.r.o.');
  await page.getByLabel('Sídlo').fill('Vinohradská 12, 120 00 Praha 2');
  await page.getByLabel('IČO').fill('25596642');
  await page.getByLabel('Číslo účtu pro výplaty').fill('19-2000145399/0800');
  await page.getByRole('button', { name: 'Uložit údaje' }).click();
  await expect(page.getByText('IČO nemá platný kontrolní součet. Zkontrolujte ho prosím.')).toBeVisible();
  await expect(page.getByLabel('IČO')).toBeFocused();
  await page.getByLabel('IČO').fill('25596641');
  await page.getByRole('button', { name: 'Uložit údaje' }).click();
  await expect(page.getByText('Údaje jsme uložili.')).toBeVisible();
  expect(await fitsViewport(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // The earnings page shows a chart and the hidden price page is reachable.
  await page.goto('/admin/earnings');
  await expect(page.getByRole('heading', { name: 'Výdělek v čase' })).toBeVisible();
  expect(await fitsViewport(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/admin/price');
  await expect(page.getByRole('heading', { level: 1, name: 'Ceny' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Váš výdělek za vstup' })).toBeVisible();
});

test('the scan screen asks which of the partner’s venues the device stands at', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('partner@champions.cz');
  await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL('/admin/enters-loading', { timeout: 20_000 });
  await page.goto('/admin/enter');
  // the demo partner runs several Prague venues: the picker lists them, all of them by default
  const picker = page.getByRole('combobox', { name: 'Místo' });
  await expect(picker).toHaveValue('');
  await expect(picker.getByRole('option', { name: 'Všechna moje místa' })).toHaveCount(1);
  expect(await picker.getByRole('option').count()).toBeGreaterThan(2);
  const second = await picker.getByRole('option').nth(1).getAttribute('value');
  await picker.selectOption(second!);
  await expect(picker).toHaveValue(second!);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the calendar’s month view: slot counts per day, a chosen day’s slots to edit, arrow keys, capacity share', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('partner@champions.cz');
  await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL('/admin/enters-loading', { timeout: 20_000 });
  await page.goto('/admin/calendar');
  await expect(page.getByRole('button', { name: 'Týden', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Měsíc', pressed: false }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(page.getByRole('heading', { level: 2, name: /^Měsíc / })).toBeVisible();
  const grid = page.getByRole('table');
  await expect(grid.getByRole('columnheader')).toHaveCount(7);

  // Today sits in the month that opens, whatever week of the month it is.
  await expect(grid.locator('button[aria-current="date"]')).toHaveCount(1);

  // Keyboard: arrow keys move between days, and past the grid's edge into the next or previous month.
  const days = grid.locator('button[data-day]');
  const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('data-day') ?? null);
  const heading = page.getByRole('heading', { level: 2, name: /^Měsíc / });
  const shownMonth = (await heading.textContent())!;
  const shownUrl = page.url();
  const first = (await days.first().getAttribute('data-day'))!;
  const last = (await days.last().getAttribute('data-day'))!;
  await days.first().focus();
  await page.keyboard.press('ArrowDown');
  expect(await focusedDay()).toBe(addDayKeys(first, 7));
  await days.first().focus();
  await page.keyboard.press('ArrowUp');
  await expect(heading).not.toHaveText(shownMonth);
  await expect.poll(focusedDay).toBe(addDayKeys(first, -7));
  await page.goto(shownUrl);
  await expect(heading).toHaveText(shownMonth);
  await days.last().focus();
  await page.keyboard.press('ArrowDown');
  await expect(heading).not.toHaveText(shownMonth);
  await expect.poll(focusedDay).toBe(addDayKeys(last, 7));

  // A day with slots (the demo partner has some from tomorrow on, so tomorrow's month has some): Enter shows them.
  await page.goto(`/admin/calendar?view=month&month=${pragueDay(1).slice(0, 7)}`);
  const busy = grid.getByRole('button', { name: /: \d+ termín/ }).first();
  await busy.focus();
  await page.keyboard.press('Enter');
  await expect(busy).toHaveAttribute('aria-pressed', 'true');
  const panel = page.getByRole('region').filter({ has: page.locator('#calendar-day-title') });
  const slot = panel.getByRole('button', { name: /obsazeno \d+ z \d+/ }).first();
  await expect(slot).toBeVisible();
  expect(await fitsViewport(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  if (process.env.E2E_SHOTS)
    await page.screenshot({
      path: `${process.env.E2E_SHOTS}/month-${testInfo.project.name}.png`,
      fullPage: true,
    });

  // The slot's own capacity share: more than the capacity is refused, a value is kept.
  await slot.click();
  const dialog = page.getByRole('dialog');
  const capacity = Number(await dialog.getByLabel('Kapacita').inputValue());
  await dialog.getByLabel('Míst pro Champions').fill(String(capacity + 1));
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog.getByText('Míst pro Champions nesmí být víc než kapacita.')).toBeVisible();
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/slot-${testInfo.project.name}.png` });
  await dialog.getByLabel('Míst pro Champions').fill(String(capacity));
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog).toBeHidden();
});
