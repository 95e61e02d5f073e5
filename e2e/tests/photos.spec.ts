import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerAndVerify, signInPage } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { uniqueEmail } from '../mailbox.ts';
import { approveRegisteredPartner } from '../partner-approval.ts';
import { serveBlankTiles } from './catalogue-helpers.ts';

const PASSWORD = 'Silne-heslo-2026';

/** A landscape "photo" drawn by the browser (a PNG of 1200 × 800 px): large enough for every srcset width. */
async function drawnPhoto(page: Page, colour: string, label: string): Promise<Buffer> {
  const data = await page.evaluate(
    ([fill, text]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 800;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 1200, 800);
      gradient.addColorStop(0, fill!);
      gradient.addColorStop(1, '#10201d');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 1200, 800);
      context.fillStyle = '#ffffff';
      context.font = 'bold 96px sans-serif';
      context.fillText(text!, 80, 420);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [colour, label],
  );
  return Buffer.from(data, 'base64');
}

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

/** A published venue in Brno with one published activity, created through the partner API. */
async function publishedVenueWithActivity(request: APIRequestContext, token: string, suffix: string) {
  const headers = { 'x-admin-token': `Bearer ${token}` };
  const areas = (await (await request.get('/api/public/')).json()).areas as { id: string; slug: string }[];
  const brno = areas.find((area) => area.slug === 'brno')!;
  const venueName = `Sportovní hala Lužánky ${suffix}`;
  const activityName = `Florbal pro dospělé ${suffix}`;
  const venue = await request.post('/api/admin/venues', {
    headers,
    data: {
      name: venueName,
      description: 'Hala s palubovkou a šatnami.',
      areaId: brno.id,
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
      name: activityName,
      durationMinutes: 90,
      capacity: 20,
      championsPlaces: null,
      options: [{ name: 'Jednorázový vstup', price: 15_000, durationMinutes: 90 }],
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
  return { venueId, venueName, activityId, activityName };
}

test('a partner uploads photos and sees them in the venue page’s gallery, on the activity page and its card', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await serveBlankTiles(page);
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const account = {
    email: uniqueEmail('partner-photos', testInfo.project.name),
    password: PASSWORD,
    name: 'Petr Dvořák',
    extra: { companyName: 'Hala Lužánky' },
  };
  const token = await registerAndVerify(request, account, 'admin');
  const { venueId, venueName, activityId, activityName } = await publishedVenueWithActivity(
    request,
    token,
    suffix,
  );
  // a partner who registered on their own is public once the back office approves them
  await approveRegisteredPartner(request, { token, email: account.email, activityId });
  await signInPage(page, request, account, 'admin');

  // Before any photo the activity shows its category's pictogram, whole.
  await page.goto(`/activities/${activityId}`);
  await expect(page.getByRole('heading', { level: 1, name: activityName })).toBeVisible();
  await expect(page.locator('.detail__pictogram')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Fotografie/ })).toHaveCount(0);

  // The partner uploads a photo of the hall and one of the activity.
  await page.goto(`/admin/venues/${venueId}`);
  await page.getByLabel('Nahrát fotografie').setInputFiles({
    name: 'hala.png',
    mimeType: 'image/png',
    buffer: await drawnPhoto(page, '#1d6fa5', 'Hala'),
  });
  await expect(page.getByRole('img', { name: 'Fotografie 1' })).toBeVisible();
  const venuePhoto = (await page.getByRole('img', { name: 'Fotografie 1' }).getAttribute('src'))!;
  expect(venuePhoto).toMatch(/^\/uploads\/[\w-]+_w1200\.webp$/);
  await page.goto(`/admin/activity/${activityId}`);
  await page.getByLabel('Nahrát fotografie').setInputFiles({
    name: 'florbal.png',
    mimeType: 'image/png',
    buffer: await drawnPhoto(page, '#a5461d', 'Florbal'),
  });
  await expect(page.getByRole('img', { name: 'Fotografie 1' })).toBeVisible();
  const activityPhoto = (await page.getByRole('img', { name: 'Fotografie 1' }).getAttribute('src'))!;

  // The public venue page: the hall's photo, with its widths for the browser to choose from.
  await page.goto(`/venues/${venueId}`);
  const hall = page.getByRole('img', { name: `${venueName} – fotografie` });
  await expect(hall).toBeVisible();
  await expect(hall).toHaveAttribute('src', venuePhoto);
  await expect(hall).toHaveAttribute('srcset', new RegExp(`_w400\\.webp 400w, .*${venuePhoto} 1200w$`));
  await expect(hall).toHaveJSProperty('complete', true);
  expect(await hall.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // its activity's card shows the activity's own photo
  const card = page.locator('.activity-card').filter({ hasText: activityName });
  await expect(card.locator('img')).toHaveAttribute('src', activityPhoto);
  await expect(card.locator('img')).toHaveAttribute('srcset', /400w, .*800w, .*1200w$/);

  // The activity page: a gallery of the activity's photo, then the hall's; arrow keys turn them.
  await page.goto(`/activities/${activityId}`);
  const gallery = page.getByRole('region', { name: `Fotografie: ${activityName}` });
  await expect(gallery.getByRole('img', { name: `${activityName} – fotografie 1 z 2` })).toBeVisible();
  await expect(page.locator('.detail__pictogram')).toHaveCount(0);
  await gallery.getByRole('figure').focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByRole('img', { name: `${venueName} – fotografie 2 z 2` })).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Ukázat fotografii 2 z 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await gallery.getByRole('button', { name: 'Předchozí fotografie' }).click();
  await expect(gallery.getByRole('img', { name: `${activityName} – fotografie 1 z 2` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The list's card and /venues show the photos too.
  await page.goto(`/activities?search=${encodeURIComponent(activityName)}`);
  const listed = page.locator('.activity-card').filter({ hasText: activityName });
  await expect(listed.locator('img')).toHaveAttribute('src', activityPhoto);
  await expect(listed.locator('img')).toHaveAttribute('srcset', /1200w$/);
  await page.goto('/venues?area=brno');
  const row = page.locator('.venue-row').filter({ hasText: venueName });
  await expect(row.locator('img')).toHaveAttribute('src', venuePhoto);
  await expect(row.locator('img')).toHaveAttribute('srcset', /400w/);
  expect(await seriousViolations(page)).toEqual([]);
});
