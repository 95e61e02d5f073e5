import type { APIRequestContext, Locator } from '@playwright/test';
import { signedInAccount } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { lastLink, messagesTo, uniqueEmail } from '../mailbox.ts';
import { freeSlotsOf, pragueDay } from './catalogue-helpers.ts';

const PASSWORD = 'Silne-heslo-2026';

async function payByCard(dialog: Locator) {
  await dialog.getByLabel('Číslo karty').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Platnost (MM/RR)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /Zaplatit/ }).click();
}

/** An amount as the page writes it ('1 000 Kč', with the non-breaking spaces), to match in a text. */
const kc = (crowns: number) => `${crowns.toLocaleString('cs-CZ').replace(/\s/g, '\\s')}\\sKč`;

/**
 * A Prague activity whose cheaper option costs less than `credit` and whose dearer one more than the
 * rest after it, by at least the card's minimum charge (30 Kč): the rest of the credit then pays part of it.
 */
async function activityForCredit(request: APIRequestContext, credit: number) {
  const list = (await (await request.get('/api/public/activities?area=praha')).json()) as {
    activities: { id: string; name: string }[];
  };
  for (const activity of list.activities) {
    const { options } = (await (await request.get(`/api/public/activities/${activity.id}`)).json()) as {
      options: { id: string; name: string; price: number }[];
    };
    const sorted = [...options].sort((a, b) => a.price - b.price);
    const cheap = sorted[0];
    const dear = sorted.at(-1);
    if (cheap && dear && cheap.price < credit && dear.price >= credit - cheap.price + 3_000)
      return { ...activity, cheap, dear };
  }
  throw new Error('no Prague activity with a cheap and a dear option');
}

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
  test('a voucher bought, delivered on a date, redeemed partly and the rest used', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', "moves the server's test clock: once per run");
    const buyerEmail = uniqueEmail('poukaz-datum-kupec', testInfo.project.name);
    const recipientEmail = uniqueEmail('poukaz-datum-obdarovana', testInfo.project.name);
    const deliveryDay = pragueDay(3);
    await signedInAccount(page, request, { email: buyerEmail, password: PASSWORD, name: 'Karel Čermák' });
    await page.goto('/darkovy-poukaz');
    await page.getByLabel('Částka (Kč)').fill('500');
    await page.getByLabel('Jméno obdarovaného').fill('Jana Nováková');
    await page.getByLabel('E-mail obdarovaného (nepovinné)').fill(recipientEmail);
    await page.getByLabel('Datum doručení').fill(deliveryDay);
    await page.getByRole('button', { name: /Zaplatit kartou 500/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Platba za dárkový poukaz' });
    await payByCard(dialog);
    await dialog
      .getByRole('button', { name: /Pokračovat|Zavřít/ })
      .first()
      .click({ timeout: 30_000 });
    const mine = page.getByRole('region', { name: 'Moje poukazy' });
    const row = mine.getByRole('row').filter({ hasText: 'Jana Nováková' });
    await expect(row).toContainText('Platný', { timeout: 15_000 });
    const code = (await row.locator('code').textContent())!;
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    // the buyer's mail says when the recipient gets it
    await expect
      .poll(async () => (await messagesTo(buyerEmail)).some((m) => m.text.includes(code)), {
        timeout: 15_000,
      })
      .toBe(true);

    // Before the day nothing goes to the recipient, even when the due deliveries run.
    const runDeliveries = async () => {
      const ran = await request.post('/api/test/jobs/run', { data: { kind: 'vouchers.deliver' } });
      expect(ran.ok()).toBe(true);
    };
    await runDeliveries();
    expect(await messagesTo(recipientEmail)).toEqual([]);

    // On the delivery day after 8:00 Prague (10:00 in winter, 11:00 in summer) the voucher is e-mailed.
    expect(
      (await request.put('/api/test/clock', { data: { at: `${deliveryDay}T10:00:00+01:00` } })).ok(),
    ).toBe(true);
    try {
      await runDeliveries();
      await expect
        .poll(async () => (await messagesTo(recipientEmail)).some((m) => m.text.includes(code)), {
          timeout: 15_000,
        })
        .toBe(true);
    } finally {
      await request.put('/api/test/clock', { data: { at: null } });
    }
    const redeemLink = await lastLink(recipientEmail, '/darkovy-poukaz/uplatnit');
    expect(redeemLink).toContain(`kod=${code}`);

    // The recipient signs up with that address and redeems the voucher from the mail's link.
    const other = await browser.newContext();
    try {
      const her = await other.newPage();
      await signedInAccount(her, request, {
        email: recipientEmail,
        password: PASSWORD,
        name: 'Jana Nováková',
      });
      await her.goto(redeemLink);
      await her.getByRole('button', { name: 'Uplatnit poukaz' }).click();
      await expect(
        her.getByText(new RegExp(`Připsali jsme vám ${kc(500)}\\. Váš kredit je teď ${kc(500)}\\.`)),
      ).toBeVisible();

      // An entry cheaper than her credit, paid from it; she sees the rest.
      const activity = await activityForCredit(request, 50_000);
      const [first, second] = await freeSlotsOf(request, activity.id, 2);
      const cheap = activity.cheap.price / 100;
      const rest = 500 - cheap;
      await her.goto(
        `/activities/${activity.id}?selectedDate=${first!.day}&timeSlotId=${first!.id}&selectedOption=${activity.cheap.id}`,
      );
      await expect(
        her.getByText(new RegExp(`Zaplatíte ${kc(cheap)} z kreditu \\(máte ${kc(500)}\\)`)),
      ).toBeVisible();
      await her.getByRole('button', { name: new RegExp(`Zaplatit ${kc(cheap)} z kreditu`) }).click();
      await expect(her.getByTestId('buy-done')).toContainText('Hotovo, vstup máte!');
      await her.goto('/platba');
      await expect(her.getByText(new RegExp(`Váš kredit: ${kc(rest)}`))).toBeVisible();

      // The rest pays part of a dearer entry, the card 4242 the remainder.
      const dear = activity.dear.price / 100;
      await her.goto(
        `/activities/${activity.id}?selectedDate=${second!.day}&timeSlotId=${second!.id}&selectedOption=${activity.dear.id}`,
      );
      await expect(
        her.getByText(
          new RegExp(`Z kreditu se použije ${kc(rest)}, zbytek ${kc(dear - rest)} zaplatíte kartou\\.`),
        ),
      ).toBeVisible();
      await her.getByRole('button', { name: new RegExp(`Zaplatit ${kc(dear - rest)} kartou`) }).click();
      const entryDialog = her.getByRole('dialog', { name: 'Platba za vstup' });
      await payByCard(entryDialog);
      await expect(entryDialog).toBeHidden({ timeout: 30_000 });
      await expect(her.getByTestId('buy-done')).toContainText('Hotovo, vstup máte!');

      // Nothing is left: the balance is 0 and the history has the voucher and both payments from credit.
      await her.goto('/platba');
      await expect(her.getByText(new RegExp(`Váš kredit: ${kc(0)}`))).toBeVisible();
      const credits = her.getByRole('region', { name: 'Historie kreditu' });
      await expect(credits.getByRole('row').filter({ hasText: 'Dárkový poukaz' })).toContainText(
        new RegExp(kc(500)),
      );
      await expect(credits.getByRole('row').filter({ hasText: 'Platba kreditem' })).toHaveCount(2);
      await her.goto('/user/history');
      await expect(her.getByTestId('history-entry').filter({ hasText: activity.name })).toHaveCount(2);
    } finally {
      await other.close();
    }

    // The buyer sees the voucher used.
    await page.reload();
    await expect(mine.getByRole('row').filter({ hasText: code })).toContainText('Uplatněný');
  });
});
