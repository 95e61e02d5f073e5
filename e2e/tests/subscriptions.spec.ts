import type { APIRequestContext, Page } from '@playwright/test';
import { signedInAccount } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { uniqueEmail } from '../mailbox.ts';

const PASSWORD = 'Silne-heslo-2026';
/** waits for answers of a server that may be slow on a shared machine */
const slow = { timeout: 20_000 };

async function signedInUser(page: Page, request: APIRequestContext, project: string) {
  const email = uniqueEmail('predplatne', project);
  await signedInAccount(page, request, { email, password: PASSWORD, name: 'Eva Horáková' });
}

test.describe('Championship subscription', () => {
  test('buy a yearly Brno plan with the promo code, switch to all locations, cancel and renew', async ({
    page,
    request,
  }, testInfo) => {
    // a long flow through several pages and modals; the shared machine may be slow
    test.slow();
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
    // the commitment in words: the year's total (13 paid periods; the promo adds a free one) and its end
    await expect(summary.getByTestId('commitment-total')).toHaveText('22 087 Kč');
    await expect(summary.getByTestId('commitment-label')).toHaveText(
      /^Celkem za 14 období po 28 dnech \(do \d+\. \p{L}+ \d{4}\)$/u,
    );
    await expect(summary.getByText(/^Závazek trvá do /)).toBeVisible();
    await expect(summary.getByText(/12 měsíců/)).toHaveCount(0);
    // the code belongs to the yearly plan: on the flexible one the page says it does not apply
    await page.getByRole('radio', { name: /^Flexibilní/ }).check();
    await expect(
      page.getByText('Kód CHAMPIONSHIP platí jen pro roční členství, u flexibilního se nepoužije.'),
    ).toBeVisible();
    await expect(
      summary.getByText('Bez závazku: zrušíte kdykoli ke konci zaplaceného období.'),
    ).toBeVisible();
    await page.getByRole('radio', { name: /^Roční/ }).check();
    await expect(summary.getByTestId('due-today')).toHaveText('0 Kč');

    await page.getByRole('checkbox', { name: /Žádám, aby předplatné začalo hned/ }).check();
    await page.getByRole('button', { name: 'Objednat (dnes 0 Kč)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Championship – roční, Brno' });
    await dialog.getByLabel('Číslo karty').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Platnost (MM/RR)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Uložit kartu' }).click();
    // the plan's confirmation, not the card's: until when the membership is active, focused
    const confirmed = page.getByTestId('plan-confirmation');
    await expect(confirmed.getByRole('heading', { name: /Členství je aktivní do / })).toBeFocused();
    await confirmed.getByRole('link', { name: 'Otevřít kartu' }).click();
    await expect(page).toHaveURL(/\/user\/qr-code$/);

    await page.goto('/user/subscription');
    await expect(page.getByTestId('plan-name')).toHaveText('Championship roční, Brno');
    await expect(page.getByTestId('plan-state')).toHaveText('Aktivní');
    await expect(page.getByText(/Další platba .*: 1\s699\sKč/)).toBeVisible();
    // the contract on the card: its end, period 1 of 14, and no "extend" on day 0
    await expect(page.getByTestId('plan-commitment')).toContainText(/Závazek do \d+\. \p{L}+ \d{4}/u);
    await expect(page.getByTestId('plan-commitment-periods')).toHaveText(
      'Probíhá 1. z 14 období po 28 dnech; zbývá ještě 13 období.',
    );
    await expect(page.getByRole('button', { name: 'Prodloužit o rok' })).toHaveCount(0);

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
    await page
      .getByRole('dialog', { name: 'Obnovení předplatného' })
      .getByRole('button', { name: 'Ano, obnovit' })
      .click();
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

  test('a flexible plan: switch from the checkout with the quote, pause it for 2 periods, cancel the pause', async ({
    page,
    request,
  }, testInfo) => {
    // a long flow through several pages and modals; the shared machine may be slow
    test.slow();
    await signedInUser(page, request, testInfo.project.name);
    await page.goto('/championship/checkout?selectedType=CHAMPIONSHIP_FLEXIBLE');
    await page.getByRole('radio', { name: /^Brno/ }).check();
    const summary = page.getByRole('complementary', { name: 'Souhrn objednávky' });
    await expect(summary.getByTestId('due-today')).toHaveText('1 898 Kč', slow);
    await page.getByRole('checkbox', { name: /Žádám, aby předplatné začalo hned/ }).check();
    await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();
    const card = page.getByRole('dialog', { name: 'Championship – flexibilní, Brno' });
    await card.getByLabel('Číslo karty').fill('4242 4242 4242 4242');
    await card.getByLabel('Platnost (MM/RR)').fill('12/34');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: /^Zaplatit/ }).click();
    const confirmed = page.getByTestId('plan-confirmation');
    await expect(confirmed.getByRole('heading', { name: /Členství je aktivní do / })).toBeVisible(slow);
    await confirmed.getByRole('link', { name: 'Otevřít kartu' }).click();
    await expect(page).toHaveURL(/\/user\/qr-code$/, slow);

    // the checkout with an active plan: change the location, see the quote, confirm
    await page.goto('/championship/checkout');
    await expect(page.getByTestId('checkout-current-plan')).toHaveText('Championship flexibilní, Brno', slow);
    const change = page.getByRole('complementary', { name: 'Souhrn změny' });
    await expect(change.getByText(/Vyberte jinou lokalitu nebo délku/)).toBeVisible(slow);
    await page.getByRole('radio', { name: /^Všechny lokality/ }).check();
    const quote = change.getByTestId('switch-quote');
    await expect(quote.getByText(/Nová cena: 1\s998\sKč za 4 týdny/)).toBeVisible(slow);
    await expect(quote.getByText('Změna platí ihned.')).toBeVisible(slow);
    await change.getByRole('button', { name: 'Potvrdit změnu' }).click();
    await expect(change.getByText('Změna plánu je uložená.')).toBeVisible(slow);
    await expect(page.getByTestId('checkout-current-plan')).toHaveText(
      'Championship flexibilní, všechny lokality',
      slow,
    );

    // a pending duration change disables the location selectors (SPEC 4), until it is cancelled
    await page.getByRole('radio', { name: /^Roční/ }).check();
    await expect(quote.getByText(/Změna začne platit/)).toBeVisible(slow);
    await change.getByRole('button', { name: 'Potvrdit změnu' }).click();
    await expect(change.getByText('Změna plánu je uložená.')).toBeVisible(slow);
    await expect(page.getByRole('radio', { name: /^Brno/ })).toBeDisabled(slow);
    await expect(page.getByText('Lokalitu nelze změnit, dokud čeká změna délky předplatného.')).toBeVisible(
      slow,
    );
    await change.getByRole('button', { name: 'Zrušit plánovanou změnu' }).click();
    await expect(change.getByText('Plánovaná změna byla zrušena.')).toBeVisible(slow);
    await expect(page.getByRole('radio', { name: /^Brno/ })).toBeEnabled(slow);

    // pause for 2 periods: the dates and what is not charged, then the confirmation
    await change.getByRole('button', { name: 'Pozastavit členství' }).click();
    const pause = page.getByRole('dialog', { name: 'Pozastavit členství' });
    await pause.getByRole('radio', { name: /^2 období/ }).check();
    const pauseSummary = pause.getByTestId('pause-summary');
    await expect(pauseSummary.getByText('Neplatíte za 2 období')).toBeVisible(slow);
    await expect(pauseSummary.getByText('3 996 Kč')).toBeVisible(slow);
    await pause.getByRole('button', { name: 'Potvrdit pozastavení' }).click();
    await expect(change.getByText(/Členství je pozastavené od .* do .*\./)).toBeVisible(slow);
    await expect(page.getByRole('radio', { name: /^Brno/ })).toBeDisabled(slow);

    // /user/subscription shows the planned pause and cancels it
    await page.goto('/user/subscription');
    await expect(page.getByTestId('plan-paused')).toContainText('Pozastavení je naplánované od', slow);
    await page.getByRole('button', { name: 'Zrušit pozastavení' }).click();
    const undo = page.getByRole('dialog', { name: 'Zrušit pozastavení' });
    await undo.getByRole('button', { name: 'Zrušit pozastavení' }).click();
    await expect(page.getByText('Pozastavení je zrušené.')).toBeVisible(slow);
    await expect(page.getByTestId('plan-paused')).toHaveCount(0, slow);
    await expect(page.getByRole('button', { name: 'Pozastavit členství' })).toBeVisible(slow);
  });
});
