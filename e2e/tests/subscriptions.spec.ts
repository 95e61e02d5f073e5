import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { lastLink, uniqueEmail } from '../mailbox.ts';

const PASSWORD = 'Silne-heslo-2026';

async function signedInUser(page: Page, request: APIRequestContext, project: string) {
  const email = uniqueEmail('predplatne', project);
  const registered = await request.post('/api/user/register', {
    data: { email, password: PASSWORD, name: 'Eva Horáková', acceptTerms: true },
  });
  expect(registered.status()).toBe(202);
  const link = await lastLink(email, '/user/verify-email');
  const token = new URL(link, 'http://x').searchParams.get('token');
  expect((await request.post('/api/user/verify-email', { data: { token } })).ok()).toBe(true);
  const login = await request.post('/api/user/login', { data: { email, password: PASSWORD } });
  const jwt = (await login.json()).token as string;
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    'champions.token.user',
    jwt,
  ] as const);
}

test.describe('Championship subscription (issue 20)', () => {
  test('buy a yearly Brno plan with the promo code, switch to all locations, cancel and renew', async ({
    page,
    request,
  }, testInfo) => {
    await signedInUser(page, request, testInfo.project.name);
    await page.goto('/championship/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Objednávka – Championship' })).toBeVisible();
    await page.getByRole('radio', { name: /^Brno/ }).check();
    await page.getByRole('radio', { name: /^Roční/ }).check();
    const summary = page.getByRole('complementary', { name: 'Souhrn objednávky' });
    await expect(summary.getByTestId('due-today')).toHaveText('1 699 Kč');

    // SPEC 5, 8: a wrong code, then the right one in lower case
    await page.getByLabel('Promo kód').fill('SLEVA');
    await page.getByRole('button', { name: 'Uplatnit' }).click();
    await expect(page.getByText('Tento kód není platný.')).toBeVisible();
    await page.getByLabel('Promo kód').fill(' championship ');
    await page.getByRole('button', { name: 'Uplatnit' }).click();
    await expect(page.getByText('Kód CHAMPIONSHIP je uplatněn: první 4 týdny zdarma.')).toBeVisible();
    await expect(summary.getByTestId('due-today')).toHaveText('0 Kč');

    await page.getByRole('checkbox', { name: /Žádám, aby předplatné začalo hned/ }).check();
    await page.getByRole('button', { name: 'Objednat (dnes 0 Kč)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Championship – roční, Brno' });
    await dialog.getByLabel('Číslo karty').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Platnost (MM/RR)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Uložit kartu' }).click();
    await expect(dialog.getByText('Karta je uložená.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(page).toHaveURL(/\/user\/qr-code$/);

    await page.goto('/user/subscription');
    await expect(page.getByTestId('plan-name')).toHaveText('Championship roční, Brno');
    await expect(page.getByTestId('plan-state')).toHaveText('Aktivní');
    await expect(page.getByText(/Další platba .*: 1\s699\sKč/)).toBeVisible();

    // switch to all locations: the quote first, then the change
    await page.getByRole('button', { name: 'Změnit plán' }).click();
    const change = page.getByRole('dialog', { name: 'Změna plánu' });
    await change.getByLabel('Lokalita').selectOption('all');
    await change.getByRole('button', { name: 'Spočítat cenu změny' }).click();
    const quote = change.getByTestId('switch-quote');
    await expect(quote.getByText(/Nová cena: 1\s799\sKč za 4 týdny/)).toBeVisible();
    await expect(quote.getByText('Změna platí ihned.')).toBeVisible();
    await change.getByRole('button', { name: 'Potvrdit změnu' }).click();
    await expect(page.getByText('Změna plánu je uložená.')).toBeVisible();
    await expect(page.getByTestId('plan-name')).toHaveText('Championship roční, všechny lokality');

    // cancel at the end of the year (no fee), then renew
    await page.getByRole('button', { name: 'Zrušit předplatné' }).click();
    const cancel = page.getByRole('dialog', { name: 'Zrušení předplatného' });
    await expect(cancel.getByText(/Ukončit ke konci období .* s poplatkem 199\sKč/)).toBeVisible();
    await cancel.getByRole('radio', { name: /bez poplatku/ }).check();
    await cancel.getByRole('button', { name: 'Potvrdit zrušení' }).click();
    await expect(page.getByText(/Předplatné je zrušené\. Platí do/)).toBeVisible();
    await expect(page.getByTestId('plan-ends')).toBeVisible();
    await page.getByRole('button', { name: 'Obnovit předplatné' }).click();
    await expect(page.getByText('Předplatné je znovu aktivní.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zrušit předplatné' })).toBeVisible();

    // the withdrawal function (§1829): a visible link, a confirmation step, then the acknowledgement
    await page.getByRole('button', { name: 'Odstoupit od smlouvy zde' }).click();
    const withdrawal = page.getByRole('dialog', { name: 'Odstoupení od smlouvy' });
    await expect(withdrawal.getByText(/Od smlouvy o předplatném můžete odstoupit do/)).toBeVisible();
    await withdrawal.getByRole('button', { name: 'Potvrdit odstoupení' }).click();
    await expect(
      page.getByText(/Odstoupení jsme přijali .* Potvrzení jsme vám poslali e-mailem\./),
    ).toBeVisible();
    await expect(page.getByText(/Nemáte aktivní předplatné/)).toBeVisible();
  });
});
