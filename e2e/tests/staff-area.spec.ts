import { expect, test } from '@playwright/test';

const PASSWORD = 'Champions123!';

test.describe('reception area: settings and support', () => {
  test.skip(({ isMobile }) => isMobile, 'forms without a layout of their own: once, on desktop');

  test('the receptionist edits the profile, sees the password form and sends a support request', async ({
    page,
  }) => {
    await page.goto('/staff/login');
    await page.getByLabel('E-mail').fill('recepce@champions.cz');
    await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL('/staff/enters', { timeout: 30_000 });

    await page.getByRole('link', { name: 'Nastavení' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
    const name = page.getByLabel('Jméno a příjmení');
    await expect(name).not.toHaveValue('');
    await name.fill('Petra Recepční');
    await page.getByRole('button', { name: 'Uložit údaje' }).click();
    await expect(page.getByText('Údaje jsme uložili.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Změna hesla' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Změna hesla' }).getByLabel('Současné heslo'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Podpora' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Podpora' })).toBeVisible();
    await page.getByRole('button', { name: 'Odeslat dotaz' }).click();
    await expect(page.getByText(/Zadejte|Vyplňte/).first()).toBeVisible();
    await page.getByLabel('Jméno a příjmení').fill('Petra Recepční');
    await page.getByLabel('E-mail').fill('recepce@champions.cz');
    await page.getByLabel('Co se děje?').fill('Kamera na recepci nenačítá kódy z karet zákazníků.');
    await page.getByRole('button', { name: 'Odeslat dotaz' }).click();
    await expect(page.getByText('Děkujeme, zprávu máme')).toBeVisible();
  });
});
