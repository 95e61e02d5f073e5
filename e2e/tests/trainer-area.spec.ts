import { expect, test } from '@playwright/test';
import { lastLink, uniqueEmail } from '../mailbox.ts';
import {
  apiLogin,
  buyByCard,
  createOwnSlot,
  newCustomer,
  openSignedIn,
  saveCard,
} from './waitlist-helpers.ts';

const TRAINER_PASSWORD = 'Trenink-Silne-2026';

test.describe('the trainer area', () => {
  test.skip(({ isMobile }) => isMobile, 'one journey across four accounts: once, on desktop');

  test('a partner invites a trainer, who sets a password, edits the bio and marks a booked customer present', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const partner = await apiLogin(request, 'admin', 'partner@champions.cz');
    const trainerEmail = uniqueEmail('trener', testInfo.project.name);

    // the partner invites the trainer on /admin/trainer; the invitation arrives in the mailbox
    const partnerContext = await browser.newContext();
    const partnerPage = await partnerContext.newPage();
    await openSignedIn(partnerPage, partner, '/admin/trainer');
    const invite = partnerPage.getByRole('region', { name: 'Pozvat trenéra' });
    await invite.getByLabel('E-mail trenéra').fill(trainerEmail);
    await invite.getByLabel(/Jméno/).fill('Iveta Trenérová');
    await invite.getByRole('button', { name: 'Poslat pozvánku' }).click();
    await expect(invite.getByText(`Pozvánku jsme poslali na ${trainerEmail}.`)).toBeVisible();
    const link = await lastLink(trainerEmail, '/trainer/signup');

    // the trainer sets a password from the link and lands on the settings
    const trainerContext = await browser.newContext();
    const trainerPage = await trainerContext.newPage();
    await trainerPage.goto(link);
    await expect(trainerPage.getByText('vás zve jako trenéra')).toBeVisible();
    await trainerPage.getByLabel('Heslo', { exact: true }).fill(TRAINER_PASSWORD);
    await trainerPage.getByRole('button', { name: 'Vytvořit účet' }).click();
    await expect(trainerPage).toHaveURL('/trainer/settings', { timeout: 30_000 });
    await trainerPage.getByLabel('O mně').fill('Cvičím s lidmi dvanáct let, hlavně jógu a mobilitu.');
    await trainerPage.getByLabel('Zaměření').fill('jóga, mobilita');
    await trainerPage.getByRole('button', { name: 'Uložit profil' }).click();
    await expect(trainerPage.getByText('Profil je uložený.')).toBeVisible();

    // the partner makes a slot of an activity and lets the trainer lead it; a customer books it
    const trainer = await apiLogin(request, 'trainer', trainerEmail, TRAINER_PASSWORD);
    const slot = await createOwnSlot(request, partner, 5);
    const profile = await (await request.get('/api/trainer/profile', { headers: trainer.headers })).json();
    const assigned = await request.put(`/api/admin/activities/${slot.activityId}/trainer`, {
      headers: partner.headers,
      data: { trainerId: profile.id },
    });
    expect(assigned.ok(), await assigned.text()).toBe(true);
    const customer = await newCustomer(request, 'trenink', 'Eliška Cvičící', testInfo.project.name);
    await saveCard(request, customer);
    const ticketId = await buyByCard(request, customer, slot);

    // the trainer sees the slot with the customer's first name only and marks her present
    await trainerPage.getByRole('link', { name: 'Moje lekce' }).click();
    const card = trainerPage.locator('section.trainer-slot').filter({ hasText: 'Eliška' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Cvičící')).toHaveCount(0);
    await card.getByRole('button', { name: 'Zapsat docházku: Eliška' }).last().click();
    await expect(card.getByText('Docházka zapsána: vstup je využitý.')).toBeVisible();
    await expect(card.getByText('Přítomen ✓').first()).toBeVisible();

    // the customer's history shows the entry as used
    const history = await (await request.get('/api/user/entries', { headers: customer.headers })).json();
    expect(history.entries.find((entry: { id: string }) => entry.id === ticketId)?.status).toBe('used');
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await openSignedIn(customerPage, customer, '/user/history');
    await expect(customerPage.getByText(/Využito/).first()).toBeVisible();

    // the trainer's public page shows the bio
    await trainerPage.goto(`/trener/${profile.slug}`);
    await expect(trainerPage.getByRole('heading', { level: 1, name: 'Iveta Trenérová' })).toBeVisible();
    await expect(trainerPage.getByText('Cvičím s lidmi dvanáct let')).toBeVisible();

    // leave the demo activity without this trainer for the other tests
    await request.put(`/api/admin/activities/${slot.activityId}/trainer`, {
      headers: partner.headers,
      data: { trainerId: null },
    });
    await Promise.all([partnerContext.close(), trainerContext.close(), customerContext.close()]);
  });
});
