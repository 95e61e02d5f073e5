import { signedInAccount } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { messagesTo, uniqueEmail } from '../mailbox.ts';

const PASSWORD = 'Silne-heslo-2026';

test.describe('gift vouchers', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a customer buys a voucher with the card 4242, gets it by e-mail, another redeems it as credit', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    const buyerEmail = uniqueEmail('poukaz-kupec', testInfo.project.name);
    await signedInAccount(page, request, { email: buyerEmail, password: PASSWORD, name: 'Karel Čermák' });
    await page.goto('/darkovy-poukaz');
    await expect(page.getByRole('heading', { level: 1, name: 'Dárkový poukaz' })).toBeVisible();
    await page.getByLabel('Částka (Kč)').fill('500');
    await page.getByLabel('Jméno obdarovaného').fill('Jana Nováková');
    await page.getByLabel('Věnování (nepovinné)').fill('Všechno nejlepší!');
    await page.getByRole('button', { name: /Zaplatit kartou 500/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Číslo karty').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Platnost (MM/RR)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: /Zaplatit/ }).click();
    await expect(dialog.getByRole('button', { name: /Pokračovat|Zavřít/ }).first()).toBeVisible({
      timeout: 30_000,
    });
    await dialog
      .getByRole('button', { name: /Pokračovat|Zavřít/ })
      .first()
      .click();
    const mine = page
      .getByRole('region', { name: 'Moje poukazy' })
      .or(page.locator('section', { hasText: 'Moje poukazy' }));
    const code = await mine.locator('code').first().textContent({ timeout: 15_000 });
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    // the buyer's mailbox has the voucher with its code
    await expect
      .poll(async () => (await messagesTo(buyerEmail)).some((m) => m.text.includes(code!)), {
        timeout: 15_000,
      })
      .toBe(true);

    // another customer redeems it from the QR link and sees the credit
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signedInAccount(otherPage, request, {
      email: uniqueEmail('poukaz-obdarovana', testInfo.project.name),
      password: PASSWORD,
      name: 'Jana Nováková',
    });
    await otherPage.goto(`/darkovy-poukaz/uplatnit?kod=${code}`);
    await otherPage.getByRole('button', { name: 'Uplatnit poukaz' }).click();
    await expect(
      otherPage.getByText(/Připsali jsme vám 500\sKč\. Váš kredit je teď 500\sKč\./),
    ).toBeVisible();
    await otherPage.getByRole('button', { name: 'Uplatnit poukaz' }).click();
    await expect(otherPage.getByText('Tento poukaz už byl uplatněn.')).toBeVisible();
    await other.close();
  });

  test('a Championship voucher bought for 2 periods in Praha starts the plan of the customer who redeems it', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    const buyerEmail = uniqueEmail('poukaz-plan-kupec', testInfo.project.name);
    await signedInAccount(page, request, { email: buyerEmail, password: PASSWORD, name: 'Karel Čermák' });
    await page.goto('/darkovy-poukaz');
    await page.getByRole('radio', { name: 'Championship' }).check();
    await page.getByLabel('Tarif').selectOption('CHAMPIONSHIP_FLEXIBLE');
    await page.getByLabel('Lokalita').selectOption({ label: 'Praha' });
    await page.getByLabel('Počet období (1 období = 4 týdny)').selectOption('2');
    const price = page.getByText(/^Cena: .+ × 2 období = .+Kč$/);
    await expect(price).toBeVisible();
    const total = (await price.textContent())!.split('= ')[1]!;
    await page.getByLabel('Jméno obdarovaného').fill('Petr Sportovec');
    await page.getByRole('button', { name: `Zaplatit kartou ${total}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Číslo karty').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Platnost (MM/RR)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: /Zaplatit/ }).click();
    await dialog
      .getByRole('button', { name: /Pokračovat|Zavřít/ })
      .first()
      .click({ timeout: 30_000 });
    const mine = page.locator('section', { hasText: 'Moje poukazy' });
    await expect(mine.getByText(/Praha, 2 období/)).toBeVisible({ timeout: 15_000 });
    const code = await mine.locator('code').first().textContent();
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signedInAccount(otherPage, request, {
      email: uniqueEmail('poukaz-plan-obdarovany', testInfo.project.name),
      password: PASSWORD,
      name: 'Petr Sportovec',
    });
    await otherPage.goto(`/darkovy-poukaz/uplatnit?kod=${code}`);
    await otherPage.getByRole('button', { name: 'Uplatnit poukaz' }).click();
    await expect(otherPage.getByText(/Předplatné začalo: .+Praha\. Za 2 období nic neplatíte/)).toBeVisible();
    await otherPage.getByRole('link', { name: 'Zobrazit předplatné' }).click();
    await expect(otherPage.getByRole('heading', { name: 'Váš plán' })).toBeVisible();
    await expect(otherPage.getByText('Aktivní').first()).toBeVisible();
    await other.close();
  });
});
