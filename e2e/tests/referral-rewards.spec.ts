import { signInPage } from '../accounts.ts';
import { expect, isolatedPage, test } from '../fixtures.ts';
import { lastLink, uniqueEmail } from '../mailbox.ts';
import {
  apiLogin,
  buyByCard,
  cardPayload,
  createOwnSlot,
  DEMO_PASSWORD,
  newCustomer,
  scanConfirmed,
} from './waitlist-helpers.ts';

const PASSWORD = 'Silne-heslo-2026';
const czk = (amount: number) => new RegExp(`^${amount}\\s*Kč$`);

test.describe('referral rewards', () => {
  test('a customer’s link brings a new customer; their card-paid entry, once used, credits both; a void of the scan takes both back', async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one journey per run: it moves money');
    test.setTimeout(180_000);
    const referrer = await newCustomer(request, 'doporucitel', 'Jana Doporučitelka', testInfo.project.name);
    const own = await (await request.get('/api/user/referral', { headers: referrer.headers })).json();
    expect(own.url).toContain(`/r/${own.code}`);

    // The new customer opens the link, looks around, and registers; the code goes with the registration.
    const email = uniqueEmail('pozvana', testInfo.project.name);
    await page.goto(new URL(own.url).pathname);
    await expect(page).toHaveURL(new RegExp(`/user/register\\?ref=${own.code}$`));
    await page.goto('/activities');
    await page.goto('/user/register');
    await expect(page.getByText(`Registrujete se přes doporučující odkaz (kód ${own.code}).`)).toBeVisible();
    await page.getByLabel('Jméno a příjmení').fill('Petra Pozvaná');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/Souhlasím s/).check();
    await page.getByRole('button', { name: 'Vytvořit účet' }).click();
    await expect(page.getByRole('heading', { name: 'Zkontrolujte e-mail' })).toBeVisible();
    const verify = new URL(await lastLink(email, '/user/verify-email'), 'http://x');
    await page.goto(`${verify.pathname}${verify.search}`);
    await expect(page).not.toHaveURL(/verify-email/, { timeout: 15_000 });
    const referee = await apiLogin(request, 'user', email, PASSWORD);

    // Her first entry, paid by card: it earns nothing until she uses it.
    const partner = await apiLogin(request, 'admin', 'partner@champions.cz');
    const slot = await createOwnSlot(request, partner, 5);
    await buyByCard(request, referee, slot);

    await signInPage(page, request, { email, password: PASSWORD });
    await page.goto('/user/home');
    const credit = page.locator('.stat', { hasText: 'Kredit' }).locator('.stat__value');
    await expect(credit).toHaveText(czk(0));

    // The reception scans her card: the reward job runs at once (the runner takes it within a second).
    const staff = await apiLogin(request, 'staff', 'recepce@champions.cz');
    // (her slot starts hours ahead: the reception confirms the other time, as the scan screen asks)
    const scanned = await scanConfirmed(request, staff.headers, await cardPayload(request, referee));
    expect(scanned).toMatchObject({ admitted: true });
    await expect(async () => {
      await page.reload();
      await expect(credit).toHaveText(czk(100), { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });

    const other = await isolatedPage(browser, baseURL);
    await signInPage(other.page, request, { email: referrer.email, password: PASSWORD });
    await other.page.goto('/user/home');
    await other.page.getByRole('link', { name: 'Doporučit přátelům' }).click();
    await expect(other.page.getByRole('heading', { name: 'Doporučte Champions' })).toBeVisible();
    await expect(other.page.getByText(own.url)).toBeVisible();
    await expect(other.page.getByTestId('referral-earned')).toHaveText(czk(100));
    const row = other.page.getByRole('row', { name: /Petra/ });
    await expect(row).toContainText('Odměna připsána');
    await expect(row).not.toContainText('Pozvaná');
    for (const width of [390, 1280]) {
      await other.page.setViewportSize({ width, height: 900 });
      await other.page.screenshot({ path: testInfo.outputPath(`referral-${width}.png`), fullPage: true });
    }

    // The scan was a mistake: the back office voids it, the price comes back as credit, both rewards go.
    const login = await request.post('/api/superadmin/login', {
      data: { email: 'admin@champions.cz', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const voided = await request.post(`/api/superadmin/entries/${scanned.entryId}/void`, {
      headers: {
        'x-superadmin-token': `Bearer ${(await login.json()).token}`,
        'idempotency-key': crypto.randomUUID(),
      },
      data: { reason: 'Naskenováno omylem, zákazník necvičil' },
    });
    expect(voided.ok(), await voided.text()).toBe(true);
    const answer = await voided.json();
    await page.reload();
    await expect(credit).toHaveText(czk(answer.refundedCredits / 100));
    await other.page.reload();
    await expect(other.page.getByTestId('referral-earned')).toHaveText(czk(0));
    await expect(other.page.getByRole('row', { name: /Petra/ })).toContainText(
      'Nákup vrácen, odměna zrušena',
    );
    expect(other.errors).toEqual([]);
    await other.context.close();
  });
});
