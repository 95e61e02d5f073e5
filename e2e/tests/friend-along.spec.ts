import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInPage } from '../accounts.ts';
import { isolatedPage } from '../fixtures.ts';
import { lastLink, uniqueEmail } from '../mailbox.ts';
import { serveBlankTiles } from './catalogue-helpers.ts';
import {
  apiLogin,
  createOwnSlot,
  grantCredit,
  NEW_PASSWORD,
  newCustomer,
  scanConfirmed,
} from './waitlist-helpers.ts';

/**
 * "A friend along" (part 3): a customer buys 2 places with her credit on the activity's
 * page, sends the second place to a friend's e-mail, the friend opens the link from the e-mail without
 * an account and sees her own QR code, and the reception admits that code once.
 */
test('two places bought, one sent to a friend, the friend admitted once by her own QR code', async ({
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one friend journey per run');
  test.setTimeout(150_000);
  const partner = await apiLogin(request, 'admin', 'partner@champions.cz');
  const customer = await newCustomer(request, 'kamaradka', 'Kamila Kamarádová', testInfo.project.name);
  // the back office grants her credit, so she pays from it on the activity's page
  await grantCredit(request, customer, 100_000, 'Kredit pro test kamaráda');
  const slot = await createOwnSlot(request, partner, 4);
  const friendEmail = uniqueEmail('pritelkyne', testInfo.project.name);

  const { context, page, errors } = await isolatedPage(browser, baseURL);
  try {
    await serveBlankTiles(page);
    await signInPage(page, request, { email: customer.email, password: NEW_PASSWORD });
    await page.goto(`/activities/${slot.activityId}?selectedDate=${slot.day}&timeSlotId=${slot.timeSlotId}`);
    await page.getByRole('button', { name: 'Přidat místo' }).click();
    await expect(page.getByTestId('places-value')).toHaveText('2 místa');
    await expect(page.getByTestId('places-total')).toContainText('Celkem za 2 místa');
    await page.getByRole('button', { name: /Zaplatit .* z kreditu/ }).click();
    await expect(page.getByTestId('buy-done')).toContainText('Hotovo, vstup máte!');

    // the success screen lists the friend's place: sent by e-mail
    const place = page.getByTestId('friend-place');
    await expect(place).toHaveCount(1);
    await place.getByRole('button', { name: 'Poslat kamarádovi' }).click();
    await place.getByLabel('E-mail kamaráda').fill(friendEmail);
    await place.getByRole('button', { name: 'Poslat e-mailem' }).click();
    await expect(place).toContainText(`Odesláno na ${friendEmail}`);
  } finally {
    await context.close();
  }
  expect(errors).toEqual([]);

  // the friend opens the link from the e-mail, without an account
  const link = await lastLink(friendEmail, '/pozvanka/');
  const friend = await isolatedPage(browser, baseURL);
  try {
    await friend.page.goto(link);
    await expect(friend.page.getByRole('heading', { name: 'Pozvánka' })).toBeVisible();
    await expect(friend.page.getByText('Kamila vás zve.', { exact: false })).toBeVisible();
    const qr = friend.page.getByTestId('friend-qr');
    await expect(qr).toBeVisible();
    await expect(friend.page.getByRole('link', { name: 'Přihlásit se' }).last()).toBeVisible();
    const axe = await new AxeBuilder({ page: friend.page }).include('main').analyze();
    expect(axe.violations).toEqual([]);
    const code = (await qr.getAttribute('data-code'))!;

    // the reception admits the friend's own code once
    const staff = await apiLogin(request, 'staff', 'recepce@champions.cz');
    const admitted = await scanConfirmed(request, staff.headers, code);
    expect(admitted).toMatchObject({ admitted: true });
    const again = await scanConfirmed(request, staff.headers, code);
    expect(again).toMatchObject({ admitted: false, reason: 'already_used' });
    await friend.page.reload();
    await expect(friend.page.getByText('Vstupenka už byla použita.', { exact: false })).toBeVisible();
  } finally {
    await friend.context.close();
  }
  expect(friend.errors).toEqual([]);
});
