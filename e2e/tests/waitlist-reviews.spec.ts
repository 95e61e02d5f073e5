import { seriousViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { serveBlankTiles } from './catalogue-helpers.ts';
import {
  apiLogin,
  buyByCard,
  cardPayload,
  createOwnSlot,
  newCustomer,
  openSignedIn,
  saveCard,
  scanConfirmed,
} from './waitlist-helpers.ts';

// Each test makes its own slot of the demo partner and its own customers: nothing shared is spent.
test.describe('waitlist and verified reviews', () => {
  test.skip(({ isMobile }) => isMobile, 'own slots and customers, once per run (desktop)');
  // Sign-ins (password hashing), card payments and a promotion on a busy machine.
  test.describe.configure({ timeout: 150_000 });

  test('a full slot: the second customer joins the waitlist and gets the place the first one frees', async ({
    page,
    request,
  }, testInfo) => {
    const partner = await apiLogin(request, 'admin', 'partner@champions.cz');
    const slot = await createOwnSlot(request, partner, 1);
    const holder = await newCustomer(request, 'drzitel', 'Karel Držitel', testInfo.project.name);
    const ticketId = await buyByCard(request, holder, slot);
    // The waiting customer has a saved card: the freed place is bought with it.
    const waiting = await newCustomer(request, 'nahradnik', 'Věra Náhradnice', testInfo.project.name);
    await saveCard(request, waiting);

    await serveBlankTiles(page);
    await openSignedIn(
      page,
      waiting,
      `/activities/${slot.activityId}?selectedDate=${slot.day}&timeSlotId=${slot.timeSlotId}`,
    );
    const panel = page.getByTestId('waitlist-panel');
    await expect(panel).toContainText('Termín je plně obsazený');
    const joined = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/waitlist') && r.request().method() === 'POST',
    );
    await panel.getByRole('button', { name: 'Přidat se mezi náhradníky' }).click();
    expect((await joined).status()).toBe(201);
    await expect(panel.getByRole('status')).toHaveText('Jste 1. náhradník v pořadí.');
    await expect(panel).not.toContainText('Můžete se přidat');
    await expect(panel.getByRole('button', { name: 'Odejít z náhradníků' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The history lists the waiting place.
    await page.goto('/user/history');
    const waitlistSection = page.getByRole('region', { name: 'Náhradníci' });
    const place = waitlistSection.getByTestId('waitlist-entry').filter({ hasText: slot.activityName });
    await expect(place).toContainText('1. v pořadí');
    expect(await seriousViolations(page)).toEqual([]);

    // The holder cancels (early: the money returns); the place goes to the first in line at once.
    const cancelled = await request.post(`/api/user/entries/${ticketId}/cancel`, { headers: holder.headers });
    expect(cancelled.status()).toBe(200);
    expect((await cancelled.json()).kind).toBe('refund');

    await expect(async () => {
      const answer = page.waitForResponse((r) => r.url().includes('/api/user/waitlist') && r.ok());
      await page.reload();
      await answer;
      await expect(place).toContainText('Místo jste dostali', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(place.getByRole('button', { name: /Odejít z náhradníků/ })).toHaveCount(0);
    const ticket = page.getByTestId('history-entry').filter({ hasText: slot.activityName });
    await expect(ticket).toHaveCount(1);
    await expect(ticket).toContainText('Nadcházející');
    await expect(ticket).toContainText('kartou');
    // Not scanned yet: no rating.
    await expect(ticket.getByRole('button', { name: /Ohodnotit/ })).toHaveCount(0);

    // The slot is full again for everybody else.
    const slots = (await (
      await request.get(`/api/public/activities/${slot.activityId}/slots?date=${slot.day}`)
    ).json()) as { slots: { id: string; free: number }[] };
    expect(slots.slots.find((s) => s.id === slot.timeSlotId)?.free).toBe(0);
  });

  test('only a scanned entry can be rated; the detail shows the rating and the partner reply', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const partner = await apiLogin(request, 'admin', 'partner@champions.cz');
    const slot = await createOwnSlot(request, partner, 2);
    const visitor = await newCustomer(request, 'hodnotitel', 'Olga Hodnotící', testInfo.project.name);
    await buyByCard(request, visitor, slot);

    await serveBlankTiles(page);
    await openSignedIn(page, visitor, '/user/history');
    const entry = page.getByTestId('history-entry').filter({ hasText: slot.activityName });
    await expect(entry).toContainText('Nadcházející');
    await expect(entry.getByRole('button', { name: /Ohodnotit/ })).toHaveCount(0);

    // The reception scans the card (the code the card page shows).
    const staff = await apiLogin(request, 'staff', 'recepce@champions.cz');
    const scan = await scanConfirmed(request, staff.headers, await cardPayload(request, visitor));
    expect(scan).toMatchObject({ admitted: true, activityName: slot.activityName });

    await page.reload();
    await expect(entry).toContainText('Využito');
    // let in before the class: nothing to rate until it has taken place (the API refuses it too)
    await expect(entry.getByRole('button', { name: /Ohodnotit/ })).toHaveCount(0);
    // the server's test clock moves past the end of the 60-minute slot while she rates it
    const over = new Date(new Date(slot.startsAt).getTime() + 61 * 60_000).toISOString();
    const text = `Skvělá lekce, milá trenérka ${Date.now()}`;
    expect((await request.put('/api/test/clock', { data: { at: over } })).ok()).toBe(true);
    try {
      await page.reload();
      await entry.getByRole('button', { name: /Ohodnotit/ }).click();
      const stars = entry.getByRole('group', { name: 'Kolik hvězdiček dáváte?' });
      // Keyboard only: the focus moves into the form, the stars are one radio group.
      await expect(stars.getByRole('radio', { name: '1 z 5' })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(stars.getByRole('radio', { name: '1 z 5' })).toBeChecked();
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      await expect(stars.getByRole('radio', { name: '5 z 5' })).toBeChecked();
      await page.keyboard.press('ArrowLeft');
      await expect(stars.getByRole('radio', { name: '4 z 5' })).toBeChecked();
      expect(await seriousViolations(page)).toEqual([]);
      await entry.getByLabel('Krátký komentář (nepovinný)').fill(text);
      const sent = page.waitForResponse(
        (r) => r.url().endsWith('/review') && r.request().method() === 'POST',
      );
      await entry.getByRole('button', { name: 'Odeslat hodnocení' }).click();
      expect((await sent).status()).toBe(201);
      await expect(page.getByText('Děkujeme za hodnocení!')).toBeVisible();
      await expect(entry).toContainText('Ohodnoceno');
      await expect(entry.getByRole('button', { name: /Ohodnotit/ })).toHaveCount(0);
    } finally {
      await request.put('/api/test/clock', { data: { at: null } });
    }

    // The detail page: the average (as the API computes it) and the review.
    const reviews = (await (
      await request.get(`/api/public/activities/${slot.activityId}/reviews`)
    ).json()) as { average: number; count: number };
    expect(reviews.count).toBeGreaterThan(0);
    await page.goto(`/activities/${slot.activityId}`);
    const section = page.getByRole('region', { name: 'Hodnocení' });
    await expect(section.getByTestId('reviews-summary')).toContainText(
      `${reviews.average.toLocaleString('cs-CZ')} z 5 · hodnocení: ${reviews.count}`,
    );
    const review = section.getByTestId('review').filter({ hasText: text });
    // only the first name is public
    await expect(review).toContainText('Olga');
    await expect(review).not.toContainText('Hodnotící');
    await expect(review.getByRole('img', { name: '4 z 5 hvězdiček' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The partner replies on the activity's page in the partner area.
    const partnerPage = await browser.newPage({ baseURL });
    try {
      await openSignedIn(partnerPage, partner, `/admin/activity/${slot.activityId}`);
      const own = partnerPage.getByTestId('review').filter({ hasText: text });
      await own.getByRole('button', { name: 'Odpovědět' }).click();
      const reply = `Děkujeme, Olgo, těšíme se příště! ${Date.now()}`;
      await own.getByLabel('Vaše odpověď').fill(reply);
      const replied = partnerPage.waitForResponse(
        (r) => r.url().endsWith('/reply') && r.request().method() === 'POST',
      );
      await own.getByRole('button', { name: 'Odeslat odpověď' }).click();
      expect((await replied).ok()).toBe(true);
      await expect(own).toContainText(reply);

      await page.reload();
      await expect(section.getByTestId('review').filter({ hasText: text })).toContainText(
        `Odpověď partnera: ${reply}`,
      );
    } finally {
      await partnerPage.close();
    }
  });
});
