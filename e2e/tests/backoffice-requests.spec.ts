import AxeBuilder from '@axe-core/playwright';
import { expect, horizontalOverflow, test } from '../fixtures.ts';
import { messagesTo, uniqueEmail } from '../mailbox.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('a contact message lands in the Requests inbox (Žádosti); the superadmin takes it, replies by e-mail and marks it done', async ({
  page,
  context,
}, testInfo) => {
  const email = uniqueEmail('dotaz', testInfo.project.name);
  const name = 'Radka Tazatelová';

  // a visitor writes through the public contact page
  const visitor = await context.newPage();
  await visitor.goto('/contact');
  await visitor.getByLabel('Jméno a příjmení').fill(name);
  await visitor.getByLabel('E-mail').fill(email);
  await visitor.getByLabel('Zpráva').fill('Dobrý den, jak si převedu předplatné na kamarádku?');
  await visitor.getByRole('button', { name: 'Odeslat' }).click();
  await expect(visitor.getByText('Děkujeme, zprávu máme')).toBeVisible();

  await page.goto('/superadmin/login');
  await page.getByLabel('E-mail').fill('admin@champions.cz');
  await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL('/superadmin/dashboard');
  await page.getByRole('navigation', { name: 'Správa' }).getByRole('link', { name: 'Žádosti' }).click();
  await expect(page).toHaveURL('/superadmin/request');
  await expect(page.getByRole('heading', { level: 1, name: 'Žádosti' })).toBeVisible();

  await page.getByLabel('Hledat jméno, e-mail nebo firmu').fill(email);
  await page.getByRole('button', { name: 'Hledat' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Kontakt');
  await expect(row).toContainText('Nová');
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('requests-1280.png'), fullPage: true });

  await row.getByRole('link', { name: `Otevřít žádost od ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Kontakt: ${name}` })).toBeVisible();
  await expect(page.getByText('jak si převedu předplatné')).toBeVisible();

  // taken: in progress, assigned to a superadmin
  await page.getByLabel('Stav', { exact: true }).selectOption({ label: 'Řeší se' });
  await page.getByLabel('Řeší', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Uloženo.')).toBeVisible();

  // an empty reply is refused in Czech by the contract's schema, next to the field
  await page.getByRole('button', { name: 'Odeslat odpověď' }).click();
  await expect(page.getByText('Napište text odpovědi.')).toBeVisible();
  await page.getByLabel('Předmět').fill('Převod předplatného');
  await page
    .getByLabel('Text odpovědi')
    .fill('Dobrý den,\n\npředplatné převést nelze, kamarádka si založí vlastní.');
  await page.getByRole('button', { name: 'Odeslat odpověď' }).click();
  await expect(page.getByText(`Odpověď odeslána na ${email}.`)).toBeVisible();
  const thread = page.getByRole('region', { name: 'Poznámky a odpovědi' });
  await expect(thread).toContainText('Převod předplatného');
  await expect(thread).toContainText('Odpověď e-mailem');

  await page.getByLabel('Stav', { exact: true }).selectOption({ label: 'Vyřízená' });
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Uloženo.')).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('request-detail-1280.png'), fullPage: true });

  // the reply reached the sender's mailbox, once
  await expect
    .poll(async () => (await messagesTo(email)).map((mail) => mail.subject), { timeout: 15_000 })
    .toEqual(['Převod předplatného – Champions']);
  expect((await messagesTo(email))[0]?.text).toContain('kamarádka si založí vlastní');

  // the phone: no sideways scrolling, axe clean, on the detail and the inbox
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('request-detail-390.png'), fullPage: true });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: 'Zpět na žádosti' }).click();
  await page.getByLabel('Stav', { exact: true }).selectOption({ label: 'Vyřízená' });
  await page.getByRole('button', { name: 'Hledat' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Vyřízená');
  await page.screenshot({ path: testInfo.outputPath('requests-390.png'), fullPage: true });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.map((v) => v.id)).toEqual([]);
});
