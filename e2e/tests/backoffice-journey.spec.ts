/**
 * The back office's "done when", end to end in one journey of a superadmin signed in through the form:
 * the header search by a ticket code, credit, a card refund with its credit note, a partner approval with
 * its invitation, a scheduled price change, a voided scan, last month's payouts, and the audit log that
 * holds all of them. The server's test clock (UNSAFE_TEST_CLOCK) shows the public price on the day before
 * the change and on its first day. It runs on PGlite and again on PostgreSQL (scripts/test-all.mjs).
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isolatedPage, test } from '../fixtures.ts';
import { lastLink, messagesTo, uniqueEmail } from '../mailbox.ts';
import { payLastMonth } from './payout-steps.ts';
import {
  apiLogin,
  buyByCard,
  CARD,
  cardPayload,
  createOwnSlot,
  DEMO_PASSWORD,
  NEW_PASSWORD,
  newCustomer,
  openSignedIn,
  type Session,
  scanConfirmed,
} from './waitlist-helpers.ts';

/** 10550 → "105,50 Kč" as the pages write it (any kind of space). */
const kc = (minor: number) => {
  const crowns = Math.floor(minor / 100)
    .toLocaleString('cs-CZ')
    .replace(/\s/g, '\\s?');
  const rest = minor % 100;
  return new RegExp(`${crowns}${rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`}\\s*Kč`);
};

/** The 1st of next month in Prague as 'YYYY-MM-DD'. */
function firstOfNextMonth(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The day before a 'YYYY-MM-DD' day, in the same form. */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The Czech date the pages show ('1. 12. 2026'). */
const czechDate = (day: string) =>
  new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'medium' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** A flexible Championship bought by card through the API; answers its price per period (haléře). */
async function buyFlexiblePlan(request: APIRequestContext, user: Session): Promise<number> {
  const publicData = (await (await request.get('/api/public/')).json()) as { areas: { id: string }[] };
  const started = await request.post('/api/user/subscriptions', {
    headers: { ...user.headers, 'idempotency-key': crypto.randomUUID() },
    data: { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: publicData.areas[0]!.id, startNow: true },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await started.json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const card = await request.post('/api/user/payments/local/confirm', {
    headers: user.headers,
    data: { clientSecret, card: CARD },
  });
  expect((await card.json()).status).toBe('succeeded');
  const done = await request.post('/api/user/subscriptions/confirm-payment', {
    headers: user.headers,
    data: { paymentIntentId },
  });
  expect(done.status(), await done.text()).toBe(200);
  return ((await done.json()) as { subscription: { subscribedPrice: number } }).subscription.subscribedPrice;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Správa' });

test('a superadmin finds a customer by a ticket code, grants credit, refunds a card payment, approves a partner, schedules a price, voids a scan, pays last month out, and the audit log has it all', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const partner = await apiLogin(request, 'admin', 'partner@champions.cz');
  const staff = await apiLogin(request, 'staff', 'recepce@champions.cz');

  // Setup: a customer buys an entry by card; another one's entry is scanned in by the reception.
  const suffix = `${Date.now() % 100_000}`;
  const customerName = `Karolína Kupní ${suffix}`;
  const customer = await newCustomer(request, 'cesta', customerName, project);
  const slot = await createOwnSlot(request, partner, 5);
  const ticketId = await buyByCard(request, customer, slot);
  const history = await request.get('/api/user/subscriptions/billing-history', { headers: customer.headers });
  const paid = ((await history.json()).payments as { amount: number }[])[0]!;
  const half = Math.floor(paid.amount / 2);

  const scannedName = `Vojtěch Omyl ${suffix}`;
  const scanned = await newCustomer(request, 'cesta-vstup', scannedName, project);
  await buyByCard(request, scanned, await createOwnSlot(request, partner, 5));
  const scan = await scanConfirmed(request, staff.headers, await cardPayload(request, scanned));
  expect(scan.admitted).toBe(true);

  // A customer whose flexible Championship runs before the surcharge rise is scheduled.
  const subscriber = await newCustomer(request, 'cesta-clen', `Bohumil Běžící ${suffix}`, project);
  const runningPrice = await buyFlexiblePlan(request, subscriber);

  // The superadmin signs in through the form.
  await page.goto('/superadmin/login');
  await page.getByLabel('E-mail').fill('admin@champions.cz');
  await page.getByLabel('Heslo', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL('/superadmin/dashboard');

  await test.step('1. the header search finds the customer by the ticket code', async () => {
    const search = page.getByRole('search', { name: 'Hledat v administraci' });
    await search.getByLabel('Hledat v administraci').fill(ticketId.slice(0, 8));
    await search.getByRole('button', { name: 'Najít' }).click();
    await expect(page).toHaveURL(/\/superadmin\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  });

  await test.step('2. 200 Kč of credit with a reason; the customer sees it on /platba', async () => {
    await page.getByLabel('Částka (Kč)').fill('200');
    await page.getByLabel('Důvod (uvidí ho uživatel)').fill('Omluva za zrušenou lekci');
    await page.getByRole('button', { name: 'Pokračovat' }).click();
    await page
      .getByRole('dialog', { name: /Připsat 200\s*Kč\?/ })
      .getByRole('button', { name: 'Potvrdit' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: /Kredit uživatele je nyní 200\s*Kč/ }),
    ).toBeVisible();
    await expect(page.getByTestId('bo-user-credits')).toHaveText(/200\s*Kč/);
    const own = await isolatedPage(browser, baseURL);
    try {
      await openSignedIn(own.page, customer, '/platba');
      await expect(own.page.getByText(/Váš kredit: 200\s*Kč/)).toBeVisible();
      expect(own.errors).toEqual([]);
    } finally {
      await own.context.close();
    }
  });

  await test.step('3. half of the card payment back; the credit note is a PDF', async () => {
    const section = page.getByRole('region', { name: 'Platby kartou a vrácení' });
    const payment = section.getByTestId('bo-payment').first();
    await expect(payment).toContainText(slot.activityName);
    await payment.getByRole('button', { name: 'Vrátit platbu' }).click();
    await payment
      .getByLabel('Částka k vrácení (Kč)')
      .fill(`${Math.floor(half / 100)},${String(half % 100).padStart(2, '0')}`);
    await payment.getByLabel(/^Důvod/).fill('Lekce byla zkrácena na polovinu');
    await payment.getByRole('button', { name: 'Pokračovat k vrácení' }).click();
    const dialog = page.getByRole('dialog', { name: /Vrátit .* na kartu\?/ });
    await expect(dialog).toContainText(kc(half));
    await dialog.getByRole('button', { name: /^Vrátit / }).click();
    await expect(section.getByRole('status')).toContainText(
      /Opravný daňový doklad \d{4}-\d{6} odešel uživateli/,
    );
    await expect(payment.getByTestId('bo-payment-refunded')).toHaveText(kc(half));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      payment.getByRole('button', { name: /Stáhnout opravný daňový doklad/ }).click(),
    ]);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  });

  const partnerEmail = uniqueEmail('cesta-partner', project);
  const partnerName = `Petra Posilovna ${suffix}`;
  let requestId = '';
  await test.step('4. a partner request from the public form is approved; the invitation arrives', async () => {
    const visitor = await isolatedPage(browser, baseURL);
    try {
      await visitor.page.goto('/partneri');
      await visitor.page.getByLabel('Jméno a příjmení').fill(partnerName);
      await visitor.page.getByLabel('E-mail').fill(partnerEmail);
      await visitor.page.getByLabel(/Firma nebo sportoviště/).fill('Posilovna Petra s.r.o., IČO 25596641');
      await visitor.page
        .getByLabel('Sportoviště, město a aktivity, které nabízíte')
        .fill('Posilovna v Olomouci, kruhové tréninky.');
      await visitor.page.getByRole('button', { name: 'Odeslat' }).click();
      await expect(visitor.page.getByText('Děkujeme, zprávu máme')).toBeVisible();
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
    await menu(page).getByRole('link', { name: 'Žádosti' }).click();
    await expect(page).toHaveURL('/superadmin/request');
    await page.getByLabel('Hledat jméno, e-mail nebo firmu').fill(partnerEmail);
    await page.getByRole('button', { name: 'Hledat' }).click();
    await page.getByRole('link', { name: `Otevřít žádost od ${partnerName}` }).click();
    await expect(page).toHaveURL(/\/superadmin\/request\/[0-9a-f-]{36}$/);
    requestId = page.url().split('/').at(-1)!;
    await page.getByRole('button', { name: 'Schválit partnera' }).click();
    const dialog = page.getByRole('dialog', { name: `Schválit partnera ${partnerName}?` });
    await expect(dialog).toContainText(partnerEmail);
    await dialog.getByRole('button', { name: 'Ano, schválit' }).click();
    await expect(page.getByText('Partnerský účet je založený a pozvánka odeslaná.')).toBeVisible();
    expect(await lastLink(partnerEmail, '/admin/update-password')).toContain('token=');
    expect(
      (await messagesTo(partnerEmail)).filter((m) => m.subject === 'Vítejte mezi partnery Champions'),
    ).toHaveLength(1);
  });

  const amount = 200 + (Date.now() % 90);
  const startsOn = firstOfNextMonth();
  await test.step('5. a flexible-surcharge rise from the 1st of next month is scheduled and listed', async () => {
    await menu(page).getByRole('link', { name: 'Ceny' }).click();
    await expect(page).toHaveURL('/superadmin/price');
    await page.getByRole('link', { name: 'Naplánovat změnu ceny' }).click();
    await expect(page).toHaveURL('/superadmin/price/create');
    await page.getByLabel('Kterou cenu měníte').selectOption({ label: 'Příplatek za flexibilní plán' });
    await page.getByLabel('Nová cena (Kč)').fill(String(amount));
    await page.getByLabel('Platí od').fill(startsOn);
    await page.getByRole('button', { name: 'Pokračovat ke kontrole' }).click();
    const dialog = page.getByRole('dialog', { name: 'Naplánovat změnu ceny?' });
    await expect(dialog).toContainText(new RegExp(`→ ${amount}\\s*Kč od ${czechDate(startsOn)}`));
    await dialog.getByRole('button', { name: 'Ano, naplánovat' }).click();
    await expect(page).toHaveURL('/superadmin/price');
    await expect(page.getByText(/Změna je naplánovaná/)).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ hasText: new RegExp(`→ ${amount}\\s*Kč`) })
      .filter({ hasText: czechDate(startsOn) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('naplánovaná');
  });

  await test.step('5b. the Championship page shows the old surcharge until that day and the new one from it; a running plan keeps its price', async () => {
    const surcharge = async (moment: string) => {
      expect((await request.put('/api/test/clock', { data: { at: moment } })).ok()).toBe(true);
      // a fresh browser each time: the public answers are cached by the browser for a minute
      const look = await isolatedPage(browser, baseURL);
      try {
        await look.page.goto('/championship');
        const line = look.page.getByText(/^O .* za období více/);
        await expect(line).toHaveText(/^O \d[\d\s]*Kč za období více/);
        return await line.textContent();
      } finally {
        await look.context.close();
      }
    };
    try {
      expect(await surcharge(`${dayBefore(startsOn)}T20:00:00+01:00`)).not.toMatch(kc(amount * 100));
      expect(await surcharge(`${startsOn}T08:00:00+01:00`)).toMatch(kc(amount * 100));
      // on that day the running subscription still costs what it cost (until its renewal)
      const member = await isolatedPage(browser, baseURL);
      try {
        const session = await apiLogin(request, 'user', subscriber.email, NEW_PASSWORD);
        await openSignedIn(member.page, session, '/user/subscription');
        await expect(member.page.getByText(/za 4 týdny/).first()).toHaveText(
          new RegExp(`^${kc(runningPrice).source} za 4 týdny`),
        );
      } finally {
        await member.context.close();
      }
    } finally {
      await request.put('/api/test/clock', { data: { at: null } });
    }
  });

  await test.step('6. the reception’s scan is voided in /superadmin/enter', async () => {
    await menu(page).getByRole('link', { name: 'Vstupy' }).click();
    await expect(page).toHaveURL('/superadmin/enter');
    const row = page.getByRole('row').filter({ hasText: scanned.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Zrušit vstup zákazníka ${scannedName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Zrušit vstup?' });
    await dialog
      .getByLabel('Důvod zrušení (zapíše se do záznamu akcí)')
      .fill(`Recepce naskenovala omylem ${suffix}`);
    await dialog.getByRole('button', { name: 'Ano, zrušit vstup' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Vstup byl zrušen\. Zákazníkovi se vrátilo/ }),
    ).toBeVisible();
    await expect(row).toContainText(`zrušen: Recepce naskenovala omylem ${suffix}`);
  });

  await test.step('7. last month is paid out: ABO file, paid, the partner sees it', async () => {
    await payLastMonth(page, request, browser, baseURL);
  });

  await test.step('8. the audit log holds every one of these actions', async () => {
    await menu(page).getByRole('link', { name: 'Záznam akcí' }).click();
    await expect(page).toHaveURL('/superadmin/audit');
    const rows = page.getByRole('row');
    // the newest first: the price change and the payout among the latest actions of any kind
    await expect(
      rows
        .filter({ hasText: 'Naplánovaná změna ceny' })
        .filter({ hasText: `${amount}` })
        .first(),
    ).toBeVisible();
    await expect(rows.filter({ hasText: 'Výplata označena jako vyplacená' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'Export bankovního souboru' }).first()).toBeVisible();
    // the back office's own actions, by their targets
    await page.getByLabel('Druh akce').selectOption('backoffice.');
    await page.getByRole('button', { name: 'Filtrovat' }).click();
    await expect(page).toHaveURL(/action=backoffice\./);
    // each target by its name, linked to its page (no ids, no codes)
    const grant = rows.filter({ hasText: 'Připsání kreditu' }).filter({ hasText: customerName });
    await expect(grant).toHaveCount(1);
    await expect(grant.getByRole('link', { name: customerName })).toHaveAttribute(
      'href',
      /^\/superadmin\/users\/[0-9a-f-]{36}$/,
    );
    await expect(grant).toContainText('Omluva za zrušenou lekci');
    await expect(
      rows.filter({ hasText: 'Vrácení platby na kartu' }).filter({ hasText: customerName }),
    ).toHaveCount(1);
    await expect(
      rows
        .filter({ hasText: 'Schválení partnera' })
        .filter({ has: page.locator(`a[href="/superadmin/request/${requestId}"]`) }),
    ).toHaveCount(1);
    await expect(
      rows.filter({ hasText: 'Zrušení vstupu' }).filter({ hasText: `Recepce naskenovala omylem ${suffix}` }),
    ).toHaveCount(1);
  });

  // The scheduled rise is taken back, so later journeys on this server see today's prices only.
  await menu(page).getByRole('link', { name: 'Ceny' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: new RegExp(`→ ${amount}\\s*Kč`) })
    .filter({ hasText: czechDate(startsOn) })
    .getByRole('link', { name: /Detail změny/ })
    .click();
  await page.getByRole('button', { name: 'Zrušit změnu' }).click();
  await page
    .getByRole('dialog', { name: 'Zrušit naplánovanou změnu?' })
    .getByRole('button', { name: 'Ano, zrušit změnu' })
    .click();
  await expect(page.getByText('Změna ceny byla zrušena.')).toBeVisible();
});
