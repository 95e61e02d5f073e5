import { expect, loginAs, test } from '../fixtures.ts';

const PUBLIC = ['Aktivity', 'Mapa', 'Plány', 'PAYG+', 'Championship', 'O nás', 'Kontakt', 'Pro partnery'];
const ACCOUNT = ['Karta', 'Historie vstupů', 'Předplatné a fakturace', 'Nastavení'];

test.describe('header menu (SPEC 2 "Layout rules")', { tag: '@phone' }, () => {
  test('logged out: public links, Vytvořit účet and Přihlásit se', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Přihlásit se ke svému účtu' })).toHaveAttribute(
      'href',
      '/user/login',
    );
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText(['Vytvořit účet', 'Přihlásit se', ...PUBLIC, 'English']);
    await expect(menu.getByRole('link', { name: 'Pro partnery' })).toHaveAttribute('href', '/admin/login');
    await expect(menu.getByRole('button', { name: 'Odhlásit se' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('logged in: account links, public links and Odhlásit se, which logs out', async ({
    page,
    context,
  }) => {
    await loginAs(context, 'user');
    // A page that does not load the user's data: the fake token would be refused (401) and logged out.
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Můj účet' })).toHaveAttribute('href', '/user');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText([...ACCOUNT, ...PUBLIC, 'English']);
    await expect(menu.getByRole('link', { name: 'Karta' })).toHaveAttribute('href', '/user/qr-code');

    await menu.getByRole('button', { name: 'Odhlásit se' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Přihlásit se ke svému účtu' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('champions.token.user'))).toBeNull();
  });

  test('following a menu link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Aktivity' }).click();
    await expect(page).toHaveURL('/activities');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
