import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { serveBlankTiles } from './catalogue-helpers.ts';

const DEMO_PASSWORD = 'Champions123!';

/** Signs the demo superadmin in through the API; the token is stored before any page script runs. */
async function superadminPage(page: Page, request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/superadmin/login', {
    data: { email: 'admin@champions.cz', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).token as string;
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    'champions.token.superadmin',
    token,
  ] as const);
  return { 'x-superadmin-token': `Bearer ${token}` };
}

/** The demo partner's id: its venues can be edited for it (some seeded venues belong to no partner). */
async function demoPartner(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const admins = await request.get('/api/superadmin/admins?q=partner%40champions.cz', { headers });
  return (await admins.json()).admins[0].id as string;
}

const withoutDiacritics = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

test('a superadmin finds a venue and edits its description; the public venue page shows it', async ({
  page,
  request,
}) => {
  const headers = await superadminPage(page, request);
  // No internet in tests: the venue form's map gets blank tiles from here.
  await serveBlankTiles(page);
  const list = await request.get(
    `/api/superadmin/venues?published=yes&limit=1&partnerId=${await demoPartner(request, headers)}`,
    { headers },
  );
  const venue = (await list.json()).venues[0] as { id: string; name: string };
  const detail = (await (await request.get(`/api/superadmin/venues/${venue.id}`, { headers })).json()).venue;

  await page.goto('/superadmin/dashboard');
  await page.getByRole('navigation', { name: 'Správa' }).getByRole('link', { name: 'Sportoviště' }).click();
  await expect(page).toHaveURL('/superadmin/venues');
  await page
    .getByRole('searchbox', { name: 'Hledat', exact: true })
    .fill(withoutDiacritics(venue.name).toLowerCase());
  await page.getByRole('button', { name: 'Hledat', exact: true }).click();
  await page.getByRole('link', { name: `Detail sportoviště ${venue.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();

  const description = `Upraveno podporou ${Date.now()}.`;
  try {
    await page.getByLabel('Popis').fill(description);
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await expect(page.getByText('Změny jsme uložili.')).toBeVisible();
    const publicVenue = await request.get(`/api/public/venues/${venue.id}`);
    expect(await publicVenue.text()).toContain(description);
    await expect(new AxeBuilder({ page }).exclude('.leaflet-container').analyze()).resolves.toMatchObject({
      violations: [],
    });
  } finally {
    // the demo venue keeps its description for the other journeys
    await request.put(`/api/superadmin/venues/${venue.id}`, {
      headers,
      data: {
        name: detail.name,
        description: detail.description,
        areaId: detail.areaId,
        venueCategoryId: detail.venueCategoryId,
        street: detail.street,
        city: detail.city,
        postalCode: detail.postalCode,
        lat: detail.lat,
        lng: detail.lng,
        phone: detail.phone ?? '',
        website: detail.website ?? '',
        equipmentIds: detail.equipmentIds,
        openingHours: detail.openingHours,
      },
    });
  }
});

test('a superadmin creates an activity, publishes it, then hides it and it is gone from the public list', async ({
  page,
  request,
}) => {
  const headers = await superadminPage(page, request);
  const list = await request.get(
    `/api/superadmin/venues?published=yes&limit=1&partnerId=${await demoPartner(request, headers)}`,
    { headers },
  );
  const venue = (await list.json()).venues[0] as { id: string; name: string };
  const name = `Kruhový trénink ${Date.now()}`;

  await page.goto('/superadmin/activity');
  await page.getByRole('link', { name: 'Nová aktivita' }).click();
  await expect(page).toHaveURL('/superadmin/activity/create');
  await page.getByLabel('Hledat místo').fill(withoutDiacritics(venue.name));
  await page.getByLabel('Místo', { exact: true }).selectOption(venue.id);
  await page.getByLabel('Název aktivity').fill(name);
  await page.getByLabel('Cena možnosti 1 (Kč)').fill('250');
  await page.getByRole('button', { name: 'Vytvořit aktivitu' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Ve veřejném katalogu se nezobrazuje.')).toBeVisible();

  const publicList = async () =>
    (await (await request.get(`/api/public/activities?search=${encodeURIComponent(name)}`)).text()).includes(
      name,
    );

  await page.getByRole('button', { name: 'Zveřejnit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zveřejnit' }).click();
  await expect(page.getByText('Zákazníci ho vidí ve veřejném katalogu.')).toBeVisible();
  expect(await publicList()).toBe(true);

  await page.getByRole('button', { name: 'Skrýt' }).click();
  const dialog = page.getByRole('dialog', { name: `Skrýt „${name}“?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Skrýt' }).click();
  await expect(page.getByText('Ve veřejném katalogu se nezobrazuje.')).toBeVisible();
  expect(await publicList()).toBe(false);

  // the audit log has the three changes
  const audit = await request.get('/api/superadmin/audit?action=backoffice.activity.', { headers });
  const actions = (await audit.json()).entries.map((row: { action: string }) => row.action);
  expect(actions).toEqual(
    expect.arrayContaining([
      'backoffice.activity.create',
      'backoffice.activity.publish',
      'backoffice.activity.unpublish',
    ]),
  );
});
