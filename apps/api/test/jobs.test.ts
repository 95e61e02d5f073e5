import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.ts';
import { enqueueJob, runDueJobs } from '../src/jobs/queue.ts';
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
});
