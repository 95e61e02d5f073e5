import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, jobs } from '../src/db/schema.ts';
import { countDeadJobs, listDeadJobs } from '../src/jobs/job-repository.ts';
import { FINISHED_JOB_RETENTION_DAYS, pruneJobs } from '../src/jobs/prune.ts';
import {
  enqueueJob,
  type JobFailure,
  MAX_JOB_ATTEMPTS,
  retryDelayMs,
  runDueJobs,
} from '../src/jobs/queue.ts';
import { IDEMPOTENCY_KEY_RETENTION_DAYS, pruneIdempotencyKeys } from '../src/modules/payments/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' });
});
afterAll(async () => {
  await t?.close();
});

describe('job queue', () => {
  it('runs a due job once, even when enqueued twice under one dedupe key', async () => {
    const ran: unknown[] = [];
    await enqueueJob(t.db, {
      kind: 'test.echo',
      payload: { n: 1 },
      dedupeKey: 'echo:1',
      runAt: t.clock.now(),
    });
    await enqueueJob(t.db, {
      kind: 'test.echo',
      payload: { n: 1 },
      dedupeKey: 'echo:1',
      runAt: t.clock.now(),
    });
    const handlers = { 'test.echo': async (payload: unknown) => void ran.push(payload) };
    expect(await runDueJobs(t.db, handlers, t.clock.now(), () => {})).toBe(1);
    expect(await runDueJobs(t.db, handlers, t.clock.now(), () => {})).toBe(0);
    expect(ran).toEqual([{ n: 1 }]);
  });

  it('retries a failed job later instead of losing it', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const handlers = {
      'test.flaky': async () => {
        calls++;
        if (calls === 1) throw new Error('SMTP down');
      },
    };
    await enqueueJob(t.db, { kind: 'test.flaky', dedupeKey: 'flaky:1', runAt: t.clock.now() });
    await runDueJobs(t.db, handlers, t.clock.now(), (e) => errors.push(e));
    expect(errors).toHaveLength(1);
    expect(await runDueJobs(t.db, handlers, t.clock.now(), () => {})).toBe(0);
    t.clock.advance(10 * 60_000);
    expect(await runDueJobs(t.db, handlers, t.clock.now(), () => {})).toBe(1);
    const rows = await t.db.select().from(jobs);
    expect(rows.find((j) => j.kind === 'test.flaky')?.doneAt).not.toBeNull();
  });

  it('backs off exponentially (capped), then keeps the job dead with its last error, claimed no more', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n) / 60_000)).toEqual([
      2, 4, 8, 16, 32, 60, 60, 60,
    ]);
    let calls = 0;
    const failures: JobFailure[] = [];
    const handlers = {
      'test.broken': async () => {
        calls++;
        throw new Error(`SMTP down (${calls})`);
      },
    };
    await enqueueJob(t.db, { kind: 'test.broken', dedupeKey: 'broken:1', runAt: t.clock.now() });
    const row = async () => (await t.db.select().from(jobs).where(eq(jobs.dedupeKey, 'broken:1')))[0]!;
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt++) {
      const before = t.clock.now();
      expect(await runDueJobs(t.db, handlers, before, (_e, _kind, failure) => failures.push(failure))).toBe(
        1,
      );
      const job = await row();
      if (attempt < MAX_JOB_ATTEMPTS) {
        // not due again before its back-off has passed
        expect(job.runAt.getTime() - before.getTime()).toBe(retryDelayMs(attempt));
        expect(job.deadAt).toBeNull();
        t.clock.advance(retryDelayMs(attempt) - 1000);
        expect(await runDueJobs(t.db, handlers, t.clock.now(), () => {})).toBe(0);
        t.clock.advance(1000);
      }
    }
    expect(calls).toBe(MAX_JOB_ATTEMPTS);
    expect(failures.map((f) => f.dead)).toEqual([false, false, false, false, true]);
    const dead = await row();
    expect(dead).toMatchObject({ attempts: MAX_JOB_ATTEMPTS, doneAt: null, lockedAt: null });
    expect(dead.deadAt).toEqual(t.clock.now());
    expect(dead.lastError).toBe('Error: SMTP down (5)');
    t.clock.advance(24 * 3_600_000);
    expect(await runDueJobs(t.db, handlers, t.clock.now(), () => {})).toBe(0);
    expect(await countDeadJobs(t.db)).toBe(1);
    expect(await listDeadJobs(t.db, 10)).toEqual([
      expect.objectContaining({ id: dead.id, kind: 'test.broken', lastError: 'Error: SMTP down (5)' }),
    ]);
  });

  it('a dead job stays dead when enqueued again, unless the caller revives it (attempts from 0, once)', async () => {
    const job = { kind: 'test.revive', payload: {}, dedupeKey: 'revive:1', runAt: t.clock.now() };
    await enqueueJob(t.db, job);
    await t.db
      .update(jobs)
      .set({ attempts: MAX_JOB_ATTEMPTS, deadAt: t.clock.now() })
      .where(eq(jobs.dedupeKey, 'revive:1'));
    const ran: unknown[] = [];
    const handlers = { 'test.revive': async (payload: unknown) => void ran.push(payload) };
    await enqueueJob(t.db, job);
    expect(await runDueJobs(t.db, handlers, t.clock.now(), () => {})).toBe(0);
    await enqueueJob(t.db, { ...job, reviveDead: true });
    await enqueueJob(t.db, { ...job, reviveDead: true });
    const rows = await t.db.select().from(jobs).where(eq(jobs.dedupeKey, 'revive:1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempts: 0, deadAt: null });
    expect(await runDueJobs(t.db, handlers, t.clock.now(), () => {})).toBe(1);
    // a job that is not dead (here: done) is left as it is
    await enqueueJob(t.db, { ...job, reviveDead: true });
    expect(await runDueJobs(t.db, handlers, t.clock.now(), () => {})).toBe(0);
    expect(ran).toHaveLength(1);
  });

  it('prunes finished jobs past the retention, keeps recent, pending and dead ones, and buries abandoned ones', async () => {
    const now = t.clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000);
    const old = daysAgo(FINISHED_JOB_RETENTION_DAYS + 1);
    const recent = daysAgo(FINISHED_JOB_RETENTION_DAYS - 1);
    await t.db.insert(jobs).values([
      { kind: 'test.prune', dedupeKey: 'prune:old-done', runAt: old, doneAt: old },
      { kind: 'test.prune', dedupeKey: 'prune:recent-done', runAt: recent, doneAt: recent },
      { kind: 'test.prune', dedupeKey: 'prune:old-dead', runAt: old, deadAt: old, attempts: 5 },
      { kind: 'test.prune', dedupeKey: 'prune:old-pending', runAt: old },
      // its last attempt was claimed by an instance that stopped: nothing would claim it again
      { kind: 'test.prune', dedupeKey: 'prune:abandoned', runAt: old, lockedAt: daysAgo(1), attempts: 5 },
      // running now on a live instance
      { kind: 'test.prune', dedupeKey: 'prune:running', runAt: now, lockedAt: now, attempts: 5 },
    ]);
    const errors: string[] = [];
    expect(await pruneJobs(t.db, now, { error: (_details, message) => void errors.push(message) })).toEqual({
      deleted: 1,
      buried: 1,
    });
    const left = await t.db
      .select({ key: jobs.dedupeKey, deadAt: jobs.deadAt })
      .from(jobs)
      .where(sql`${jobs.kind} = 'test.prune'`)
      .orderBy(jobs.dedupeKey);
    expect(left).toEqual([
      { key: 'prune:abandoned', deadAt: now },
      { key: 'prune:old-dead', deadAt: old },
      { key: 'prune:old-pending', deadAt: null },
      { key: 'prune:recent-done', deadAt: null },
      { key: 'prune:running', deadAt: null },
    ]);
    expect(errors).toEqual(['job dead: its last attempt never ended']);
  });

  it('forgets idempotency keys past their retention, keeps recent ones', async () => {
    const now = t.clock.now();
    const accountId = randomUUID();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000);
    await t.db.insert(idempotencyKeys).values([
      { accountId, scope: 'test', key: 'old', createdAt: daysAgo(IDEMPOTENCY_KEY_RETENTION_DAYS + 1) },
      { accountId, scope: 'test', key: 'recent', createdAt: daysAgo(IDEMPOTENCY_KEY_RETENTION_DAYS - 1) },
    ]);
    expect(await pruneIdempotencyKeys(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.accountId, accountId));
    expect(left).toEqual([{ key: 'recent' }]);
  });
});
