import { expect, test } from '../fixtures.ts';
import { findActivity, pragueDay, serveBlankTiles } from './catalogue-helpers.ts';

const HATHA = 'Hatha jóga pro začátečníky';

test.describe('activity list', () => {
  for (const term of ['joga', 'jóga']) {
    test(`searching "${term}" finds ${HATHA}`, async ({ page }) => {
      await page.goto(`/activities?search=${encodeURIComponent(term)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Aktivity' })).toBeVisible();
      await expect(page.getByRole('link', { name: HATHA })).toBeVisible();
      await expect(page.getByText(/Nalezeno: \d+ aktivit/)).toBeVisible();
    });
  }

  test('filters by area and category; the URL reproduces the view', async ({ page }) => {
    await page.goto('/activities');
    await page.getByRole('button', { name: 'Filtry' }).click();
    await page.getByLabel('Oblast').selectOption({ label: 'Brno' });
    await expect(page).toHaveURL(/area=brno/);
    // the filter is the URL: the box shows checked once the navigation it starts has landed, so the
    // click is followed by a waiting assertion rather than check(), which wants the state at once
    const swimming = page.getByRole('checkbox', { name: 'Plavání' });
    await swimming.click();
    await expect(swimming).toBeChecked();
    await expect(page).toHaveURL(/area=brno&category=plavani/);

    const venues = page.locator('.activity-card__venue');
    await expect(venues.first()).toBeVisible();
    // The previous list (Brno, every category) stays on screen until the filtered one arrives, so the wait is for
    // both: every card in Brno and every card swimming. Waiting for Brno alone let the old list pass.
    const chips = page.locator('.activity-card__chip');
    await expect
      .poll(async () => {
        const inBrno = (await venues.allTextContents()).every((text) => text.includes('Brno'));
        const categories = new Set(await chips.allTextContents());
        return inBrno && categories.size === 1 && categories.has('Plavání');
      })
      .toBe(true);

    // The same link in a fresh page shows the same view.
    const url = page.url();
    await page.goto(url);
    await page.getByRole('button', { name: 'Filtry' }).click();
    await expect(page.getByLabel('Oblast')).toHaveValue('brno');
    await expect(page.getByRole('checkbox', { name: 'Plavání' })).toBeChecked();
    await expect(page.locator('.activity-card__venue').first()).toContainText('Brno');
  });

  test('an empty result suggests removing a filter', async ({ page }) => {
    await page.goto('/activities?search=xyzxyzxyz&area=brno');
    await expect(page.getByRole('heading', { name: 'Nic jsme nenašli' })).toBeVisible();
    await page.getByRole('button', { name: /Hledání „xyzxyzxyz“/ }).click();
    await expect(page).toHaveURL('/activities?area=brno');
    await expect(page.locator('.activity-card').first()).toBeVisible();
  });
});

test('activity detail preselects the time slot from the URL; buying logged out saves the target and goes to registration', async ({
  page,
  request,
}) => {
  const activity = await findActivity(request, 'hatha');
  const date = pragueDay(1);
  const slots = (await (
    await request.get(`/api/public/activities/${activity.id}/slots?date=${date}`)
  ).json()) as { slots: { id: string; free: number }[] };
  const slot = slots.slots.find((s) => s.free > 0);
  expect(slot, 'a free slot tomorrow').toBeDefined();

  await serveBlankTiles(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/public/activities/${activity.id}`) asked.push(r.resourceType());
  });
  await page.goto(`/activities/${activity.id}?timeSlotId=${slot!.id}&selectedDate=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: HATHA })).toBeVisible();
  // the head preloads the activity's answer and the page's fetch takes it: asked once, not twice
  expect(asked).toEqual(['other']);
  await expect(page.locator(`input[name="slot"][value="${slot!.id}"]`)).toBeChecked();
  await expect(page.locator(`input[name="day"][value="${date}"]`)).toBeChecked();
  await expect(page.getByRole('radio', { name: /Jednorázový vstup/ })).toBeChecked();
  await expect(page.locator('.summary__price')).toHaveText('230\u00a0Kč');
  await expect(page.locator('.summary__plans')).toContainText('184\u00a0Kč');

  await page.getByRole('button', { name: 'Koupit vstup' }).click();
  await expect(page).toHaveURL('/user/register');
  const saved = await page.evaluate(() => localStorage.getItem('champions.postLoginRedirect'));
  expect(JSON.parse(saved ?? '{}')).toMatchObject({
    type: 'activity',
    activityId: activity.id,
    timeSlotId: slot!.id,
    selectedDate: date,
  });
});

test.describe('map', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 50.0755, longitude: 14.4378 } });

  test('shows clustered markers, a list of what is in view, and the nearby list', async ({ page }) => {
    await serveBlankTiles(page);
    await page.goto('/mapa');
    await expect(page.locator('.marker-cluster').first()).toBeVisible();
    // the tiles come from the server's setting (MAP_TILE_URL, read at run time), with their credit line
    await expect(page.locator('img.leaflet-tile[src*="tile.openstreetmap.org"]').first()).toBeAttached();
    await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
    await expect(page.locator('.map-list__item').first()).toBeAttached();

    const nearby = page.waitForResponse((r) => r.url().includes('/api/public/search?') && r.ok());
    await page.getByRole('button', { name: 'Blízko mě' }).click();
    const answer = await nearby;
    expect(new URL(answer.url()).searchParams.get('lat')).toBe('50.076');
    await expect(page.getByRole('list', { name: 'Ve vašem okolí' })).toBeAttached();
    const items = page.getByRole('list', { name: 'Ve vašem okolí' }).getByRole('listitem');
    await expect(items.first()).toContainText(/\d( |\u00a0)(m|km)/);
    await expect(page.locator('.map-pin').first()).toBeAttached();
  });
});

test('Championship shows the prices of the config and the areas', async ({ page, request }) => {
  const data = (await (await request.get('/api/public/')).json()) as {
    areas: { name: string; price: number }[];
    config: { allLocationsPrice: number };
  };
  // SPEC 9: GET /api/public/ answers the config and area prices in whole Kč (1799, 1699).
  const crowns = (kc: number) =>
    new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 }).format(
      kc,
    );
  expect(crowns(data.config.allLocationsPrice)).toBe('1\u00a0799\u00a0Kč');

  await page.goto('/championship');
  const grid = page.locator('.location-grid');
  await expect(grid.getByText('Všechny lokality')).toBeVisible();
  await expect(grid.locator('.location--all .location__price')).toHaveText('1\u00a0799\u00a0Kč');
  for (const area of data.areas) {
    const tile = grid.locator('.location', { hasText: area.name });
    await expect(tile.locator('.location__price')).toHaveText(crowns(area.price));
  }
  await expect(grid.locator('.location__price').first()).toHaveText('1\u00a0699\u00a0Kč');

  // Choosing a location and type while logged out saves the target and goes to registration.
  await grid.getByText('Brno').click();
  await page.getByRole('radio', { name: /Flexibilní/ }).check();
  await expect(page.locator('.championship__total')).toContainText('1\u00a0898\u00a0Kč');
  await page.getByRole('button', { name: 'Pokračovat k objednávce' }).click();
  await expect(page).toHaveURL('/user/register');
  const saved = await page.evaluate(() => localStorage.getItem('champions.postLoginRedirect'));
  expect(JSON.parse(saved ?? '{}')).toMatchObject({
    type: 'championship',
    selectedType: 'CHAMPIONSHIP_FLEXIBLE',
  });
});

test('the contact form checks the e-mail and creates a request', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Jméno a příjmení').fill('Jana Nováková');
  await page.getByLabel('E-mail').fill('jana@');
  await page.getByLabel('Zpráva').fill('Dobrý den, máte lekce jógy i o víkendu?');
  await page.getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByText('Zadejte platný e-mail.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeFocused();

  await page.getByLabel('E-mail').fill('jana.novakova@example.cz');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/public/requests'));
  await page.getByRole('button', { name: 'Odeslat' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByText('Děkujeme, zprávu máme')).toBeVisible();
});
