import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { jobs, timeSlots } from '../src/db/schema.ts';
import { enqueueJob } from '../src/jobs/queue.ts';
import { startScheduler } from '../src/jobs/scheduler.ts';
import type { fixedClock } from '../src/shared/clock.ts';
import { createTestApp } from './harness.ts';

/**
 * The scheduler as server.ts starts it: with the app, on the application clock, stopped by app.close().
 * Both apps are seeded with the demo catalogue; what differs is SEED_DEMO, which decides at start
 * whether the demo is seeded (server.ts) and so whether its calendar is kept rolling.
 */

const DAY = 24 * 3_600_000;

async function latestSlot(db: Database): Promise<number> {
  const [row] = await db.select({ latest: sql<string>`max(${timeSlots.startsAt})::text` }).from(timeSlots);
  return Date.parse(row!.latest);
}

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const start = performance.now();
  while (!(await condition())) {
    if (performance.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const jobRows = (db: Database, kind: string) =>
  db
    .select({ dedupeKey: jobs.dedupeKey, doneAt: jobs.doneAt, deadAt: jobs.deadAt })
    .from(jobs)
    .where(sql`${jobs.kind} = ${kind}`);

/** Starts the scheduler three days after the seed, so a calendar roll-forward would add slots. */
async function startThreeDaysLater(app: FastifyInstance, before: (db: Database) => Promise<void>) {
  await before(app.ctx.db);
  (app.ctx.clock as ReturnType<typeof fixedClock>).advance(3 * DAY);
  startScheduler(app);
}

describe('the scheduler', () => {
  it('with the demo seeded, rolls the demo calendar forward and runs the recurring jobs', async () => {
    let seededUntil = 0;
    const t = await createTestApp({
      beforeReady: (app) =>
        startThreeDaysLater(app, async (db) => {
          seededUntil = await latestSlot(db);
        }),
    });
    try {
      expect(t.config.SEED_DEMO).toBe(true);
      await until(async () => (await jobRows(t.db, 'calendar.extend')).some((job) => job.doneAt));
      expect(await latestSlot(t.db)).toBeGreaterThanOrEqual(seededUntil + 3 * DAY - 3_600_000);
      await until(async () => (await jobRows(t.db, 'jobs.prune')).some((job) => job.doneAt));
    } finally {
      await t.close();
    }
  }, 60_000);

  it('without the demo, neither enqueues the calendar job nor runs one left from a demo start', async () => {
    let seededUntil = 0;
    const t = await createTestApp({
      env: { SEED_DEMO: 'false' },
      beforeReady: (app) =>
        startThreeDaysLater(app, async (db) => {
          seededUntil = await latestSlot(db);
          await enqueueJob(db, {
            kind: 'calendar.extend',
            dedupeKey: 'left-over',
            runAt: app.ctx.clock.now(),
          });
        }),
    });
    try {
      expect(t.config.SEED_DEMO).toBe(false);
      // the recurring work was enqueued and ran meanwhile
      await until(async () => (await jobRows(t.db, 'jobs.prune')).some((job) => job.doneAt));
      await until(async () => (await jobRows(t.db, 'calendar.extend')).every((job) => job.doneAt));
      expect(await jobRows(t.db, 'calendar.extend')).toEqual([
        expect.objectContaining({ dedupeKey: 'left-over', deadAt: null }),
      ]);
      expect(await latestSlot(t.db)).toBe(seededUntil);
    } finally {
      await t.close();
    }
  });
});
