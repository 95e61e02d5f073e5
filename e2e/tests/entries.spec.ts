import { expect, type Page, test } from '@playwright/test';
import { signedInAccount } from '../accounts.ts';
import { seriousViolations } from '../axe.ts';
import { decodeCardQr } from '../card-qr.ts';
import { isolatedPage } from '../fixtures.ts';
import { uniqueEmail } from '../mailbox.ts';
import { serveBlankTiles, soonestPraguePlace } from './catalogue-helpers.ts';

const PASSWORD = 'Champions123!';
/** a new customer's password (the demo one is on the common-password list) */
const NEW_PASSWORD = 'Silne-heslo-2026';

async function signIn(page: Page, path: string, email: string) {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).not.toHaveURL(path, { timeout: 30_000 });
}

test.describe('entries: buy, card, scan', () => {
  test('buy an entry with credits, see it in history, the reception scans the card once', async ({
    request,
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one purchase of the shared demo customer per run');
    // Two sign-ins (password hashing) and a purchase on a busy machine.
    test.setTimeout(150_000);
    const { activity, slot, day } = await soonestPraguePlace(request);
    // Pages from their own contexts, so axe can scan them.
    const customer = await isolatedPage(browser, baseURL);
    const page = customer.page;
    await serveBlankTiles(page);

    await signIn(page, '/user/login', 'uzivatel@champions.cz');
    await expect(page).toHaveURL('/user/qr-code');

    await page.goto(`/activities/${activity.id}?selectedDate=${day}&timeSlotId=${slot.id}`);
    const buy = page.getByRole('button', { name: /Zaplatit .* z kreditu/ });
    await expect(buy).toBeEnabled();
    await expect(page.getByText(/z kreditu \(máte 1\s000\sKč\)/)).toBeVisible();
    await buy.click();
    await expect(page.getByTestId('buy-done')).toContainText('Hotovo, vstup máte!');
    // back on the slot later, the page says it is bought instead of selling it again
    await page.reload();
    await expect(page.getByTestId('buy-done')).toContainText('Máte zakoupeno ✓');
    await expect(page.getByRole('button', { name: /Zaplatit .* z kreditu/ })).toHaveCount(0);

    // History: the new entry is upcoming, paid with credits, with a cancel button.
    await page.getByRole('link', { name: 'Historie vstupů' }).first().click();
    await expect(page).toHaveURL('/user/history');
    const entry = page.getByTestId('history-entry').filter({ hasText: activity.name }).first();
    await expect(entry).toContainText('Nadcházející');
    await expect(entry).toContainText('kreditem');
    // Cancelling is open until the start: with the money back until 2 hours before, later the place is
    // offered and the money returns only if someone takes it (docs/business-rules.md, fair late cancellation).
    await expect(entry.getByRole('button', { name: /Zrušit vstup/ })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    // The card: name, rotating code; decode the QR like a scanner.
    await page.getByRole('link', { name: 'Karta' }).click();
    await expect(page.getByText('Jana Nováková')).toBeVisible();
    const payload = await decodeCardQr(page);
    expect(payload).toMatch(/^CH1\.[0-9a-f-]{36}\.\d{8}$/);
    expect(await seriousViolations(page)).toEqual([]);

    // The reception scans it (typed, as the camera would deliver the same text).
    const staff = await isolatedPage(browser, baseURL);
    try {
      await signIn(staff.page, '/staff/login', 'recepce@champions.cz');
      await expect(staff.page).toHaveURL('/staff/enters');
      await expect(staff.page.getByRole('heading', { level: 1, name: 'Načítání vstupů' })).toBeVisible();
      const code = staff.page.getByLabel('Kód z karty');
      // the card's code turns over every few seconds: read it afresh, as the camera would at the door
      const scanned = await decodeCardQr(page);
      await code.fill(scanned);
      await staff.page.getByRole('button', { name: 'Ověřit vstup' }).click();
      const result = staff.page.getByTestId('scan-result');
      // the soonest slot may start later than the door's window (30 minutes before it): the screen
      // then names the other time and admits only when the reception confirms it
      await expect(result).toHaveAttribute('data-admitted', /^(true|false)$/);
      const confirm = result.getByRole('button', { name: 'Přesto vpustit' });
      if (await confirm.isVisible()) {
        await expect(result).toContainText('Vstup je na jiný termín');
        await confirm.click();
      }
      await expect(result).toHaveAttribute('data-admitted', 'true');
      await expect(result).toContainText('Vstup povolen');
      await expect(result).toContainText('Jana Nováková');
      await expect(result).toContainText(activity.name);
      // a kiosk: the verdict is at the top, in view without scrolling, and today's count went up
      await expect(result).toBeInViewport({ ratio: 1 });
      await expect(staff.page.getByTestId('admitted-today')).toHaveText(/^Dnes vpuštěno: [1-9]\d*$/);
      // the customer's open card confirms the admission within two seconds (it polls)
      await expect(page.getByTestId('card-admitted')).toContainText('Vstup potvrzen.', { timeout: 3000 });
      await expect(page.getByTestId('card-admitted')).toContainText(activity.name);
      await expect(
        staff.page
          .getByRole('region', { name: 'Poslední načtené vstupy' })
          .getByText('Jana Nováková')
          .first(),
      ).toBeVisible();

      // The ticket turned used.
      await page.goto('/user/history');
      await expect(
        page.getByTestId('history-entry').filter({ hasText: activity.name }).first(),
      ).toContainText('Využito');

      // A second scan of the same code says she is already in and spends nothing.
      await code.fill(scanned);
      await staff.page.getByRole('button', { name: 'Ověřit vstup' }).click();
      await expect(result).toHaveAttribute('data-admitted', 'false');
      await expect(result).toContainText('Už vpuštěno');
      await expect(result).toContainText('tento vstup už byl načten');
      expect(await seriousViolations(staff.page)).toEqual([]);
      expect(staff.errors).toEqual([]);
      expect(customer.errors).toEqual([]);
    } finally {
      await staff.context.close();
      await customer.context.close();
    }
  });

  test('a new customer without credits pays an entry by card (4242) in the card modal', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the card flow once per run');
    test.setTimeout(120_000);
    const email = uniqueEmail('vstup-karta', testInfo.project.name);
    await signedInAccount(page, request, { email, password: NEW_PASSWORD, name: 'Eva Kartová' });

    const { activity, slot, day } = await soonestPraguePlace(request);
    await page.goto(`/activities/${activity.id}?selectedDate=${day}&timeSlotId=${slot.id}`);
    await expect(page.getByText(/zaplatíte .* kartou/i)).toBeVisible();
    await page.getByRole('button', { name: /Zaplatit .* kartou/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Platba za vstup' });
    await dialog.getByLabel('Číslo karty').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Platnost (MM/RR)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: /Zaplatit/ }).click();
    // the modal closes once paid and the entry's confirmation takes the focus
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('buy-done')).toContainText('Hotovo, vstup máte!');
    await expect(page.getByRole('heading', { name: 'Hotovo, vstup máte!' })).toBeFocused({ timeout: 30_000 });

    await page.goto('/user/history');
    const entry = page.getByTestId('history-entry').filter({ hasText: activity.name }).first();
    await expect(entry).toContainText('Nadcházející');
    await expect(entry).toContainText('kartou');

    // The payment is in the billing history with its tax document.
    await page.goto('/platba');
    const billing = page.getByRole('region', { name: 'Historie plateb' });
    await expect(billing.getByLabel(/Stáhnout doklad .+ \(PDF\)/).first()).toBeVisible();
  });

  test('a customer with a saved card buys an entry in one tap and lands on the success screen', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the one-tap flow once per run');
    test.setTimeout(120_000);
    const email = uniqueEmail('vstup-ulozena', testInfo.project.name);
    const token = await signedInAccount(page, request, {
      email,
      password: NEW_PASSWORD,
      name: 'Jan Uložený',
    });
    // the card saved at /platba (SetupIntent + the built-in provider's form)
    const headers = { 'X-User-Token': `Bearer ${token}` };
    const setup = await (await request.post('/api/user/payment-methods/setup-intent', { headers })).json();
    const saved = await request.post('/api/user/payments/local/confirm', {
      headers,
      data: {
        clientSecret: setup.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      },
    });
    expect((await saved.json()).status).toBe('succeeded');

    const { activity, slot, day } = await soonestPraguePlace(request);
    await page.goto(`/activities/${activity.id}?selectedDate=${day}&timeSlotId=${slot.id}`);
    const pay = page.getByRole('button', { name: 'Zaplatit kartou Visa •••• 4242' });
    await expect(pay).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zaplatit jinou kartou' })).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await pay.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`buy-saved-card-${width}.png`), fullPage: false });
    }
    expect(await seriousViolations(page)).toEqual([]);

    await pay.click();
    // no card modal: the saved card is charged at once
    await expect(page.getByRole('dialog', { name: 'Platba za vstup' })).toHaveCount(0);
    const done = page.getByTestId('buy-done');
    await expect(done).toContainText('Hotovo, vstup máte!');
    await expect(page.getByTestId('buy-done-entry')).toContainText(activity.name);
    await expect(page.getByTestId('buy-done-entry')).toContainText('Praha');
    await expect(done.getByRole('link', { name: 'Otevřít kartu' })).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('buy-done')).toContainText('Máte zakoupeno ✓');
  });

  test('a card that asks for 3-D Secure ends on the same success screen as credits (what, when, where)', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the 3-D Secure flow once per run');
    test.setTimeout(120_000);
    const email = uniqueEmail('vstup-3ds', testInfo.project.name);
    await signedInAccount(page, request, { email, password: NEW_PASSWORD, name: 'Ota Ověřený' });
    const { activity, slot, day } = await soonestPraguePlace(request);
    await page.goto(`/activities/${activity.id}?selectedDate=${day}&timeSlotId=${slot.id}`);
    await expect(page.getByText(/zaplatíte .* kartou/i)).toBeVisible();
    await page.getByRole('button', { name: /Zaplatit .* kartou/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Platba za vstup' });
    await dialog.getByLabel('Číslo karty').fill('4000 0025 0000 3155');
    await dialog.getByLabel('Platnost (MM/RR)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: /Zaplatit/ }).click();
    await dialog.getByRole('button', { name: 'Potvrdit platbu' }).click();
    // once confirmed, the modal gives way to the entry's own confirmation
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const done = page.getByTestId('buy-done');
    // the page asks for the entry until the payment is applied (paidEntry.ts): a bound for two busy lanes
    await expect(done).toContainText('Hotovo, vstup máte!', { timeout: 30_000 });
    await expect(page.getByTestId('buy-done-entry')).toContainText(activity.name);
    await expect(done.getByRole('link', { name: 'Otevřít kartu' })).toBeVisible();
  });

  test('the card is installable and shows a valid code offline', async ({
    page,
    request,
    context,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'once per run');
    test.setTimeout(90_000);
    const login = await request.post('/api/user/login', {
      data: { email: 'uzivatel@champions.cz', password: PASSWORD },
    });
    const jwt = (await login.json()).token as string;
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      'champions.token.user',
      jwt,
    ] as const);
    await page.goto('/user/qr-code');
    await expect(page.getByTestId('card-qr')).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/card.webmanifest');
    const manifest = await (await request.get('/card.webmanifest')).json();
    expect(manifest).toMatchObject({ start_url: '/user/qr-code', display: 'standalone' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await expect(page.getByTestId('card-qr')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Jste offline – kód se počítá v telefonu a na recepci platí.')).toBeVisible();
    expect(await decodeCardQr(page)).toMatch(/^CH1\.[0-9a-f-]{36}\.\d{8}$/);
    await context.setOffline(false);
  });

  test(
    'on a phone, the bar pays at once with the saved card and ends on the same confirmation',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('vstup-lista', testInfo.project.name);
      const token = await signedInAccount(page, request, {
        email,
        password: NEW_PASSWORD,
        name: 'Lída Lištová',
      });
      const headers = { 'X-User-Token': `Bearer ${token}` };
      const setup = await (await request.post('/api/user/payment-methods/setup-intent', { headers })).json();
      const saved = await request.post('/api/user/payments/local/confirm', {
        headers,
        data: {
          clientSecret: setup.clientSecret,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
        },
      });
      expect((await saved.json()).status).toBe('succeeded');
      await page.setViewportSize({ width: 390, height: 844 });
      const { activity, slot, day } = await soonestPraguePlace(request);
      await page.goto(`/activities/${activity.id}?selectedDate=${day}&timeSlotId=${slot.id}`);
      const bar = page.getByTestId('sticky-buy');
      await expect(bar).toContainText(/Visa\s••••\s4242/);
      const pay = bar.getByRole('button', { name: 'Zaplatit kartou', exact: true });
      await expect(pay).toBeVisible();
      // the whole button fits the phone
      const box = (await pay.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await page.screenshot({ path: testInfo.outputPath('sticky-buy-saved-card-390.png') });
      await pay.click();
      // no card form: the saved card is charged at once, the panel's confirmation takes the focus
      await expect(page.getByRole('dialog', { name: 'Platba za vstup' })).toHaveCount(0);
      await expect(page.getByTestId('buy-done-entry')).toContainText(activity.name);
      await expect(page.getByTestId('buy-done')).toContainText('Hotovo, vstup máte!');
      await expect(bar).toContainText('Máte zakoupeno ✓');
    },
  );

  test('on a phone, a chosen slot shows the buy bar that leads to the buy button', { tag: '@phone' }, async ({
    page,
    request,
  }) => {
    const { activity, slot, day } = await soonestPraguePlace(request);
    await page.goto(`/activities/${activity.id}?selectedDate=${day}`);
    await expect(page.getByTestId('sticky-buy')).toHaveCount(0);
    await page.goto(`/activities/${activity.id}?selectedDate=${day}&timeSlotId=${slot.id}`);
    const bar = page.getByTestId('sticky-buy');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Koupit', exact: true }).click();
    await expect(page.locator('#buy-panel')).toBeFocused();
  });
});
