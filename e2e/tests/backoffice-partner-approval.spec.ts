import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isolatedPage, test } from '../fixtures.ts';
import { lastLink, messagesTo, uniqueEmail } from '../mailbox.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PASSWORD = 'Nove-partnerske-heslo-2026';

/** Signs the demo superadmin in through the API and stores the token before any page script runs. */
async function superadminPage(page: Page, request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/superadmin/login', {
    data: { email: 'admin@champions.cz', password: 'Champions123!' },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).token as string;
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    'champions.token.superadmin',
    token,
  ] as const);
}

test('a partner request from the public form is approved by the superadmin; the invitation arrives and the new partner sets a password and signs in', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  // three browsers, two e-mails and a password hash: a long journey on a busy machine
  test.slow();
  const email = uniqueEmail('novy-partner', testInfo.project.name);
  // a name of its own, so a retry's search finds only its own request
  const name = `Petr Posilovna ${email.split('-').at(-1)?.split('@')[0]}`;

  // the public partner form
  const visitor = await isolatedPage(browser, baseURL);
  try {
    await visitor.page.goto('/partneri');
    await visitor.page.getByLabel('Jméno a příjmení').fill(name);
    await visitor.page.getByLabel('E-mail').fill(email);
    await visitor.page.getByLabel(/Firma nebo sportoviště/).fill('Posilovna Petr s.r.o., IČO 25596641');
    await visitor.page
      .getByLabel('Sportoviště, město a aktivity, které nabízíte')
      .fill('Posilovna v Brně, kruhové tréninky a jóga.');
    await visitor.page.getByRole('button', { name: 'Odeslat' }).click();
    await expect(visitor.page.getByText('Děkujeme, zprávu máme')).toBeVisible();
  } finally {
    await visitor.context.close();
  }

  // the superadmin finds it in the inbox and approves it (with a confirmation)
  await superadminPage(page, request);
  await page.goto('/superadmin/request');
  await page.getByLabel('Hledat jméno, e-mail nebo firmu').fill(email);
  await page.getByRole('button', { name: 'Hledat' }).click();
  await page.getByRole('link', { name: `Otevřít žádost od ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await page.getByRole('button', { name: 'Schválit partnera' }).click();
  const dialog = page.getByRole('dialog', { name: `Schválit partnera ${name}?` });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Ano, schválit' }).dblclick();
  await expect(page.getByText('Partnerský účet je založený a pozvánka odeslaná.')).toBeVisible();
  await expect(page.getByLabel('Stav', { exact: true })).toHaveValue('done');
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.map((v) => v.id)).toEqual([]);

  // the partner's detail in the back office: invited, no venues yet
  await page.getByRole('link', { name: 'Otevřít detail partnera' }).click();
  await expect(page).toHaveURL(/\/superadmin\/admins\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('bo-partner-state')).toHaveText('pozvaný (ještě si nenastavil heslo)');
  await expect(page.getByText('25596641', { exact: true })).toBeVisible();
  await expect(page.getByText('Partner zatím nemá žádné sportoviště.')).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('partner-detail.png'), fullPage: true });

  // one invitation in the local mailbox, with the link to set a password
  const link = await lastLink(email, '/admin/update-password');
  expect(
    (await messagesTo(email)).filter((m) => m.subject === 'Vítejte mezi partnery Champions'),
  ).toHaveLength(1);

  const partner = await isolatedPage(browser, baseURL);
  try {
    await partner.page.goto(link);
    await partner.page.getByLabel('Nové heslo', { exact: true }).fill(PASSWORD);
    await partner.page.getByRole('button', { name: 'Uložit nové heslo' }).click();
    await expect(partner.page).toHaveURL('/admin/enters-loading', { timeout: 20_000 });
    await partner.context.clearCookies();
    await partner.page.evaluate(() => localStorage.clear());

    // and signs in at the admin login with it
    await partner.page.goto('/admin/login');
    await partner.page.getByLabel('E-mail').fill(email);
    await partner.page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await partner.page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(partner.page).toHaveURL('/admin/enters-loading', { timeout: 20_000 });
  } finally {
    await partner.context.close();
  }
  await page.reload();
  await expect(page.getByTestId('bo-partner-state')).toHaveText('aktivní');
});
