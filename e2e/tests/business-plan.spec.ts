import type { APIRequestContext, Page } from '@playwright/test';
import { registerAndVerify, signInPage } from '../accounts.ts';
import { decodeCardQr } from '../card-qr.ts';
import { expect, test } from '../fixtures.ts';
import { lastLink, uniqueEmail } from '../mailbox.ts';
import { scanConfirmed } from './waitlist-helpers.ts';

const PASSWORD = 'modry-kun-skace-pres-plot';

/**
 * The corporate plan end to end: a company signs up (IČO with its check digit), confirms its e-mail
 * from the local mailbox, invites two employees; both take a company-paid Championship from the
 * e-mailed link; the first claims an entry its Championship covers (nothing bought) and the reception
 * admits her by the QR code of her card; the company sees 2 used seats and downloads its invoice PDF.
 */

/** The soonest Prague slot with a free place (the demo reception's partner), with its activity's first option. */
async function soonestPragueSlot(request: APIRequestContext) {
  const list = (await (await request.get('/api/public/activities?area=praha&sort=time')).json()) as {
    activities: { id: string; name: string; nextSlotAt: string | null }[];
  };
  const candidates = list.activities
    .filter((a) => a.nextSlotAt)
    .sort((a, b) => a.nextSlotAt!.localeCompare(b.nextSlotAt!));
  for (const activity of candidates) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(
      new Date(activity.nextSlotAt!),
    );
    const { slots } = (await (
      await request.get(`/api/public/activities/${activity.id}/slots?date=${day}`)
    ).json()) as { slots: { id: string; startsAt: string; free: number }[] };
    const slot = slots.find((s) => s.free > 0 && new Date(s.startsAt).getTime() > Date.now());
    if (!slot) continue;
    const detail = (await (await request.get(`/api/public/activities/${activity.id}`)).json()) as {
      options: { id: string }[];
    };
    return { activity, slot, optionId: detail.options[0]!.id };
  }
  throw new Error('no free Prague slot');
}

test('a company signs up, invites two employees who get an active Championship, and downloads its invoice', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one company journey per run');
  test.setTimeout(180_000);
  const companyEmail = uniqueEmail('firma', testInfo.project.name);

  // Sign-up: a wrong IČO is caught before anything is sent.
  await page.goto('/business/sign-up');
  await page.getByLabel('Název firmy').fill('Strojírny Brno a.s.');
  await page.getByLabel('IČO').fill('25596642');
  await page.getByLabel('Fakturační adresa').fill('Křenová 65, 602 00 Brno');
  await page.getByLabel('Kontaktní osoba (jméno a příjmení)').fill('Hana Personální');
  await page.getByLabel('E-mail').fill(companyEmail);
  await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Vytvořit účet' }).click();
  await expect(page.getByText('IČO nemá platný kontrolní součet. Zkontrolujte ho prosím.')).toBeVisible();
  await page.getByLabel('IČO').fill('25596641');
  await page.getByRole('button', { name: 'Vytvořit účet' }).click();
  await expect(page.getByText(companyEmail)).toBeVisible();

  // The verification link from the mailbox signs the company in.
  await page.goto(await lastLink(companyEmail, '/business/sign-in'));
  const profileLink = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Profil' });
  await expect(profileLink).toBeVisible({ timeout: 15_000 });
  await profileLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Firemní profil' })).toBeVisible();
  await expect(page.getByText('Strojírny Brno a.s.')).toBeVisible();

  // Two employees: accounts of their own.
  const employees = ['jana', 'petr'].map((name) => ({
    email: uniqueEmail(name, testInfo.project.name),
    password: PASSWORD,
    name: name === 'jana' ? 'Jana Zaměstnaná' : 'Petr Zaměstnaný',
  }));
  const tokens = new Map<string, string>();
  for (const employee of employees) tokens.set(employee.email, await registerAndVerify(request, employee));

  /**
   * The employee claims an entry her company-paid Championship covers (no credits, no card), opens her
   * card and the reception scans its QR code: admitted, and the card confirms it.
   */
  const enterWithCard = async (employeePage: Page, token: string) => {
    const { activity, slot, optionId } = await soonestPragueSlot(request);
    const claim = await request.post('/api/user/entries', {
      headers: { 'X-User-Token': `Bearer ${token}` },
      data: { timeSlotId: slot.id, optionId },
    });
    expect(claim.status(), await claim.text()).toBe(201);
    await employeePage.goto('/user/qr-code');
    const payload = await decodeCardQr(employeePage);
    const staffLogin = await request.post('/api/staff/login', {
      data: { email: 'recepce@champions.cz', password: 'Champions123!' },
    });
    const staffToken = (await staffLogin.json()).token as string;
    // the soonest slot may start later than the door's window: the reception confirms it then
    const scan = await scanConfirmed(request, { 'X-Staff-Token': `Bearer ${staffToken}` }, payload);
    expect(scan).toMatchObject({
      admitted: true,
      message: 'Vstup povolen.',
      source: 'CHAMPIONSHIP',
      activityName: activity.name,
    });
    await expect(employeePage.getByTestId('card-admitted')).toContainText('Vstup potvrzen.', {
      timeout: 5000,
    });
  };

  await page.getByLabel('E-maily zaměstnanců').fill(employees.map((e) => e.email).join('\n'));
  await page.getByRole('button', { name: 'Pozvat' }).click();
  await expect(page.getByText('Pozvali jsme 2 zaměstnance.')).toBeVisible();

  // Each employee opens the link, signed in, and takes the seat.
  for (const employee of employees) {
    const link = await lastLink(employee.email, '/user/company-invitation');
    const context = await browser.newContext({ baseURL });
    const employeePage = await context.newPage();
    await signInPage(employeePage, request, employee);
    await employeePage.goto(link);
    await employeePage.getByRole('button', { name: 'Přijmout pozvánku' }).click();
    const confirmed = employeePage.getByTestId('plan-confirmation');
    await expect(confirmed.getByRole('heading', { name: /Členství je aktivní/ })).toBeFocused();
    await confirmed.getByRole('link', { name: 'Otevřít kartu' }).click();
    await expect(employeePage).toHaveURL('/user/qr-code');
    await employeePage.goto('/user/subscription');
    await expect(employeePage.getByText(/Aktivní/).first()).toBeVisible();
    // the company manages the plan: the employee gets no switch, pause or cancel
    await expect(employeePage.getByTestId('plan-company-managed')).toBeVisible();
    await expect(employeePage.getByRole('button', { name: 'Zrušit předplatné' })).toHaveCount(0);
    if (employee === employees[0]) await enterWithCard(employeePage, tokens.get(employee.email)!);
    await context.close();
  }

  // The company sees two used seats and downloads this month's invoice.
  await page.reload();
  await expect(page.getByTestId('seat-summary')).toContainText('Využitá místa: 2');
  await page.getByRole('button', { name: 'Vystavit fakturu za tento měsíc' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Vystavit fakturu' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Stáhnout fakturu F\d{4}-\d{6} \(PDF\)/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^faktura-F\d{4}-\d{6}\.pdf$/);
  await expect(page.getByRole('img', { name: /QR Platba faktury/ })).toBeVisible();
});
