import { adminSlotList, earningsResponse } from '@champions/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  activityOptions,
  creditLedger,
  emailOutbox,
  entries,
  partnerSettings,
  requests,
  tickets,
  timeSlots,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let partnerToken: string;
let otherToken: string;
let activityId: string;
let venueId: string;
let userId: string;
const PASSWORD = 'Champions123!';
const admin = (token = partnerToken) => ({ 'x-admin-token': `Bearer ${token}` });

async function login(role: string, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { email, password: PASSWORD },
  });
  return res.json().token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  partnerToken = await login('admin', 'partner@champions.cz');
  await t.db.insert(accounts).values({
    role: 'admin',
    email: 'jiny-partner@example.cz',
    name: 'Jiný partner',
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: t.clock.now(),
  });
  otherToken = await login('admin', 'jiny-partner@example.cz');
  const list = await t.app.inject({ method: 'GET', url: '/api/admin/activities', headers: admin() });
  activityId = list.json().activities[0].id;
  venueId = list.json().activities[0].venueId;
  const [user] = await t.db.select().from(accounts).where(eq(accounts.email, 'uzivatel@champions.cz'));
  userId = user!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('calendar (/api/admin/slots)', () => {
  let slotId: string;

  it('creates a weekly series until an end date, in Prague time, and skips existing times', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/slots',
      headers: admin(),
      payload: {
        activityId,
        date: '2027-01-05',
        time: '06:15',
        durationMinutes: 45,
        capacity: 8,
        repeatWeeklyUntil: '2027-01-26',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: 4, skipped: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/slots',
      headers: admin(),
      payload: { activityId, date: '2027-01-12', time: '06:15', durationMinutes: 45, capacity: 8 },
    });
    expect(again.json()).toMatchObject({ created: 0, skipped: 1 });

    const week = adminSlotList.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/slots?from=2027-01-04&to=2027-01-10&activityId=${activityId}`,
          headers: admin(),
        })
      ).json(),
    );
    const early = week.slots.filter((slot) => slot.startsAt === '2027-01-05T05:15:00.000Z');
    expect(early).toHaveLength(1);
    expect(early[0]).toMatchObject({ capacity: 8, bookings: 0, cancelled: false });
    expect(early[0]!.seriesId).not.toBeNull();
    slotId = early[0]!.id;
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/admin/slots?from=2027-01-04&to=2027-01-10',
      headers: admin(otherToken),
    });
    expect(other.json().slots).toEqual([]);
  });

  it('repeats a series on several weekdays at once (Monday, Wednesday, Friday), in Prague time', async () => {
    const create = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/slots',
        headers: admin(),
        payload: { activityId, time: '19:30', durationMinutes: 60, capacity: 10, ...payload },
      });
    // from Monday 1 February 2027 to Sunday 14 February: two weeks of Monday, Wednesday and Friday
    const res = await create({
      date: '2027-02-01',
      repeatWeeklyUntil: '2027-02-14',
      repeatWeekdays: [5, 1, 3, 3],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: 6, skipped: 0 });
    const list = adminSlotList.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/slots?from=2027-02-01&to=2027-02-14&activityId=${activityId}`,
          headers: admin(),
        })
      ).json(),
    );
    const evening = list.slots.filter((slot) => slot.startsAt.endsWith('T18:30:00.000Z'));
    expect(evening.map((slot) => slot.startsAt.slice(0, 10))).toEqual([
      '2027-02-01',
      '2027-02-03',
      '2027-02-05',
      '2027-02-08',
      '2027-02-10',
      '2027-02-12',
    ]);
    // one series
    expect(new Set(evening.map((slot) => slot.seriesId)).size).toBe(1);
    expect(evening[0]!.seriesId).not.toBeNull();

    // bad input: a Czech message on the field, and nothing created
    const before = list.slots.length;
    const noDay = await create({ date: '2027-03-01', repeatWeeklyUntil: '2027-03-02', repeatWeekdays: [5] });
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().details.fields).toEqual([
      {
        field: 'body.repeatWeekdays',
        message: 'Mezi prvním dnem a koncem opakování nepadá žádný z vybraných dnů v týdnu.',
      },
    ]);
    const badDay = await create({ date: '2027-03-01', repeatWeeklyUntil: '2027-03-31', repeatWeekdays: [7] });
    expect(badDay.statusCode).toBe(400);
    expect(JSON.stringify(badDay.json())).toContain('Vyberte den v týdnu.');
    const noEnd = await create({ date: '2027-03-01', repeatWeekdays: [1, 3] });
    expect(noEnd.statusCode).toBe(400);
    expect(JSON.stringify(noEnd.json())).toContain('Zadejte, do kdy se mají termíny opakovat.');
    const after = adminSlotList.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/slots?from=2027-02-01&to=2027-03-31&activityId=${activityId}`,
          headers: admin(),
        })
      ).json(),
    );
    expect(after.slots.length).toBe(before);
  });

  it('refuses a past start, a series over a year, and another partner’s activity', async () => {
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/admin/slots',
      headers: admin(),
      payload: { activityId, date: '2026-11-01', time: '10:00', durationMinutes: 60, capacity: 5 },
    });
    expect(past.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/admin/slots',
      headers: admin(),
      payload: {
        activityId,
        date: '2027-01-01',
        time: '10:00',
        durationMinutes: 60,
        capacity: 5,
        repeatWeeklyUntil: '2028-06-01',
      },
    });
    expect(long.statusCode).toBe(400);
    // "at most a year" means a year from the first date: one day more is refused, the day itself is fine
    const series = (repeatWeeklyUntil: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/slots',
        headers: admin(),
        payload: {
          activityId,
          date: '2027-12-30',
          time: '07:00',
          durationMinutes: 30,
          capacity: 2,
          repeatWeeklyUntil,
        },
      });
    const yearAndADay = await series('2028-12-31');
    expect(yearAndADay.statusCode).toBe(400);
    expect(yearAndADay.json().details.fields).toEqual([
      { field: 'body.repeatWeeklyUntil', message: 'Opakování může trvat nejvýše rok od prvního termínu.' },
    ]);
    const year = await series('2028-12-30');
    expect(year.statusCode).toBe(201);
    expect(year.json().created).toBe(53);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/slots',
      headers: admin(otherToken),
      payload: { activityId, date: '2027-02-01', time: '10:00', durationMinutes: 60, capacity: 5 },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details.fields[0].field).toBe('body.activityId');
  });

  it('moving a booked slot e-mails the user; capacity cannot drop below bookings; others get 404', async () => {
    const [option] = await t.db
      .select()
      .from(activityOptions)
      .where(eq(activityOptions.activityId, activityId));
    await t.db.insert(tickets).values({
      userId,
      activityId,
      optionId: option!.id,
      timeSlotId: slotId,
      source: 'PAYG',
      price: 19900,
      expiresAt: new Date('2027-02-01T00:00:00Z'),
    });
    await t.db.update(timeSlots).set({ reserved: 1 }).where(eq(timeSlots.id, slotId));
    const body = { date: '2027-01-05', time: '07:00', durationMinutes: 45, capacity: 8 };
    for (const method of ['PUT', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: method === 'PUT' ? `/api/admin/slots/${slotId}` : `/api/admin/slots/${slotId}/cancel`,
        headers: admin(otherToken),
        payload: body,
      });
      expect(res.statusCode).toBe(404);
    }
    const tooSmall = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/slots/${slotId}`,
      headers: admin(),
      payload: { ...body, capacity: 0 },
    });
    expect(tooSmall.statusCode).toBe(400);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/slots/${slotId}`,
      headers: admin(),
      payload: body,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startsAt: '2027-01-05T06:00:00.000Z', bookings: 1 });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'slot_changed'));
    expect(mails.map((m) => m.to)).toEqual(['uzivatel@champions.cz']);
  });

  it('cancelling returns the paid price as credit in one ledger row and e-mails the user, once', async () => {
    const [before] = await t.db.select().from(accounts).where(eq(accounts.id, userId));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/slots/${slotId}/cancel`,
      headers: admin(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ notified: 1, creditReturned: 19900 });
    expect(res.json().message).toMatch(/199\sKč/);
    const [after] = await t.db.select().from(accounts).where(eq(accounts.id, userId));
    expect(after!.credits).toBe(before!.credits + 19900);
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'slot_cancelled')));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: 19900, balanceAfter: after!.credits });
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.timeSlotId, slotId));
    expect(ticket!.isCancelled).toBe(true);
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'slot_cancelled'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toMatch(/199\sKč/);

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/slots/${slotId}/cancel`,
      headers: admin(),
    });
    expect(twice.statusCode).toBe(409);
    const [final] = await t.db.select().from(accounts).where(eq(accounts.id, userId));
    expect(final!.credits).toBe(after!.credits);
  });
});

describe('earnings (/api/admin/earnings)', () => {
  it('sums entries per Prague day, venue and activity, and exports CSV; another partner sees nothing', async () => {
    const [option] = await t.db
      .select()
      .from(activityOptions)
      .where(eq(activityOptions.activityId, activityId));
    const [ticket] = await t.db
      .insert(tickets)
      .values({
        userId,
        activityId,
        optionId: option!.id,
        source: 'PAYG',
        price: 25000,
        isUsed: true,
        expiresAt: new Date('2026-12-20T00:00:00Z'),
      })
      .returning();
    // 23:30 UTC on 21 Nov is 00:30 on 22 Nov in Prague.
    await t.db.insert(entries).values({
      ticketId: ticket!.id,
      userId,
      venueId,
      partnerEarning: 25000,
      scannedAt: new Date('2026-11-21T23:30:00Z'),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/earnings?from=2026-11-20&to=2026-11-23&groupBy=day',
      headers: admin(),
    });
    expect(res.statusCode).toBe(200);
    const data = earningsResponse.parse(res.json());
    expect(data.periods.map((p) => p.period)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(data.periods.find((p) => p.period === '2026-11-22')).toMatchObject({
      entries: 1,
      earnings: 25000,
    });
    expect(data.totals.earnings).toBeGreaterThanOrEqual(25000);
    expect(data.byVenue.some((v) => v.id === venueId)).toBe(true);
    expect(data.balance.accrued).toBeGreaterThanOrEqual(25000);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/earnings.csv?from=2026-11-22&to=2026-11-22',
      headers: admin(),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFDatum a čas;Místo;Aktivita;Zákazník;Výdělek (Kč)')).toBe(true);
    expect(csv.body).toContain('250,00');

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/admin/earnings?from=2026-11-20&to=2026-11-23&groupBy=month',
      headers: admin(otherToken),
    });
    expect(other.json().totals).toEqual({ entries: 0, earnings: 0 });
    expect(other.json().periods).toEqual([{ period: '2026-11', entries: 0, earnings: 0 }]);
  });
});

describe('dates outside 2000-01-01 … 2100-12-31, or a range that ends before it starts', () => {
  const RANGE = 'Zadejte datum od 1. 1. 2000 do 31. 12. 2100.';
  const fieldsOf = (res: { json(): { details: { fields: { field: string; message: string }[] } } }) =>
    res.json().details.fields;

  it('answers 400 naming the field on the earnings, its CSV and the calendar', async () => {
    for (const path of ['/api/admin/earnings', '/api/admin/earnings.csv', '/api/admin/slots']) {
      const both = await t.app.inject({
        method: 'GET',
        url: `${path}?from=0001-01-01&to=9999-12-31`,
        headers: admin(),
      });
      expect(both.statusCode, path).toBe(400);
      expect(both.json().code).toBe('VALIDATION_ERROR');
      expect(fieldsOf(both)).toEqual([
        { field: 'querystring.from', message: RANGE },
        { field: 'querystring.to', message: RANGE },
      ]);
      expect(both.json().message).toBe(`Neplatná hodnota pole querystring.from: ${RANGE}`);

      for (const [query, field] of [
        ['from=1999-12-31&to=2026-11-23', 'querystring.from'],
        ['from=2026-11-01&to=2101-01-01', 'querystring.to'],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: admin() });
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(fieldsOf(res)).toEqual([{ field, message: RANGE }]);
      }
      const reversed = await t.app.inject({
        method: 'GET',
        url: `${path}?from=2026-11-23&to=2026-11-01`,
        headers: admin(),
      });
      expect(reversed.statusCode).toBe(400);
      expect(fieldsOf(reversed)).toEqual([
        { field: 'querystring.to', message: 'Konec nesmí být před začátkem.' },
      ]);
    }
    const edges = await t.app.inject({
      method: 'GET',
      url: '/api/admin/earnings?from=2000-01-01&to=2100-12-31&groupBy=month',
      headers: admin(),
    });
    expect(edges.statusCode).toBe(200);
    expect(edges.json().periods[0].period).toBe('2000-01');
  });

  it('answers 400 naming the field on the public catalogue, slots and search', async () => {
    const [activity] = (await t.app.inject({ method: 'GET', url: '/api/public/activities' })).json()
      .activities;
    for (const [url, field] of [
      ['/api/public/activities?date=9999-12-31', 'querystring.date'],
      [`/api/public/activities/${activity.id}/slots?date=0001-01-01`, 'querystring.date'],
      ['/api/public/search?lat=50&lng=14&startDate=0001-01-01', 'querystring.startDate'],
      ['/api/public/search?lat=50&lng=14&endDate=9999-12-31', 'querystring.endDate'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(fieldsOf(res)).toEqual([{ field, message: RANGE }]);
    }
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/public/search?lat=50&lng=14&startDate=2026-12-01&endDate=2026-11-30',
    });
    expect(fieldsOf(reversed)).toEqual([
      { field: 'querystring.endDate', message: 'Konec nesmí být před začátkem.' },
    ]);
  });

  it('a slot is neither created nor moved to such a date, and stays as it was', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/slots',
      headers: admin(),
      payload: { activityId, date: '9999-12-31', time: '10:00', durationMinutes: 60, capacity: 5 },
    });
    expect(created.statusCode).toBe(400);
    expect(fieldsOf(created)).toEqual([{ field: 'body.date', message: RANGE }]);
    const series = await t.app.inject({
      method: 'POST',
      url: '/api/admin/slots',
      headers: admin(),
      payload: {
        activityId,
        date: '2026-12-01',
        time: '10:00',
        durationMinutes: 60,
        capacity: 5,
        repeatWeeklyUntil: '2101-01-01',
      },
    });
    expect(fieldsOf(series)).toEqual([{ field: 'body.repeatWeeklyUntil', message: RANGE }]);

    const [slot] = await t.db.select().from(timeSlots).where(eq(timeSlots.activityId, activityId)).limit(1);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/slots/${slot!.id}`,
      headers: admin(),
      payload: { date: '9999-12-31', time: '10:00', durationMinutes: 60, capacity: 5 },
    });
    expect(moved.statusCode).toBe(400);
    expect(fieldsOf(moved)).toEqual([{ field: 'body.date', message: RANGE }]);
    const [after] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot!.id));
    expect(after!.startsAt).toEqual(slot!.startsAt);
  });
});

describe('settings, prices, support, trainers and referral', () => {
  const settings = {
    companyName: 'Sport Praha s.r.o.',
    ico: '25596641',
    dic: 'cz25596641',
    address: 'Vinohradská 12, 120 00 Praha 2',
    bankAccount: '19-2000145399/0800',
    contactEmail: 'Provoz@Sport.cz',
    contactPhone: '+420 777 123 456',
    payoutFrequency: 'weekly',
  };

  it('refuses an IČO with a wrong checksum and a bad bank account, and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin(),
      payload: { ...settings, ico: '25596642', bankAccount: '2000145398/0800' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.ico', 'body.bankAccount']));
    expect(await t.db.select().from(partnerSettings)).toEqual([]);
  });

  it('saves valid company details, normalised, only for the partner themself', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin(),
      payload: settings,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dic: 'CZ25596641', contactEmail: 'provoz@sport.cz', complete: true });
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: admin(otherToken),
    });
    expect(other.json()).toMatchObject({ ico: '', complete: false });
  });

  it('lists and changes prices with the earning per entry; another partner gets 404 and nothing changes', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/prices', headers: admin() });
    const price = list.json().prices[0];
    expect(price.partnerEarning).toBe(price.price);
    const body = { activityId: price.activityId, name: 'Vstup', price: 30000, durationMinutes: 60 };
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/admin/prices/${price.optionId}`,
        headers: admin(otherToken),
        ...(method === 'PUT' ? { payload: body } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/prices',
      headers: admin(otherToken),
      payload: body,
    });
    expect(created.statusCode).toBe(400);
    const [unchanged] = await t.db
      .select()
      .from(activityOptions)
      .where(eq(activityOptions.id, price.optionId));
    expect(unchanged!.price).toBe(price.price);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/prices/${price.optionId}`,
      headers: admin(),
      payload: body,
    });
    expect(changed.json()).toMatchObject({ price: 30000, paygPlusPrice: 24000, partnerEarning: 30000 });
  });

  it('an activity keeps one price on sale even when its last two are stopped at once', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/prices', headers: admin() });
    const { activityId } = list.json().prices[0];
    const onSale = async () =>
      (await t.db.select().from(activityOptions).where(eq(activityOptions.activityId, activityId))).filter(
        (option) => !option.archived,
      );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/prices',
      headers: admin(),
      payload: { activityId, name: 'Druhý vstup', price: 25000, durationMinutes: 60 },
    });
    expect(added.statusCode).toBe(201);
    const options = await onSale();
    const stops = await Promise.all(
      options.map((option) =>
        t.app.inject({ method: 'DELETE', url: `/api/admin/prices/${option.id}`, headers: admin() }),
      ),
    );
    const statuses = stops.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(options.length - 1);
    const refused = stops.find((res) => res.statusCode === 409);
    expect(refused?.json().message).toBe('Aktivita musí mít alespoň jednu cenu.');
    expect(await onSale()).toHaveLength(1);
  });

  it('a support message becomes a back-office request', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/support',
      headers: admin(),
      payload: { subject: 'x', message: '' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/support',
      headers: admin(),
      payload: { subject: 'Výplata', message: 'Kdy přijde výplata za listopad?' },
    });
    expect(res.statusCode).toBe(201);
    const [request] = await t.db.select().from(requests).where(eq(requests.kind, 'support'));
    expect(request).toMatchObject({ email: 'provoz@sport.cz', company: 'Sport Praha s.r.o.' });
    expect(request!.message).toContain('Kdy přijde výplata');
  });

  it('shows trainers and a stable referral link', async () => {
    const trainers = await t.app.inject({ method: 'GET', url: '/api/admin/trainers', headers: admin() });
    expect(trainers.statusCode).toBe(200);
    const first = (
      await t.app.inject({ method: 'GET', url: '/api/admin/referral', headers: admin() })
    ).json();
    const second = (
      await t.app.inject({ method: 'GET', url: '/api/admin/referral', headers: admin() })
    ).json();
    expect(first.code).toBe(second.code);
    expect(first.url).toContain(`/admin/register?ref=${first.code}`);
    const other = (
      await t.app.inject({ method: 'GET', url: '/api/admin/referral', headers: admin(otherToken) })
    ).json();
    expect(other.code).not.toBe(first.code);
  });
});

describe('receptionists assigned to venues (PUT /api/admin/staff/{id})', () => {
  it('assigns the partner’s own venues only, and the list shows them', async () => {
    const staffId = (await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: admin() })).json()
      .staff[0].id as string;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${staffId}`,
      headers: admin(),
      payload: { venueIds: [venueId] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('vybraných sportovištích (1)');
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: admin() })).json();
    expect(list.staff[0].venueIds).toEqual([venueId]);

    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${staffId}`,
      headers: admin(),
      payload: { venueIds: [venueId, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(foreign.statusCode).toBe(400);
    const unchanged = (
      await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: admin() })
    ).json();
    expect(unchanged.staff[0].venueIds).toEqual([venueId]);

    const all = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${staffId}`,
      headers: admin(),
      payload: { venueIds: [] },
    });
    expect(all.json().message).toContain('na všech vašich sportovištích');
  });
});

describe('panel data (GET /api/admin/{adminId}) computedData', () => {
  it('counts today’s entries, earnings, slots and bookings in Prague time', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: admin() })).json();
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/admin/${me.id}`, headers: admin() })
    ).json().computedData;
    const [option] = await t.db
      .select()
      .from(activityOptions)
      .where(eq(activityOptions.activityId, activityId));
    const [ticket] = await t.db
      .insert(tickets)
      .values({
        userId,
        activityId,
        optionId: option!.id,
        source: 'PAYG',
        price: 15000,
        isUsed: true,
        expiresAt: new Date('2026-12-20T00:00:00Z'),
      })
      .returning();
    await t.db.insert(entries).values({
      ticketId: ticket!.id,
      userId,
      venueId,
      partnerEarning: 15000,
      scannedAt: new Date('2026-11-23T08:00:00Z'),
    });
    const after = (await t.app.inject({ method: 'GET', url: `/api/admin/${me.id}`, headers: admin() })).json()
      .computedData;
    expect(after.entriesToday).toBe(before.entriesToday + 1);
    expect(after.earningsToday).toBe(before.earningsToday + 15000);
    expect(after.slotsToday).toBeGreaterThan(0);
    expect(after.bookingsToday).toBeGreaterThanOrEqual(0);
  });
});
