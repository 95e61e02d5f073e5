import AxeBuilder from '@axe-core/playwright';
import { expect, horizontalOverflow, test } from '../fixtures.ts';

test('the superadmin adds, renames and deletes an activity category, shown by the public filters at once', async ({
  page,
  context,
}, testInfo) => {
  const name = `Lukostřelba ${Date.now() % 100_000}`;
  const renamed = `${name} a šipky`;

  await page.goto('/superadmin/login');
  await page.getByLabel('E-mail').fill('admin@champions.cz');
  await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL('/superadmin/dashboard');
  await page.getByRole('navigation', { name: 'Správa' }).getByRole('link', { name: 'Kategorie' }).click();
  await expect(page).toHaveURL('/superadmin/category');
  await expect(page.getByRole('heading', { level: 1, name: 'Kategorie' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // the contract's schema answers an empty form in Czech, next to the fields
  await page.getByRole('button', { name: 'Přidat kategorii' }).click();
  await expect(page.getByText('Vyplňte název.')).toBeVisible();
  await expect(page.getByText('Vyberte ikonu ze seznamu.')).toBeVisible();

  await page.getByLabel('Název').fill(name);
  await page.getByLabel('Ikona').selectOption({ label: 'Tenis' });
  await page.getByRole('button', { name: 'Přidat kategorii' }).click();
  await expect(page.getByText(`Kategorie ${name} je přidaná.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // the public filters show it at once
  const visitor = await context.newPage();
  await visitor.goto('/activities');
  await visitor.getByRole('button', { name: 'Filtry' }).click();
  await expect(visitor.getByRole('checkbox', { name })).toBeVisible();

  // moved up with the keyboard
  await row.getByRole('button', { name: `Posunout ${name} nahoru` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Kategorie ${name} je o místo výš.`)).toBeVisible();

  await row.getByRole('button', { name: `Upravit kategorii ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Upravit kategorii' });
  await editDialog.getByLabel('Název').fill(renamed);
  await editDialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText(`Kategorie ${renamed} je uložená.`)).toBeVisible();
  await visitor.reload();
  await visitor.getByRole('button', { name: 'Filtry' }).click();
  await expect(visitor.getByRole('checkbox', { name: renamed })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('categories-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('categories-390.png'), fullPage: true });
  const overflow = await horizontalOverflow(page);
  expect(overflow, 'the page is wider than the phone').toBeLessThanOrEqual(0);
  const phoneAxe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(phoneAxe.violations.map((violation) => violation.id)).toEqual([]);

  // deleted only after the confirmation
  await page.getByRole('button', { name: `Smazat kategorii ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Smazat kategorii?' });
  await expect(confirm).toContainText('zmizí z veřejných filtrů');
  await confirm.getByRole('button', { name: 'Smazat' }).click();
  await expect(page.getByText(`Kategorie ${renamed} je smazaná.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  await visitor.reload();
  await visitor.getByRole('button', { name: 'Filtry' }).click();
  await expect(visitor.getByRole('checkbox', { name: 'Plavání' })).toBeVisible();
  await expect(visitor.getByRole('checkbox', { name: renamed })).toHaveCount(0);
});
