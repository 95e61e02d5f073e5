import { expect, test } from '../fixtures.ts';
import { findActivity } from './catalogue-helpers.ts';

test('terms, privacy notice and partner terms are three pages with the product rules', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Obchodní podmínky' }).click();
  await expect(page).toHaveURL(/\/user-terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obchodní podmínky');
  const terms = page.getByRole('main');
  await expect(terms).toContainText('28 dní');
  await expect(terms).toContainText('13 období');
  await expect(terms).toContainText('doplatek 199 Kč za každé započaté období');
  await expect(terms).toContainText('597 Kč'); // 60 days: 3 started periods × 199 Kč
  await expect(terms).toContainText('Kredit nikdy nepropadá');
  await expect(terms).toContainText('do 14 dnů');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Zpracování osobních údajů' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zpracování osobních údajů');
  const privacy = page.getByRole('main');
  await expect(privacy).toContainText('Stáhnout moje data');
  await expect(privacy).toContainText('Smazat účet');
  await expect(privacy).toContainText('Úřadu pro ochranu osobních údajů');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Podmínky pro partnery' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podmínky pro partnery');
  await expect(page.getByRole('main')).toContainText('načtený na recepci');
});

const crowns = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('prices agree: the "from" price is the cheapest area, one period word, the yearly total is 13 periods', async ({
  page,
  request,
}) => {
  const data = (await (await request.get('/api/public/')).json()) as { areas: { price: number }[] };
  await page.goto('/championship');
  await expect(page.locator('.location').first()).toBeVisible();
  const locationPrices = await page.locator('.location:not(.location--all) .location__price').allInnerTexts();
  expect(locationPrices.length).toBe(data.areas.length);
  const cheapest = Math.min(...locationPrices.map(crowns));
  const fromText = new Intl.NumberFormat('cs-CZ').format(cheapest).replace(/\s/g, '\u00a0');

  await expect(page.locator('.hero__lead')).toContainText(`Od ${fromText}`);
  await page.getByRole('button', { name: 'Kolik stojí členství?' }).click();
  await expect(page.locator('.faq__answer').first()).toContainText(`začíná na ${fromText}`);

  // Choosing a location shows the whole yearly commitment next to the period price.
  await page.locator('.location').first().click();
  const period = crowns(await page.locator('.championship__total strong').innerText());
  const total = new Intl.NumberFormat('cs-CZ').format(period * 13).replace(/\s/g, '\u00a0');
  await expect(page.locator('.championship__commitment')).toContainText(`Celkem ${total} Kč za 13 období`);

  for (const path of ['/championship', '/plany', '/', '/paygplus']) {
    await page.goto(path);
    await expect(page.locator('main .skeleton')).toHaveCount(0);
    const text = await page.getByRole('main').innerText();
    expect(text, path).not.toMatch(/měsíčně|4 týdny|měsíční výpověd/);
  }
  await page.goto('/plany');
  for (const per of await page.locator('.plan__price span').allInnerTexts()) {
    expect(['/ 28 dní', 'pro firmy']).toContain(per);
  }
});

test('unknown addresses and missing activities or venues answer 404 with the Czech not-found page', async ({
  page,
  request,
}) => {
  const activity = await findActivity(request, 'hatha');
  const ok = await page.goto(`/activities/${activity.id}`);
  expect(ok?.status()).toBe(200);
  const missing = '00000000-0000-4000-8000-000000000000';
  for (const [path, heading] of [
    ['/tahle-stranka-neni', 'Stránka nenalezena'],
    [`/activities/${missing}`, 'Aktivita nenalezena'],
    [`/venues/${missing}`, 'Sportoviště nenalezeno'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  }
});
