import { registerAndVerify, signInPage } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { lastLink, uniqueEmail } from '../mailbox.ts';

const PASSWORD = 'modry-kun-skace-pres-plot';

/**
 * The corporate plan end to end: a company signs up (IČO with its check digit), confirms its e-mail
 * from the local mailbox, invites two employees; both take a company-paid Championship from the
 * e-mailed link; the company sees 2 used seats and downloads its invoice PDF.
 */
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
  for (const employee of employees) await registerAndVerify(request, employee);

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
    await expect(employeePage).toHaveURL('/user/qr-code');
    await employeePage.goto('/user/subscription');
    await expect(employeePage.getByText(/Aktivní/).first()).toBeVisible();
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
