import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, creditLedger, tickets, timeSlots } from '../src/db/schema.ts';
import { appendCredit } from '../src/modules/payments/index.ts';
import { partnerSlotsQuery, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';

/**
 * The database connection cut midway (PostgreSQL only: PGlite has no connection to lose). While 200
 * purchases run, every backend of the test database is terminated again and again: no request may
 * crash the process or answer 500, a purchase either happened whole or not at all (503 with
 * Retry-After), and afterwards the pool has reconnected and the sums hold.
 */

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres' && !!process.env.TEST_DATABASE_URL;
const USERS = 20;
const SLOTS = 10;
/** cuts every 50 ms for the first 3 s of the purchases, so both cut and whole purchases happen */
const CUT_EVERY_MS = 50;
const CUT_FOR_MS = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)('a database connection cut midway', () => {
  let t: TestApp;
  let killer: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000' } });
    killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await killer.connect();
  });
  afterAll(async () => {
    await killer?.end();
    await t?.close();
  });

  it('200 purchases while the backends are terminated: no crash, no 500, the sums hold, the pool comes back', async () => {
    const [{ name } = { name: '' }] = (await t.db.execute(sql`select current_database() as name`)).rows as {
      name: string;
    }[];
    const [partner] = await t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
    const slots = await partnerSlotsQuery(t, partner!.id, t.clock.now()).limit(SLOTS);
    const reservedBefore = new Map<string, number>();
    for (const slot of slots) {
      const [row] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.slotId));
      reservedBefore.set(slot.slotId, row!.reserved);
    }
    const users: { id: string; headers: Record<string, string> }[] = [];
    for (let i = 0; i < USERS; i++) {
      const email = `vypadek-${randomUUID().slice(0, 8)}@example.cz`;
      const [account] = await t.db
        .insert(accounts)
        .values({ role: 'user', email, name: 'Vít Výpadek', emailVerifiedAt: t.clock.now() })
        .returning();
      await appendCredit(t.db, {
        userId: account!.id,
        amount: 1_000_000,
        reason: 'adjustment',
        reference: email,
      });
      const token = await t.app.ctx.tokens.sign({ id: account!.id, email, role: 'user', tv: 0 });
      users.push({ id: account!.id, headers: userHeaders(token) });
    }

    let cutting = true;
    let cuts = 0;
    const cutUntil = performance.now() + CUT_FOR_MS;
    const cutter = (async () => {
      while (cutting && performance.now() < cutUntil) {
        const killed = await killer.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        cuts += killed.rowCount ?? 0;
        await sleep(CUT_EVERY_MS);
      }
    })();
    const statuses: number[] = [];
    await Promise.all(
      users.map(async (user) => {
        for (const slot of slots) {
          const answer = await t.app.inject({
            method: 'POST',
            url: '/api/user/entries',
            headers: user.headers,
            payload: { timeSlotId: slot.slotId, optionId: slot.optionId },
          });
          statuses.push(answer.statusCode);
          if (answer.statusCode === 503) expect(answer.headers['retry-after']).toBeDefined();
        }
      }),
    );
    cutting = false;
    await cutter;

    expect(statuses).toHaveLength(USERS * SLOTS);
    expect(cuts).toBeGreaterThan(0);
    expect(statuses.filter((status) => ![201, 409, 503].includes(status))).toEqual([]);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);

    // the pool reconnects by itself
    let health = 0;
    for (let attempt = 0; attempt < 20 && health !== 200; attempt++) {
      health = (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      if (health !== 200) await sleep(100);
    }
    expect(health).toBe(200);

    // every balance is the sum of its ledger, every place sold is a live ticket
    for (const user of users) {
      const [account] = await t.db.select().from(accounts).where(eq(accounts.id, user.id));
      const [ledger] = await t.db
        .select({ sum: sql<number>`coalesce(sum(${creditLedger.amount}), 0)`.mapWith(Number) })
        .from(creditLedger)
        .where(eq(creditLedger.userId, user.id));
      expect(account!.credits).toBe(ledger!.sum);
    }
    for (const slot of slots) {
      const [row] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.slotId));
      const live = await t.db
        .select()
        .from(tickets)
        .where(and(eq(tickets.timeSlotId, slot.slotId), eq(tickets.isCancelled, false)));
      const ours = live.filter((ticket) => users.some((user) => user.id === ticket.userId));
      expect(row!.reserved - reservedBefore.get(slot.slotId)!).toBe(ours.length);
    }
    await expectMoneyInvariants(t);
  }, 120_000);
});
