import { HOUR_MS } from '@champions/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activities, calendarFeeds, timeSlots, venues } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { adminHeaders, customerMaker, DEMO_PASSWORD, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makePartnerWorld } from './partner-fixtures.ts';

let t: TestApp;
let passwordHash: string;
const makeCustomer = customerMaker(() => t, 'kalendar', 'Kalendářová');
const newUser = (credits = 0) => makeCustomer(credits, passwordHash);

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => t?.close());

type World = Awaited<ReturnType<typeof makePartnerWorld>>;

/** A partner world with slots 1…n days ahead at 18:00 Prague (17:00 UTC), capacity 12. */
async function worldWithSlots(days: number[], label = 'Kalendář') {
  const world = await makePartnerWorld(t, label);
  const base = t.clock.now();
  const slots = await t.db
    .insert(timeSlots)
    .values(
      days.map((day) => {
        const startsAt = new Date(
          Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + day, 17),
        );
        return {
          activityId: world.activity.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + HOUR_MS),
          capacity: 12,
        };
      }),
    )
    .returning();
  const token = await t.app.ctx.tokens.sign({
    id: world.partner.id,
    email: world.partner.email,
    role: 'admin',
    tv: 0,
  });
  return { world, slots, token };
}

const buy = (token: string, world: World, slotId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: userHeaders(token),
    payload: { timeSlotId: slotId, optionId: world.option.id },
  });

/** The customer's new feed address (`url`, `webcalUrl`). */
const newFeed = async (token: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/user/calendar-feed', headers: userHeaders(token) })
  ).json();

const feedPath = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: feedPath(url) });

/** The lines of an ICS text must end in CRLF and be at most 75 octets (RFC 5545 3.1). */
function expectValidIcs(body: string) {
  expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
}

/** The unfolded ICS (continuation lines joined), to read a property whole. */
const unfold = (body: string) => body.replace(/\r\n /g, '');

/** The VEVENT with this UID (unfolded), or undefined. */
const eventOf = (body: string, uid: string) =>
  unfold(body)
    .split('BEGIN:VEVENT')
    .find((part) => part.includes(`UID:${uid}\r\n`));

describe('the customer calendar feed', () => {
  it('lists a booked entry, shows it CANCELLED after the cancellation, and is valid ICS', async () => {
    const { world, slots } = await worldWithSlots([3]);
    // a venue name that needs escaping and folding (commas, semicolons, diacritics)
    await t.db
      .update(venues)
      .set({ name: 'Sál Žluťoučký kůň, 2. patro; vchod ze dvora – velmi dlouhý název sportoviště' })
      .where(eq(venues.id, world.venue.id));
    const customer = await newUser(100_000);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/calendar-feed',
      headers: userHeaders(customer.token),
    });
    expect(created.statusCode).toBe(201);
    const feed = created.json();
    expect(feed.url).toMatch(/\/api\/public\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^https?:/, 'webcal:'));
    // only the hash is stored
    const [stored] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.accountId, customer.id));
    expect(stored!.secretHash).not.toContain(feed.url.split('/').pop().replace('.ics', ''));

    const bought = await buy(customer.token, world, slots[0]!.id);
    expect(bought.statusCode).toBe(201);
    const ticketId = bought.json().entry.id;

    const res = await fetchFeed(feed.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expectValidIcs(res.body);
    const event = eventOf(res.body, `${ticketId}@champions.cz`);
    expect(event).toBeDefined();
    expect(event).toContain('STATUS:CONFIRMED');
    expect(event).toContain(`SUMMARY:${world.activity.name}`);
    expect(event).toContain('LOCATION:Sál Žluťoučký kůň\\, 2. patro\\; vchod ze dvora');
    expect(event).toContain('URL:');
    expect(event).toContain('/user/qr-code');
    expect(event).toContain('DTSTART:');
    const sequence = Number(/SEQUENCE:(\d+)/.exec(event!)![1]);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/user/entries/${ticketId}/cancel`,
      headers: userHeaders(customer.token),
    });
    expect(cancel.statusCode).toBe(200);
    const after = await fetchFeed(feed.url);
    expectValidIcs(after.body);
    const cancelled = eventOf(after.body, `${ticketId}@champions.cz`);
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(Number(/SEQUENCE:(\d+)/.exec(cancelled!)![1])).toBeGreaterThanOrEqual(sequence);
  });

  it('is in the language of its owner: an English customer’s calendar and events are in English', async () => {
    const { world, slots } = await worldWithSlots([4], 'Kalendář anglicky');
    const customer = await newUser(100_000);
    await t.db.update(accounts).set({ language: 'en' }).where(eq(accounts.id, customer.id));
    const feed = await newFeed(customer.token);
    expect((await buy(customer.token, world, slots[0]!.id)).statusCode).toBe(201);
    const body = unfold((await fetchFeed(feed.url)).body);
    expect(body).toContain('X-WR-CALNAME:Champions – my entries');
    expect(body).toContain(
      'DESCRIPTION:Show the card with the QR code in the Champions app at the reception.',
    );
    expect(body).toContain('DESCRIPTION:You have an entry tomorrow');
    expect(body).not.toContain('moje vstupy');
  });

  it('shows a moved slot at its new time with a higher LAST-MODIFIED', async () => {
    const { world, slots, token: partnerToken } = await worldWithSlots([4]);
    const customer = await newUser(100_000);
    const feed = await newFeed(customer.token);
    const ticketId = (await buy(customer.token, world, slots[0]!.id)).json().entry.id;
    const before = eventOf((await fetchFeed(feed.url)).body, `${ticketId}@champions.cz`)!;
    const start = slots[0]!.startsAt;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/slots/${slots[0]!.id}`,
      headers: adminHeaders(partnerToken),
      payload: {
        date: start.toISOString().slice(0, 10),
        time: '19:30',
        durationMinutes: 60,
        capacity: 12,
        championsPlaces: null,
      },
    });
    expect(moved.statusCode).toBe(200);
    const after = eventOf((await fetchFeed(feed.url)).body, `${ticketId}@champions.cz`)!;
    expect(after).toContain(`DTSTART:${start.toISOString().slice(0, 10).replace(/-/g, '')}T183000Z`);
    const modified = (event: string) => /LAST-MODIFIED:(\w+)/.exec(event)![1]!;
    expect(modified(after) >= modified(before)).toBe(true);
  });

  it('answers 404 for a revoked or replaced address; another customer’s feed never shows your entries', async () => {
    const { world, slots } = await worldWithSlots([5]);
    const alice = await newUser(100_000);
    const bob = await newUser(0);
    const first = await newFeed(alice.token);
    const ticketId = (await buy(alice.token, world, slots[0]!.id)).json().entry.id;
    const bobFeed = await newFeed(bob.token);
    const bobs = await fetchFeed(bobFeed.url);
    expect(bobs.statusCode).toBe(200);
    expect(bobs.body).not.toContain(ticketId);
    expect(bobs.body).not.toContain('BEGIN:VEVENT');

    // a new address replaces the old one
    const second = await newFeed(alice.token);
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).body).toContain(ticketId);

    const state = await t.app.inject({
      method: 'GET',
      url: '/api/user/calendar-feed',
      headers: userHeaders(alice.token),
    });
    expect(state.json()).toMatchObject({ active: true });
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/calendar-feed',
      headers: userHeaders(alice.token),
    });
    expect(revoked.json()).toEqual({ active: false, createdAt: null });
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
    // a malformed address is a 400, an unknown one a 404
    expect((await t.app.inject({ method: 'GET', url: '/api/public/calendar/abc.ics' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/calendar/${'A'.repeat(43)}.ics` })).statusCode,
    ).toBe(404);
  });
});

describe('the partner schedule feed', () => {
  it('lists the partner’s slots with bookings, a cancelled slot as CANCELLED, and only theirs', async () => {
    const { world, slots, token } = await worldWithSlots([2, 3]);
    const other = await worldWithSlots([2], 'Cizí');
    const customer = await newUser(100_000);
    expect((await buy(customer.token, world, slots[0]!.id)).statusCode).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/calendar-feed',
      headers: adminHeaders(token),
    });
    expect(created.statusCode).toBe(201);
    const res = await fetchFeed(created.json().url);
    expect(res.statusCode).toBe(200);
    expectValidIcs(res.body);
    expect(eventOf(res.body, `slot-${slots[0]!.id}@champions.cz`)).toContain(
      `SUMMARY:${world.activity.name} · 1/12 rezervováno`,
    );
    expect(eventOf(res.body, `slot-${slots[1]!.id}@champions.cz`)).toContain('· 0/12 rezervováno');
    expect(res.body).not.toContain(other.slots[0]!.id);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/slots/${slots[1]!.id}/cancel`,
      headers: adminHeaders(token),
    });
    expect(cancel.statusCode).toBe(200);
    const after = await fetchFeed(created.json().url);
    expect(eventOf(after.body, `slot-${slots[1]!.id}@champions.cz`)).toContain('STATUS:CANCELLED');

    // a customer's address and a partner's are separate: the partner's revoke ends only theirs
    await t.app.inject({ method: 'DELETE', url: '/api/admin/calendar-feed', headers: adminHeaders(token) });
    expect((await fetchFeed(created.json().url)).statusCode).toBe(404);
  });
});

describe('the schedule widget', () => {
  async function widgetOf(token: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/schedule-widget',
      headers: adminHeaders(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('shows only the partner’s upcoming public slots, filters by venue and activity, escapes names', async () => {
    const { world, slots, token } = await worldWithSlots([1, 2, 20]);
    const other = await worldWithSlots([1], 'Cizí');
    // a second activity of the same venue, with a name that must be escaped
    const [second] = await t.db
      .insert(activities)
      .values({ venueId: world.venue.id, name: '<script>alert("x")</script> & spol.', published: true })
      .returning();
    const start = new Date(slots[0]!.startsAt.getTime() + 2 * HOUR_MS);
    await t.db.insert(timeSlots).values({
      activityId: second!.id,
      startsAt: start,
      endsAt: new Date(start.getTime() + HOUR_MS),
      capacity: 5,
      reserved: 5,
    });
    const widget = await widgetOf(token);
    expect(widget.publicId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(widget.approved).toBe(true);
    expect(widget.venues).toEqual([{ id: world.venue.id, name: world.venue.name }]);
    expect((await widgetOf(token)).publicId).toBe(widget.publicId);

    const res = await t.app.inject({ method: 'GET', url: `/embed/schedule/${widget.publicId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const html = res.body;
    expect(html).toContain(world.activity.name);
    expect(html).toContain(`/activities/${world.activity.id}`);
    expect(html).toContain('target="_top"');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; spol.');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Obsazeno');
    expect(html).toContain('Volno: 12');
    expect(html).not.toContain(other.world.activity.name);
    // 14 days ahead only: the slot in 20 days is not there (two rows of the activity, not three)
    expect(html.split(`/activities/${world.activity.id}"`).length - 1).toBe(2);

    const byActivity = await t.app.inject({
      method: 'GET',
      url: `/embed/schedule/${widget.publicId}?activity=${second!.id}`,
    });
    expect(byActivity.body).not.toContain(world.activity.name);
    expect(byActivity.body).toContain('&amp; spol.');
    const byOtherVenue = await t.app.inject({
      method: 'GET',
      url: `/embed/schedule/${widget.publicId}?venue=${other.world.venue.id}`,
    });
    expect(byOtherVenue.body).toContain('žádné volné termíny');
    const malformed = await t.app.inject({
      method: 'GET',
      url: `/embed/schedule/${widget.publicId}?venue=x`,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('venue');
    expect((await t.app.inject({ method: 'GET', url: '/embed/schedule/AAAAAAAAAAAAAAAA' })).statusCode).toBe(
      404,
    );

    // in English for a site in English: texts, dates and the English activity pages
    const english = await t.app.inject({
      method: 'GET',
      url: `/embed/schedule/${widget.publicId}?lang=en&venue=${world.venue.id}`,
    });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<h1>Schedule</h1>');
    expect(english.body).toContain('Free: 12');
    expect(english.body).toContain('Full');
    expect(english.body).toContain(`/en/activities/${world.activity.id}"`);
    expect(english.body).not.toMatch(/Volno|Obsazeno|Rozvrh/);
    const unknownInEnglish = await t.app.inject({
      method: 'GET',
      url: '/embed/schedule/AAAAAAAAAAAAAAAA?lang=en',
    });
    expect(unknownInEnglish.body).toContain('This schedule does not exist.');
  });

  it('shows nothing of a partner the back office has not approved', async () => {
    const { world, token } = await worldWithSlots([1]);
    await t.db.update(accounts).set({ partnerApproval: 'draft' }).where(eq(accounts.id, world.partner.id));
    const widget = await widgetOf(token);
    expect(widget.approved).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: `/embed/schedule/${widget.publicId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(world.activity.name);
    expect(res.body).toContain('žádné volné termíny');
  });
});
