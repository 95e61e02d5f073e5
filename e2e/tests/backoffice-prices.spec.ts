import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.ts';

/** A Prague calendar day `days` from now as 'YYYY-MM-DD' (the date input's value). */
function pragueDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** The Czech date the pages show ('5. 1. 2027'). */
const czechDate = (day: string) =>
  new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'medium' }).format(
    new Date(`${day}T12:00:00Z`),
  );

test('the superadmin schedules a flexible surcharge rise for next month through the form and sees it listed', async ({
  page,
}) => {
  const amount = 200 + (Date.now() % 90); // one run's change among earlier runs'
  const startsOn = pragueDay(40);

  await page.goto('/superadmin/login');
  await page.getByLabel('E-mail').fill('admin@champions.cz');
  await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL('/superadmin/dashboard');
  await page.getByRole('navigation', { name: 'Správa' }).getByRole('link', { name: 'Ceny' }).click();
  await expect(page).toHaveURL('/superadmin/price');
  await expect(page.getByRole('heading', { level: 1, name: 'Ceník' })).toBeVisible();
  const flexibleToday = page.getByRole('row').filter({ hasText: 'Příplatek za flexibilní plán' }).first();
  await expect(flexibleToday).toContainText(/199\s*Kč/);

  await page.getByRole('link', { name: 'Naplánovat změnu ceny' }).click();
  await expect(page).toHaveURL('/superadmin/price/create');

  // an empty form is answered in Czech next to its fields
  await page.getByRole('button', { name: 'Pokračovat ke kontrole' }).click();
  await expect(page.getByText('Vyberte, kterou cenu měníte.')).toBeVisible();
  await expect(page.getByText('Zadejte novou hodnotu.')).toBeVisible();
  await expect(page.getByText('Zadejte datum začátku.')).toBeVisible();

  // an area price needs its area; a change cannot start today
  await page.getByLabel('Kterou cenu měníte').selectOption({ label: 'Příplatek za flexibilní plán' });
  await expect(page.getByText(/Dnes platí: 199\s*Kč/)).toBeVisible();
  await page.getByLabel('Nová cena (Kč)').fill(String(amount));
  await page.getByLabel('Platí od').fill(pragueDay(0));
  await page.getByRole('button', { name: 'Pokračovat ke kontrole' }).click();
  await expect(page.getByText(/Změna může začít nejdříve/)).toBeVisible();

  await page.getByLabel('Platí od').fill(startsOn);
  await page.getByRole('button', { name: 'Pokračovat ke kontrole' }).click();
  const dialog = page.getByRole('dialog', { name: 'Naplánovat změnu ceny?' });
  await expect(dialog).toContainText(new RegExp(`199\\s*Kč → ${amount}\\s*Kč od ${czechDate(startsOn)}`));
  await dialog.getByRole('button', { name: 'Ano, naplánovat' }).click();

  await expect(page).toHaveURL('/superadmin/price');
  await expect(page.getByText(/Změna je naplánovaná/)).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ hasText: new RegExp(`→ ${amount}\\s*Kč`) })
    .filter({ hasText: czechDate(startsOn) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('naplánovaná');
  // today's price is unchanged; the change waits as the next one
  await expect(flexibleToday).toContainText(/199\s*Kč/);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // its detail cancels it (a future change), after a confirmation
  await row.getByRole('link', { name: /Detail změny/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Změna ceny' })).toBeVisible();
  await page.getByRole('button', { name: 'Zrušit změnu' }).click();
  const cancel = page.getByRole('dialog', { name: 'Zrušit naplánovanou změnu?' });
  await cancel.getByRole('button', { name: 'Ano, zrušit změnu' }).click();
  await expect(page.getByText('Změna ceny byla zrušena.')).toBeVisible();
  await expect(page.getByText('zrušená')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zrušit změnu' })).toHaveCount(0);
});
