import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { signedInAccount } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { uniqueEmail } from '../mailbox.ts';

const PASSWORD = 'Silne-heslo-2026';

/** WCAG 2.1 AA violations of serious or critical impact on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** A new verified user, signed in on the page (token stored before any script runs). */
async function signedInUser(page: Page, request: APIRequestContext, project: string) {
  const email = uniqueEmail('platba', project);
  await signedInAccount(page, request, { email, password: PASSWORD, name: 'Karel Čermák' });
}

async function openAddCard(page: Page) {
  await page.goto('/platba');
  await expect(page.getByRole('heading', { level: 2, name: 'Platby a doklady' })).toBeVisible();
  await expect(page.getByText('Zatím nemáte uloženou žádnou kartu.')).toBeVisible();
  await page.getByRole('button', { name: 'Přidat kartu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Přidat platební kartu' });
  await expect(dialog.getByLabel('Číslo karty')).toBeVisible();
  // SPEC 4: the button stays disabled until the card form is complete
  await expect(dialog.getByRole('button', { name: 'Uložit kartu' })).toBeDisabled();
  return dialog;
}

async function fillCard(dialog: ReturnType<Page['getByRole']>, number: string) {
  await dialog.getByLabel('Číslo karty').fill(number);
  await dialog.getByLabel('Platnost (MM/RR)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
}

test.describe('payments: saved cards with the card modal', () => {
  // each test registers and verifies its own user by e-mail first
  test.describe.configure({ timeout: 60_000 });

  test('4242 4242 4242 4242 is saved as the default card', async ({ page, request }, testInfo) => {
    await signedInUser(page, request, testInfo.project.name);
    const dialog = await openAddCard(page);
    await fillCard(dialog, '4242 4242 4242 4242');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Uložit kartu' }).click();
    await expect(dialog.getByText('Karta je uložená.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem').filter({ hasText: 'Visa •••• 4242' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Výchozí')).toBeVisible();
    await expect(card.getByText('platnost 12/2034')).toBeVisible();
    await expect(page.getByText('Zatím tu nejsou žádné platby.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('4000 0000 0000 0002 shows the provider’s decline message', async ({ page, request }, testInfo) => {
    await signedInUser(page, request, testInfo.project.name);
    const dialog = await openAddCard(page);
    await fillCard(dialog, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Uložit kartu' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Vaše karta byla zamítnuta.');
    // another card in the same modal then succeeds
    await fillCard(dialog, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Uložit kartu' }).click();
    await expect(dialog.getByText('Karta je uložená.')).toBeVisible();
  });

  test('4000 0025 0000 3155 asks for the extra confirmation', async ({ page, request }, testInfo) => {
    await signedInUser(page, request, testInfo.project.name);
    const dialog = await openAddCard(page);
    await fillCard(dialog, '4000 0025 0000 3155');
    await dialog.getByRole('button', { name: 'Uložit kartu' }).click();
    await expect(dialog.getByRole('heading', { name: 'Ověření platby' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Potvrdit platbu' }).click();
    await expect(dialog.getByText('Karta je uložená.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Visa •••• 3155' })).toBeVisible();
  });

  test('a guest sees how to sign in to manage cards', async ({ page }) => {
    await page.goto('/platba');
    await expect(page.getByText('Po přihlášení tu spravujete své platební karty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Přihlásit se', exact: true })).toHaveAttribute(
      'href',
      '/user/login?redirect=%2Fplatba',
    );
  });
});
