import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { register, signInPage } from '../accounts.ts';
import { expect, horizontalOverflow, isolatedPage, test } from '../fixtures.ts';
import { lastLink, uniqueEmail } from '../mailbox.ts';
import { superadminToken } from '../partner-approval.ts';
import { serveBlankTiles } from './catalogue-helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PASSWORD = 'Nove-partnerske-heslo-2026';

const tomorrow = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date(Date.now() + 86_400_000));

/** A published venue in Brno, a published activity and a slot tomorrow, through the partner's API. */
async function offer(request: APIRequestContext, token: string, suffix: string) {
  const headers = { 'x-admin-token': `Bearer ${token}` };
  const areas = (await (await request.get('/api/public/')).json()).areas as { id: string; slug: string }[];
  const venue = await request.post('/api/admin/venues', {
    headers,
    data: {
      name: `Posilovna Čekárna ${suffix}`,
      description: 'Posilovna a kruhové tréninky.',
      areaId: areas.find((area) => area.slug === 'brno')!.id,
      street: 'Lidická 1',
      city: 'Brno',
      postalCode: '602 00',
      lat: 49.2066,
      lng: 16.6081,
      openingHours: [{ day: 1, opens: '06:00', closes: '22:00' }],
    },
  });
  expect(venue.status(), await venue.text()).toBe(201);
  const venueId = (await venue.json()).id as string;
  const activity = await request.post('/api/admin/activities', {
    headers,
    data: {
      venueId,
      name: `Kruhový trénink ${suffix}`,
      durationMinutes: 60,
      capacity: 12,
      championsPlaces: null,
      options: [{ name: 'Jednorázový vstup', price: 18_000, durationMinutes: 60 }],
    },
  });
  expect(activity.status(), await activity.text()).toBe(201);
  const activityId = (await activity.json()).id as string;
  for (const path of [
    `/api/admin/venues/${venueId}/published`,
    `/api/admin/activities/${activityId}/published`,
  ]) {
    expect((await request.put(path, { headers, data: { published: true } })).ok()).toBe(true);
  }
  const slot = await request.post('/api/admin/slots', {
    headers,
    data: { activityId, date: tomorrow(), time: '10:00', durationMinutes: 60, capacity: 12 },
  });
  expect(slot.status(), await slot.text()).toBe(201);
  return { venueId, venueName: `Posilovna Čekárna ${suffix}` };
}

test('a new partner registers, waits for approval with the first-run checklist, submits; the back office approves and the venue goes public', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  // No internet in tests: the public venue page's map gets blank tiles from here instead of the tile server.
  await serveBlankTiles(page);
  const email = uniqueEmail('cekajici-partner', testInfo.project.name);
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Petra Čekající ${suffix}`;

  // 1. Registers in the form and confirms the e-mail: the panel says she waits for approval.
  await page.goto('/admin/register');
  await page.getByLabel(/Název provozovny/).fill('Posilovna Čekárna');
  await page.getByLabel('Jméno a příjmení').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/Souhlasím s/).check();
  await page.getByRole('button', { name: 'Vytvořit účet' }).click();
  await expect(page.getByRole('heading', { name: 'Zkontrolujte e-mail' })).toBeVisible({ timeout: 20_000 });
  // a busy machine may take a while to deliver the e-mail
  await page.goto(await lastLink(email, '/admin/verify-email', 60_000));
  await expect(page).toHaveURL('/admin/enters-loading', { timeout: 20_000 });
  const checklist = page.getByTestId('approval-checklist');
  await expect(checklist).toContainText('Čeká na schválení');
  await expect(checklist).toContainText('Hotovo 0 z 5');
  await expect(checklist.getByRole('listitem')).toHaveText([
    /Fakturační údaje a bankovní účet/,
    /Sportoviště/,
    /Aktivita/,
    /Termíny/,
    /Odeslat ke schválení/,
  ]);
  await expect(checklist.getByRole('button', { name: 'Odeslat ke schválení' })).toBeDisabled();

  // 2. The first step links to the settings, where the billing details and bank account are saved.
  await checklist.getByRole('link', { name: 'Otevřít: Fakturační údaje a bankovní účet' }).click();
  await expect(page).toHaveURL('/admin/settings');
  await expect(page.getByRole('link', { name: 'Zobrazit postup' })).toBeVisible();
  const token = (await page.evaluate(() => localStorage.getItem('champions.token.admin')))!;
  const headers = { 'x-admin-token': `Bearer ${token}` };
  const saved = await request.put('/api/admin/settings', {
    headers,
    data: {
      companyName: 'Posilovna Čekárna s.r.o.',
      ico: '25596641',
      address: 'Lidická 1, 602 00 Brno',
      bankAccount: '19-2000145399/0800',
      payoutFrequency: 'monthly',
    },
  });
  expect(saved.status()).toBe(200);

  // 3. Venue, activity and a slot: each step ticks off; nothing is public yet.
  const { venueId, venueName } = await offer(request, token, suffix);
  await page.goto('/admin/enters-loading');
  await expect(checklist).toContainText('Hotovo 4 z 5');
  await page.screenshot({
    path: testInfo.outputPath('admin-approval-checklist.png'),
    fullPage: true,
    scale: 'css',
  });
  expect((await request.get(`/api/public/venues/${venueId}`)).status()).toBe(404);
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.map((v) => v.id)).toEqual([]);

  // 4. Submits: the request goes to the back office.
  await checklist.getByRole('button', { name: 'Odeslat ke schválení' }).click();
  await expect(
    checklist.getByRole('status').filter({ hasText: 'Žádost o schválení jsme předali' }),
  ).toBeVisible();
  await expect(checklist).toContainText('Žádost je u týmu Champions.');
  await expect(checklist).toContainText('Hotovo 5 z 5');

  // 5. The operator finds it in the inbox and approves it (with a confirmation).
  const operator = await isolatedPage(browser, baseURL);
  try {
    const superadmin = await superadminToken(request);
    await operator.page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      'champions.token.superadmin',
      superadmin,
    ] as const);
    await operator.page.goto('/superadmin/request');
    await operator.page.getByLabel('Hledat jméno, e-mail nebo firmu').fill(email);
    await operator.page.getByRole('button', { name: 'Hledat' }).click();
    await operator.page.getByRole('link', { name: `Otevřít žádost od ${name}` }).click();
    await expect(operator.page.getByText('čeká na schválení', { exact: true })).toBeVisible();
    await operator.page.screenshot({ path: testInfo.outputPath('bo-request-approval.png'), fullPage: true });
    await operator.page.getByRole('button', { name: 'Schválit partnera' }).click();
    const dialog = operator.page.getByRole('dialog', { name: `Schválit partnera ${name}?` });
    await expect(dialog).toContainText('budou hned veřejné');
    await dialog.getByRole('button', { name: 'Ano, schválit' }).click();
    await expect(operator.page.getByText('Žádost je schválená, partnerský účet existuje.')).toBeVisible();
    expect(
      (await new AxeBuilder({ page: operator.page }).withTags(WCAG).analyze()).violations.map((v) => v.id),
    ).toEqual([]);
  } finally {
    await operator.context.close();
  }

  // 6. The checklist is gone from the panel and the venue is public.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vstupy' })).toBeVisible();
  await expect(page.getByTestId('approval-checklist')).toHaveCount(0);
  await page.goto(`/venues/${venueId}`);
  await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible();
});

test('@phone the first-run checklist fits a phone and is accessible', async ({ page, request }, testInfo) => {
  test.slow();
  const account = {
    email: uniqueEmail('cekajici-telefon', testInfo.project.name),
    password: PASSWORD,
    name: 'Pavel Telefonní',
  };
  await register(request, account, 'admin');
  const link = await lastLink(account.email, '/admin/verify-email', 60_000);
  const verified = await request.post('/api/admin/verify-email', {
    data: { token: new URL(link, 'http://x').searchParams.get('token') },
  });
  expect(verified.ok()).toBe(true);
  await signInPage(page, request, account, 'admin');
  await page.goto('/admin/enters-loading');
  const checklist = page.getByTestId('approval-checklist');
  await expect(checklist).toContainText('Čeká na schválení');
  await expect(checklist.getByRole('link', { name: /^Otevřít:/ })).toHaveCount(4);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: testInfo.outputPath('admin-approval-checklist.png'),
    fullPage: true,
    scale: 'css',
  });
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.map((v) => v.id)).toEqual([]);
});
