import type { APIRequestContext, Page } from '@playwright/test';
import { signedInAccount } from '../accounts.ts';
import { seriousViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { uniqueEmail } from '../mailbox.ts';
import { serveBlankTiles } from './catalogue-helpers.ts';

const PASSWORD = 'Silne-heslo-2026';

/** A new verified user, signed in on the page (token stored before any script runs); answers the token. */
async function signedInUser(page: Page, request: APIRequestContext, project: string) {
  const email = uniqueEmail('platba', project);
  return signedInAccount(page, request, { email, password: PASSWORD, name: 'Karel Čermák' });
}

/** The soonest free Prague slots of different activities (each purchase its own activity). */
async function praguePlaces(request: APIRequestContext, count: number) {
  const list = (await (await request.get('/api/public/activities?area=praha&sort=time')).json()) as {
    activities: { id: string; name: string; nextSlotAt: string | null }[];
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

async function openAddCard(page: Page) {
  await page.goto('/platba');
  await expect(page.getByRole('heading', { level: 2, name: 'Platby a doklady' })).toBeVisible();
  await expect(page.getByText('Zatím nemáte uloženou žádnou kartu.')).toBeVisible();
  await page.getByRole('button', { name: 'Přidat kartu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Přidat platební kartu' });
  await expect(dialog.getByLabel('Číslo karty')).toBeVisible();
  // SPEC 4: the button stays disabled until the card form is complete
  await expect(dialog.getByRole('button', { name: 'Uložit kartu' })).toBeDisabled();
  return dialog;
}

async function fillCard(dialog: ReturnType<Page['getByRole']>, number: string) {
  await dialog.getByLabel('Číslo karty').fill(number);
  await dialog.getByLabel('Platnost (MM/RR)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
}

test.describe('payments: saved cards with the card modal', () => {
  // each test registers and verifies its own user by e-mail first
  test.describe.configure({ timeout: 60_000 });

  test('4242 4242 4242 4242 is saved as the default card', async ({ page, request }, testInfo) => {
    await signedInUser(page, request, testInfo.project.name);
    const dialog = await openAddCard(page);
    await fillCard(dialog, '4242 4242 4242 4242');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Uložit kartu' }).click();
    await expect(dialog.getByText('Karta je uložená.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const card = page.getByRole('listitem').filter({ hasText: 'Visa •••• 4242' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Výchozí')).toBeVisible();
    await expect(card.getByText('platnost 12/2034')).toBeVisible();
    await expect(page.getByText('Zatím tu nejsou žádné platby.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('4000 0000 0000 0002 shows the provider’s decline message', async ({ page, request }, testInfo) => {
    await signedInUser(page, request, testInfo.project.name);
    const dialog = await openAddCard(page);
    await fillCard(dialog, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Uložit kartu' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Vaše karta byla zamítnuta.');
    // another card in the same modal then succeeds
    await fillCard(dialog, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Uložit kartu' }).click();
    await expect(dialog.getByText('Karta je uložená.')).toBeVisible();
  });

  test('4000 0025 0000 3155 asks for the extra confirmation', async ({ page, request }, testInfo) => {
    await signedInUser(page, request, testInfo.project.name);
    const dialog = await openAddCard(page);
    await fillCard(dialog, '4000 0025 0000 3155');
    await dialog.getByRole('button', { name: 'Uložit kartu' }).click();
    await expect(dialog.getByRole('heading', { name: 'Ověření platby' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Potvrdit platbu' }).click();
    await expect(dialog.getByText('Karta je uložená.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Visa •••• 3155' })).toBeVisible();
  });

  test('a guest sees how to sign in to manage cards', async ({ page }) => {
    await page.goto('/platba');
    await expect(page.getByText('Po přihlášení tu spravujete své platební karty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Přihlásit se', exact: true })).toHaveAttribute(
      'href',
      '/user/login?redirect=%2Fplatba',
    );
  });
});

test.describe('payments: the card kept at the first payment, and removed only when confirmed', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the first card payment keeps the card (the box left ticked); the next purchase offers it', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the card flow once per run');
    await signedInUser(page, request, testInfo.project.name);
    // the activity's map: blank tiles instead of the tile server (no external requests)
    await serveBlankTiles(page);
    const [first, second] = await praguePlaces(request, 2);

    await page.goto(
      `/activities/${first!.activityId}?selectedDate=${first!.day}&timeSlotId=${first!.slotId}`,
    );
    await page.getByRole('button', { name: /Zaplatit .* kartou/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Platba za vstup' });
    await fillCard(dialog, '4242 4242 4242 4242');
    const keep = dialog.getByRole('checkbox', { name: 'Uložit kartu pro další nákupy' });
    await expect(keep).toBeChecked();
    // the built-in provider has no wallets: nothing about Apple Pay or Google Pay
    await expect(dialog.getByText(/Apple Pay|Google Pay/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: /Zaplatit/ }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    // the entry's confirmation: what, when, where, the card and the calendar; focus on its heading
    const done = page.getByTestId('buy-done');
    await expect(page.getByRole('heading', { name: 'Hotovo, vstup máte!' })).toBeFocused({ timeout: 30_000 });
    await expect(done.getByRole('link', { name: 'Otevřít kartu' })).toBeVisible();
    await expect(done.getByRole('button', { name: 'Do kalendáře' })).toBeVisible();

    // the next purchase offers the kept card in one tap
    await page.goto(
      `/activities/${second!.activityId}?selectedDate=${second!.day}&timeSlotId=${second!.slotId}`,
    );
    const pay = page.getByRole('button', { name: 'Zaplatit kartou Visa •••• 4242' });
    await expect(pay).toBeVisible();
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Hotovo, vstup máte!' })).toBeFocused({ timeout: 30_000 });

    // /platba lists it once, no longer "Zatím nemáte uloženou žádnou kartu"
    await page.goto('/platba');
    await expect(page.getByRole('listitem').filter({ hasText: 'Visa •••• 4242' })).toHaveCount(1);
    await expect(page.getByText('Zatím nemáte uloženou žádnou kartu.')).toHaveCount(0);
    await expect(page.getByText(/Apple Pay|Google Pay/)).toHaveCount(0);
  });

  test('removing the only card of a running plan asks first, says what happens; the plan shows a banner', async ({
    page,
    request,
  }, testInfo) => {
    const token = await signedInUser(page, request, testInfo.project.name);
    // a yearly plan paid with 4242 (the card modal's calls, as the checkout makes them)
    const headers = { 'X-User-Token': `Bearer ${token}` };
    const started = await (
      await request.post('/api/user/subscriptions', {
        headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
        data: { type: 'CHAMPIONSHIP', areaId: null, startNow: true },
      })
    ).json();
    const paid = await request.post('/api/user/payments/local/confirm', {
      headers,
      data: {
        clientSecret: started.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      },
    });
    expect((await paid.json()).status).toBe('succeeded');
    const confirmed = await request.post('/api/user/subscriptions/confirm-payment', {
      headers,
      data: { paymentIntentId: started.paymentIntentId },
    });
    expect(confirmed.ok()).toBe(true);

    await page.goto('/platba');
    const remove = page.getByRole('button', { name: 'Odebrat kartu Visa •••• 4242' });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Odebrat kartu Visa •••• 4242?' });
    await expect(dialog).toContainText('Je to jediná karta vašeho předplatného.');
    await expect(dialog).toContainText(
      /Další platbu ve výši .*Kč, splatnou .*, pak nebudeme mít z čeho strhnout/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('remove-card-dialog.png') });
    // keeping it changes nothing
    await dialog.getByRole('button', { name: 'Ponechat kartu' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(remove).toBeFocused();
    await expect(page.getByRole('listitem').filter({ hasText: 'Visa •••• 4242' })).toBeVisible();

    await remove.click();
    await dialog.getByRole('button', { name: 'Odebrat kartu' }).click();
    await expect(page.getByText('Karta je odebraná.')).toBeVisible();
    await expect(page.getByText('Zatím nemáte uloženou žádnou kartu.')).toBeVisible();

    await page.goto('/user/subscription');
    const banner = page.getByRole('alert').filter({ hasText: 'Předplatné nemá platební kartu' });
    await expect(banner).toContainText(
      /Další platbu ve výši .*Kč, splatnou .*, nebudeme mít z čeho strhnout/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Přidat kartu' }).click();
    await expect(page.getByRole('dialog', { name: 'Přidat platební kartu' })).toBeVisible();
  });
});
