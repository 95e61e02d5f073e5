import { eq, getTableName, is, or, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { PERSONAL_DATA_POLICY } from '../src/modules/auth/erase.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { startSmtpServer } from './smtp.ts';

/** GDPR: erasure and export cover every table that refers to a person. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const PERSON_COLUMN =
  /^(email|phone|to)$|(^|_)(user|account|admin|actor|target|referrer|referred|scanned_by|trainer)_id$/;

/** Tables with a foreign key to accounts or a column that names or identifies a person. */
function personTables(): string[] {
  return tables
    .filter((table) => {
      const config = getTableConfig(table);
      if (config.name === 'accounts') return true;
      const pointsAtAccounts = config.foreignKeys.some(
        (fk) => getTableName(fk.reference().foreignTable) === 'accounts',
      );
      return pointsAtAccounts || config.columns.some((column) => PERSON_COLUMN.test(column.name));
    })
    .map((table) => getTableConfig(table).name)
    .sort();
}

const classified = Object.values(PERSONAL_DATA_POLICY).flat() as string[];

describe('the schema walk', () => {
  it('finds every table with a person reference decided on: exported and erased, erased, or kept by law', () => {
    const found = personTables();
    expect(found).toContain('tickets');
    expect(found).toContain('requests');
    expect(found.filter((name) => !classified.includes(name))).toEqual([]);
  });

  it('names only tables that exist, each once', () => {
    const names = tables.map((table) => getTableConfig(table).name);
    expect(classified.filter((name) => !names.includes(name))).toEqual([]);
    expect(new Set(classified).size).toBe(classified.length);
  });
});

describe('export and erasure of a customer', () => {
  const email = 'gdpr@example.cz';
  let userId: string;
  let token: string;

  beforeAll(async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { email, password: 'dlouhe heslo na kolo', name: 'Gita Dvořáková', acceptTerms: true },
    });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-email',
      payload: { token: smtp.lastTo(email).token },
    });
    token = verified.json().token;
    userId = verified.json().account.id;
    const [activity] = await t.db
      .select({ id: schema.activities.id, venueId: schema.activities.venueId })
      .from(schema.activities)
      .limit(1);
    const now = t.clock.now();
    await t.db.insert(schema.savedActivities).values({ userId, activityId: activity!.id });
    await t.db.insert(schema.paymentMethods).values({
      userId,
      providerId: 'pm_gdpr_1',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    await t.db.insert(schema.referrals).values({ referrerId: userId, code: 'GITA2026' });
    await t.db
      .insert(schema.requests)
      .values({ kind: 'contact', name: 'Gita', email, phone: '+420 777 000 111', message: 'Dotaz' });
    await t.db.insert(schema.subscriptions).values({
      userId,
      type: 'PAYG_PLUS',
      currentState: 'ACTIVE',
      startDate: now,
      numOfPeriods: 1,
      subscribedPrice: 11_900,
      monthlyPrice: 11_900,
    });
    await t.db
      .insert(schema.creditLedger)
      .values({ userId, amount: 5_000, balanceAfter: 5_000, reason: 'test' });
    await t.db.insert(schema.payments).values({
      userId,
      kind: 'entry',
      description: 'Vstup',
      amount: 15_000,
      status: 'succeeded',
      provider: 'local',
    });
    const [ticket] = await t.db
      .insert(schema.tickets)
      .values({
        userId,
        activityId: activity!.id,
        source: 'PAYG',
        price: 15_000,
        isUsed: true,
        expiresAt: new Date(now.getTime() + 30 * 24 * 3600_000),
      })
      .returning();
    await t.db.insert(schema.entries).values({ ticketId: ticket!.id, userId, venueId: activity!.venueId });
    await t.db.insert(schema.idempotencyKeys).values({ accountId: userId, key: 'k1', scope: 'checkout' });
    await t.db
      .insert(schema.reviews)
      .values({ ticketId: ticket!.id, userId, activityId: activity!.id, rating: 5, text: 'Skvělá lekce' });
    const [slot] = await t.db
      .select({ id: schema.timeSlots.id, optionId: schema.activityOptions.id })
      .from(schema.timeSlots)
      .innerJoin(schema.activityOptions, eq(schema.activityOptions.activityId, schema.timeSlots.activityId))
      .limit(1);
    await t.db
      .insert(schema.waitlistEntries)
      .values({ userId, timeSlotId: slot!.id, optionId: slot!.optionId });
  });

  it('exports every kind of record held about the user', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/me/export',
      headers: { 'x-user-token': `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    for (const key of [
      'tickets',
      'payments',
      'savedActivityIds',
      'subscriptions',
      'entries',
      'paymentMethods',
      'creditLedger',
      'referrals',
      'requests',
      'reviews',
      'waitlist',
      'emails',
    ]) {
      expect(data[key], key).not.toHaveLength(0);
    }
    expect(data.requests[0]).toMatchObject({ phone: '+420 777 000 111' });
    expect(data.emails[0]).toMatchObject({ template: 'verify_email' });
  });

  it('erases what is personal, ends the subscription, and keeps what the law requires', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: { 'x-user-token': `Bearer ${token}` },
      payload: { password: 'dlouhe heslo na kolo' },
    });
    expect(res.statusCode).toBe(200);
    const countOf = async (table: PgTable, where: ReturnType<typeof eq>) => {
      const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
      return row!.n;
    };
    expect(await countOf(schema.savedActivities, eq(schema.savedActivities.userId, userId))).toBe(0);
    expect(await countOf(schema.paymentMethods, eq(schema.paymentMethods.userId, userId))).toBe(0);
    expect(await countOf(schema.referrals, eq(schema.referrals.referrerId, userId))).toBe(0);
    expect(await countOf(schema.requests, eq(schema.requests.email, email))).toBe(0);
    expect(await countOf(schema.emailOutbox, eq(schema.emailOutbox.to, email))).toBe(0);
    expect(
      await countOf(
        schema.oneTimeTokens,
        or(eq(schema.oneTimeTokens.accountId, userId), eq(schema.oneTimeTokens.email, email))!,
      ),
    ).toBe(0);
    expect(await countOf(schema.idempotencyKeys, eq(schema.idempotencyKeys.accountId, userId))).toBe(0);
    expect(await countOf(schema.reviews, eq(schema.reviews.userId, userId))).toBe(0);
    expect(await countOf(schema.waitlistEntries, eq(schema.waitlistEntries.userId, userId))).toBe(0);
    const [subscription] = await t.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.userId, userId));
    expect(subscription?.currentState).toBe('CANCELLED');
    // kept by law, pointing at the anonymised row
    expect(await countOf(schema.payments, eq(schema.payments.userId, userId))).toBe(1);
    expect(await countOf(schema.tickets, eq(schema.tickets.userId, userId))).toBe(1);
    expect(await countOf(schema.entries, eq(schema.entries.userId, userId))).toBe(1);
    expect(await countOf(schema.creditLedger, eq(schema.creditLedger.userId, userId))).toBe(1);
    const [account] = await t.db.select().from(schema.accounts).where(eq(schema.accounts.id, userId));
    expect(account).toMatchObject({ name: 'Smazaný účet', phone: null, passwordHash: null });
    expect(account!.email).not.toContain('gdpr');
  });
});

describe('erasing a partner', () => {
  it('erases its receptionists too', async () => {
    const staffLogin = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: 'recepce@champions.cz', password: 'Champions123!' },
      });
    expect((await staffLogin()).statusCode).toBe(200);
    const partner = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'partner@champions.cz', password: 'Champions123!' },
    });
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/me',
      headers: { 'x-admin-token': `Bearer ${partner.json().token}` },
      payload: { password: 'Champions123!' },
    });
    expect(erased.statusCode).toBe(200);
    expect((await staffLogin()).statusCode).toBe(401);
    const [staff] = await t.db
      .select()
      .from(schema.accounts)
      .where(sql`${schema.accounts.role} = 'staff' and ${schema.accounts.deletedAt} is not null`);
    expect(staff?.name).toBe('Smazaný účet');
  });
});
