import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  activities,
  activityOptions,
  entries,
  partnerOrganisationAdmins,
  reviews,
  tickets,
  timeSlots,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { adminHeaders, DEMO_PASSWORD, loginAs } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makePartnerWorld } from './partner-fixtures.ts';

/**
 * The dashboard "Přehled" on planted data with known numbers (docs/business-rules.md, "Přehled"):
 * the test clock stands at 2026-11-23 10:00 Prague; the period is November 2026.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof makePartnerWorld>>;
let stranger: Awaited<ReturnType<typeof makePartnerWorld>>;
let admin: Record<string, string>;
let strangerAdmin: Record<string, string>;
let organisation: Record<string, string>;
let otherOrganisation: Record<string, string>;
const slot: Record<string, string> = {};

const PRICE = 25_000;
const period = 'from=2026-11-01&to=2026-11-30';
const partnerHeaders = (token: string) => ({ 'x-partner-token': `Bearer ${token}` });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function withPassword(id: string) {
  await t.db
    .update(accounts)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(accounts.id, id));
}

async function partnerOrganisation(email: string, adminIds: string[]) {
  const [row] = await t.db
    .insert(accounts)
    .values({
      role: 'partner',
      email,
      name: 'Organizace',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerifiedAt: t.clock.now(),
    })
    .returning();
  for (const adminId of adminIds) {
    await t.db.insert(partnerOrganisationAdmins).values({ partnerId: row!.id, adminId });
  }
  return partnerHeaders(await loginAs(t, 'partner', email));
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference', env: { AUTH_RATE_LIMIT: '10000' } });
  world = await makePartnerWorld(t, 'Přehled');
  stranger = await makePartnerWorld(t, 'Cizí');
  await withPassword(world.partner.id);
  await withPassword(stranger.partner.id);
  admin = adminHeaders(await loginAs(t, 'admin', world.partner.email));
  strangerAdmin = adminHeaders(await loginAs(t, 'admin', stranger.partner.email));
  organisation = await partnerOrganisation('organizace-prehled@example.cz', [world.partner.id]);
  otherOrganisation = await partnerOrganisation('jina-prehled@example.cz', [stranger.partner.id]);

  // a second activity whose capacity share lets Champions sell 5 places of each slot
  const [pilates] = await t.db
    .insert(activities)
    .values({ venueId: world.venue.id, name: 'Pilates Přehled', championsPlaces: 5 })
    .returning();
  const [pilatesOption] = await t.db
    .insert(activityOptions)
    .values({ activityId: pilates!.id, name: 'Vstup', price: PRICE })
    .returning();

  // slots (Prague = UTC+1 in November); booked places are the slots' reserved places
  const slots = [
    // Monday 2. 11. 18:00, full, over
    {
      key: 's1',
      activityId: world.activity.id,
      startsAt: '2026-11-02T17:00:00Z',
      capacity: 10,
      reserved: 10,
    },
    // Monday 9. 11. 18:00, half full, over
    { key: 's2', activityId: world.activity.id, startsAt: '2026-11-09T17:00:00Z', capacity: 10, reserved: 5 },
    // Wednesday 4. 11. 7:00, Champions' 5 places sold, over
    { key: 's3', activityId: pilates!.id, startsAt: '2026-11-04T06:00:00Z', capacity: 10, reserved: 5 },
    // Friday 13. 11. 12:00, empty, over
    { key: 's7', activityId: pilates!.id, startsAt: '2026-11-13T11:00:00Z', capacity: 8, reserved: 0 },
    // Saturday 28. 11. 10:00, still ahead
    { key: 's4', activityId: pilates!.id, startsAt: '2026-11-28T09:00:00Z', capacity: 10, reserved: 2 },
    // a cancelled slot and one of October: neither counts
    {
      key: 's5',
      activityId: world.activity.id,
      startsAt: '2026-11-10T17:00:00Z',
      capacity: 10,
      reserved: 0,
      cancelled: true,
    },
    { key: 's6', activityId: world.activity.id, startsAt: '2026-10-20T16:00:00Z', capacity: 10, reserved: 1 },
  ];
  for (const row of slots) {
    const startsAt = new Date(row.startsAt);
    const [inserted] = await t.db
      .insert(timeSlots)
      .values({
        activityId: row.activityId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * 60_000),
        capacity: row.capacity,
        reserved: row.reserved,
        cancelled: row.cancelled ?? false,
      })
      .returning();
    slot[row.key] = inserted!.id;
  }

  const users: string[] = [];
  for (let index = 1; index <= 5; index += 1) {
    const [user] = await t.db
      .insert(accounts)
      .values({
        role: 'user',
        email: `prehled-zakaznik${index}-${world.suffix}@example.cz`,
        name: `Zákazník ${index}`,
        emailVerifiedAt: t.clock.now(),
      })
      .returning();
    users.push(user!.id);
  }
  const [u1, u2, u3, u4, u5] = users as [string, string, string, string, string];

  const ticket = async (input: {
    user: string;
    slot: string;
    activityId?: string;
    optionId?: string;
    createdAt: string;
    scannedAt?: string;
    cancelled?: boolean;
    lateCancel?: 'offered' | 'resold';
  }) => {
    const [row] = await t.db
      .insert(tickets)
      .values({
        userId: input.user,
        activityId: input.activityId ?? world.activity.id,
        optionId: input.optionId ?? world.option.id,
        timeSlotId: slot[input.slot]!,
        source: 'PAYG',
        price: PRICE,
        expiresAt: new Date('2027-01-01T00:00:00Z'),
        createdAt: new Date(input.createdAt),
        isUsed: Boolean(input.scannedAt),
        usedAt: input.scannedAt ? new Date(input.scannedAt) : null,
        isCancelled: input.cancelled ?? false,
        cancelledAt: input.cancelled ? new Date(input.createdAt) : null,
        lateCancel: input.lateCancel ?? null,
      })
      .returning();
    if (input.scannedAt) {
      await t.db.insert(entries).values({
        ticketId: row!.id,
        userId: input.user,
        venueId: world.venue.id,
        partnerEarning: PRICE,
        scannedAt: new Date(input.scannedAt),
      });
    }
    return row!.id;
  };

  // October: customer 1's first visit (an earlier visit makes her a returning customer)
  const october = await ticket({
    user: u1,
    slot: 's6',
    createdAt: '2026-10-15T10:00:00Z',
    scannedAt: '2026-10-20T16:00:00Z',
  });
  // slot 1: two entries, one no-show, one late cancel taken by someone else, one nobody took
  const s1u1 = await ticket({
    user: u1,
    slot: 's1',
    createdAt: '2026-10-25T10:00:00Z',
    scannedAt: '2026-11-02T16:55:00Z',
  });
  const s1u2 = await ticket({
    user: u2,
    slot: 's1',
    createdAt: '2026-10-26T10:00:00Z',
    scannedAt: '2026-11-02T16:56:00Z',
  });
  await ticket({ user: u3, slot: 's1', createdAt: '2026-10-27T10:00:00Z' });
  await ticket({
    user: u4,
    slot: 's1',
    createdAt: '2026-10-27T11:00:00Z',
    cancelled: true,
    lateCancel: 'resold',
  });
  await ticket({
    user: u5,
    slot: 's1',
    createdAt: '2026-10-27T12:00:00Z',
    cancelled: true,
    lateCancel: 'offered',
  });
  // slot 2: customer 2 comes back within 30 days, customer 3's first visit, customer 5 does not come
  const s2u2 = await ticket({
    user: u2,
    slot: 's2',
    createdAt: '2026-11-01T08:00:00Z',
    scannedAt: '2026-11-09T16:50:00Z',
  });
  await ticket({
    user: u3,
    slot: 's2',
    createdAt: '2026-11-01T09:00:00Z',
    scannedAt: '2026-11-09T16:51:00Z',
  });
  await ticket({ user: u5, slot: 's2', createdAt: '2026-11-01T10:00:00Z' });
  // slot 3: a plain cancellation is no no-show
  await ticket({
    user: u4,
    slot: 's3',
    activityId: pilates!.id,
    optionId: pilatesOption!.id,
    createdAt: '2026-11-01T10:00:00Z',
    cancelled: true,
  });
  // slot 4 (ahead): two booked places of 250 Kč each
  for (const user of [u1, u2]) {
    await ticket({
      user,
      slot: 's4',
      activityId: pilates!.id,
      optionId: pilatesOption!.id,
      createdAt: '2026-11-20T10:00:00Z',
    });
  }

  // reviews: three in November (5, 4, 3), one in October (1) that does not count
  const review = async (ticketId: string, userId: string, rating: number, createdAt: string) =>
    t.db.insert(reviews).values({
      ticketId,
      userId,
      activityId: world.activity.id,
      rating,
      text: `Hodnocení ${rating}`,
      createdAt: new Date(createdAt),
    });
  await review(october, u1, 1, '2026-10-21T10:00:00Z');
  await review(s1u1, u1, 5, '2026-11-03T10:00:00Z');
  await review(s1u2, u2, 4, '2026-11-03T11:00:00Z');
  await review(s2u2, u2, 3, '2026-11-10T10:00:00Z');
});
afterAll(async () => t?.close());

describe('the partner’s dashboard on planted data', () => {
  it('gives the fill rate in total, per activity and per weekday and hour', async () => {
    const res = await get(`/api/admin/insights?${period}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // 10 + 10 + 10 + 8 + 10 places offered, 10 + 5 + 5 + 0 + 2 booked
    expect(body.fill).toEqual({
      slots: 5,
      offered: 48,
      booked: 22,
      fillRate: 0.458,
      championsOffered: 35,
      championsRate: 0.629,
    });
    const byName = Object.fromEntries(
      body.byActivity.map((row: { activityName: string }) => [row.activityName, row]),
    );
    expect(byName[world.activity.name]).toMatchObject({ slots: 2, offered: 20, booked: 15, fillRate: 0.75 });
    expect(byName['Pilates Přehled']).toMatchObject({
      slots: 3,
      offered: 28,
      booked: 7,
      fillRate: 0.25,
      championsOffered: 15,
      championsRate: 0.467,
    });
    expect(body.heatmap).toEqual([
      { weekday: 1, hour: 18, offered: 20, booked: 15, fillRate: 0.75 },
      { weekday: 3, hour: 7, offered: 10, booked: 5, fillRate: 0.5 },
      { weekday: 5, hour: 12, offered: 8, booked: 0, fillRate: 0 },
      { weekday: 6, hour: 10, offered: 10, booked: 2, fillRate: 0.2 },
    ]);
    expect(body.venues).toEqual([{ id: world.venue.id, name: world.venue.name }]);
  });

  it('counts no-shows, late cancellations and what re-selling them recovered', async () => {
    const body = (await get(`/api/admin/insights?${period}`, admin)).json();
    expect(body.attendance).toEqual({ noShows: 2, ended: 6, lateCancels: 2, resold: 1, recovered: PRICE });
  });

  it('tells new customers from returning ones and who of the new came back within 30 days', async () => {
    const body = (await get(`/api/admin/insights?${period}`, admin)).json();
    expect(body.customers).toEqual({ newCustomers: 2, returning: 1, newCameBack: 1 });
    const returningShare =
      body.customers.returning / (body.customers.returning + body.customers.newCustomers);
    expect(returningShare).toBeCloseTo(1 / 3);
  });

  it('reads the earnings as the earnings page does and forecasts the period’s payout', async () => {
    const body = (await get(`/api/admin/insights?${period}`, admin)).json();
    const earnings = (await get(`/api/admin/earnings?${period}`, admin)).json();
    expect(body.money).toEqual({ entries: 4, earnings: 4 * PRICE, booked: 2 * PRICE, forecast: 6 * PRICE });
    expect(body.money.earnings).toBe(earnings.totals.earnings);
  });

  it('averages the period’s reviews and lists the latest first', async () => {
    const body = (await get(`/api/admin/insights?${period}`, admin)).json();
    expect(body.rating.average).toBe(4);
    expect(body.rating.count).toBe(3);
    expect(body.rating.latest.map((review: { rating: number }) => review.rating)).toEqual([3, 4, 5]);
  });

  it('names the three slots that sold out first and the emptiest', async () => {
    const body = (await get(`/api/admin/insights?${period}`, admin)).json();
    // slot 2 and 3 are both half full; slot 2's last place went 8 days ahead, slot 3 has no ticket left
    expect(body.topSlots.map((row: { slotId: string }) => row.slotId)).toEqual([slot.s1, slot.s2, slot.s3]);
    expect(body.topSlots[0]).toMatchObject({ capacity: 10, booked: 10, fillRate: 1 });
    expect(body.bottomSlots.map((row: { slotId: string }) => row.slotId)).toEqual([slot.s7, slot.s4]);
  });

  it('narrows to one venue and leaves a stranger’s venue alone (404)', async () => {
    const one = await get(`/api/admin/insights?${period}&venueId=${world.venue.id}`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json().fill.booked).toBe(22);
    const foreign = await get(`/api/admin/insights?${period}&venueId=${world.venue.id}`, strangerAdmin);
    expect(foreign.statusCode).toBe(404);
    const foreignCsv = await get(
      `/api/admin/insights.csv?${period}&venueId=${world.venue.id}&table=activities`,
      strangerAdmin,
    );
    expect(foreignCsv.statusCode).toBe(404);
    // the stranger's own dashboard has none of it
    const own = (await get(`/api/admin/insights?${period}`, strangerAdmin)).json();
    expect(own.fill.slots).toBe(0);
    expect(own.customers).toEqual({ newCustomers: 0, returning: 0, newCameBack: 0 });
    expect(own.money.earnings).toBe(0);
  });

  it('refuses a period that ends before it starts, or an unknown table, with a Czech 400', async () => {
    const backwards = await get('/api/admin/insights?from=2026-11-30&to=2026-11-01', admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('Konec nesmí být před začátkem.');
    const table = await get(`/api/admin/insights.csv?${period}&table=vse`, admin);
    expect(table.statusCode).toBe(400);
    expect(table.body).toContain('Vyberte tabulku');
  });

  it('downloads every table as CSV with the figures the page shows', async () => {
    const csv = await get(`/api/admin/insights.csv?${period}&table=activities`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('prehled-activities-2026-11-01-2026-11-30.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Místo;Aktivita;Termíny;Nabídnutá místa;Obsazená místa;Obsazenost (%);Místa pro Champions;Prodáno z podílu Champions (%)',
      `${world.venue.name};Pilates Přehled;3;28;7;25,0;15;46,7`,
      `${world.venue.name};${world.activity.name};2;20;15;75,0;20;75,0`,
    ]);
    const attendance = (await get(`/api/admin/insights.csv?${period}&table=attendance`, admin)).body;
    expect(attendance).toContain('Nedorazili (zaplacené místo bez vstupu);2');
    expect(attendance).toContain('Znovu prodáno za (Kč);250,00');
    const heatmap = (await get(`/api/admin/insights.csv?${period}&table=heatmap`, admin)).body;
    expect(heatmap).toContain('pondělí;18:00;20;15;75,0');
    for (const table of ['customers', 'money', 'reviews', 'slots']) {
      const res = await get(`/api/admin/insights.csv?${period}&table=${table}`, admin);
      expect(res.statusCode, table).toBe(200);
      expect(res.body.startsWith('\uFEFF'), table).toBe(true);
    }
    const money = (await get(`/api/admin/insights.csv?${period}&table=money`, admin)).body;
    expect(money).toContain('Předpověď výplaty za období;1500,00');
    // a partner who reads English gets the tables in English, the figures the same
    const english = { ...admin, 'accept-language': 'en' };
    const inEnglish = await get(`/api/admin/insights.csv?${period}&table=heatmap`, english);
    expect(inEnglish.headers['content-disposition']).toContain('overview-heatmap-2026-11-01-2026-11-30.csv');
    expect(inEnglish.body).toContain('Day;Hour;Places offered;Places booked;Occupancy (%)');
    expect(inEnglish.body).toContain('Monday;18:00;20;15;75,0');
  });
});

describe('the organisation’s venues side by side', () => {
  it('shows the same figures for every venue it owns, and none of another organisation’s', async () => {
    const res = await get(`/api/partner/org/insights?${period}`, organisation);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().venues).toEqual([
      expect.objectContaining({
        venueId: world.venue.id,
        fillRate: 0.458,
        championsRate: 0.629,
        noShows: 2,
        lateCancels: 2,
        resold: 1,
        newCustomers: 2,
        returning: 1,
        newCameBack: 1,
        earnings: 4 * PRICE,
        forecast: 6 * PRICE,
        rating: 4,
        reviews: 3,
      }),
    ]);
    const other = (await get(`/api/partner/org/insights?${period}`, otherOrganisation)).json();
    expect(other.venues.map((row: { venueId: string }) => row.venueId)).toEqual([stranger.venue.id]);
    expect(other.venues[0].booked).toBe(0);
    const csv = await get(`/api/partner/org/insights.csv?${period}`, organisation);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${world.venue.name};`);
    expect(csv.body).toContain(';45,8;62,9;22;48;2;2;1;2;1;1;1000,00;1500,00;4,0;3');
  });
});
