import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { jobs } from '../src/db/schema.ts';
import { enqueueJob } from '../src/jobs/queue.ts';
import { type JobRunnerOptions, startJobRunner } from '../src/jobs/runner.ts';
import { fixedClock } from '../src/shared/clock.ts';
import { freshDatabase, TEST_NOW } from './harness.ts';

/**
 * The runner drains a queue continuously, several runners (instances) at once, each job exactly once.
 * On PostgreSQL the three runners have a connection pool each, as three instances would; on PGlite
 * (one in-process connection) they share it.
 */

let handles: DatabaseHandle[] = [];
let drop = async () => {};
let engine: 'pglite' | 'postgres';
const clock = fixedClock(TEST_NOW);

beforeAll(async () => {
  const fresh = await freshDatabase();
  await fresh.handle.migrate();
  drop = fresh.drop;
  engine = fresh.handle.engine;
  handles = [fresh.handle];
  if (fresh.url)
    for (let i = 0; i < 2; i++) handles.push(await openDatabase({ url: fresh.url, poolSize: 4 }));
});
afterAll(async () => {
  for (const handle of handles.reverse()) await handle.close();
  await drop();
});

const db = () => handles[0]!.db;
const dbOf = (runner: number) => handles[runner % handles.length]!.db;

function runner(index: number, options: Pick<JobRunnerOptions, 'handlers'> & Partial<JobRunnerOptions>) {
  return startJobRunner({
    db: dbOf(index),
    now: () => clock.now(),
    idleMs: 20,
    onError: (error) => {
      throw error;
    },
    onDatabaseError: (error) => {
      throw error;
    },
    ...options,
  });
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const start = performance.now();
  while (!(await condition())) {
    if (performance.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const undone = async (kind: string) => {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(sql`${jobs.kind} = ${kind} and ${jobs.doneAt} is null`);
  return row!.count;
};

/** Opens when told to: holds jobs "running" as long as a test needs. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the job runner', () => {
  it('drains 5 000 due jobs (1 000 on PGlite, one connection) with three runners, each job exactly once', async () => {
    const total = engine === 'postgres' ? 5000 : 1000;
    const rows = Array.from({ length: total }, (_, n) => ({
      kind: 'test.drain',
      payload: { n },
      runAt: clock.now(),
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await db()
        .insert(jobs)
        .values(rows.slice(i, i + 1000));
    const runs = new Array<number>(total).fill(0);
    const runsByRunner = [0, 0, 0];
    const handlers = (index: number) => ({
      'test.drain': async (payload: unknown) => {
        runs[(payload as { n: number }).n]! += 1;
        runsByRunner[index]! += 1;
      },
    });
    const started = performance.now();
    const runners = [0, 1, 2].map((index) => runner(index, { handlers: handlers(index), defaultLimit: 8 }));
    await until(async () => (await undone('test.drain')) === 0, 60_000);
    const elapsed = performance.now() - started;
    await Promise.all(runners.map((r) => r.stop()));

    expect(elapsed).toBeLessThan(60_000);
    expect(runs.filter((count) => count !== 1)).toEqual([]);
    expect(runsByRunner.every((count) => count > 0)).toBe(true);
    const attempts = await db()
      .select({ attempts: jobs.attempts, count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.kind} = 'test.drain'`)
      .groupBy(jobs.attempts);
    expect(attempts).toEqual([{ attempts: 1, count: total }]);
  }, 60_000);

  it('holds each kind to its limit, and a kind with many due jobs does not hold back another', async () => {
    const held = gate();
    let reminding = 0;
    let mostReminding = 0;
    const renewed: number[] = [];
    const handlers = {
      'test.remind': async () => {
        reminding++;
        mostReminding = Math.max(mostReminding, reminding);
        await held.opened;
        reminding--;
      },
      'test.renew': async (payload: unknown) => {
        renewed.push((payload as { n: number }).n);
      },
    };
    await db()
      .insert(jobs)
      .values(Array.from({ length: 200 }, () => ({ kind: 'test.remind', runAt: clock.now() })));
    for (let n = 0; n < 5; n++)
      await enqueueJob(db(), { kind: 'test.renew', payload: { n }, runAt: clock.now() });
    const runners = [0, 1].map((index) =>
      runner(index, { handlers, limits: { 'test.remind': 3 }, defaultLimit: 1 }),
    );

    // every reminder place is taken and stays taken, yet the renewals all run
    await until(async () => reminding === 6, 10_000);
    await until(async () => renewed.length === 5, 10_000);
    expect(reminding).toBe(6);
    expect(mostReminding).toBe(6);
    held.open();
    await until(async () => (await undone('test.remind')) === 0, 30_000);
    await Promise.all(runners.map((r) => r.stop()));
    // two runners, three places each
    expect(mostReminding).toBe(6);
    expect(renewed.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('on stop claims nothing more and waits for the jobs that are running', async () => {
    const held = gate();
    const ran: string[] = [];
    const handlers = {
      'test.stop': async (payload: unknown) => {
        await held.opened;
        ran.push((payload as { name: string }).name);
      },
    };
    await enqueueJob(db(), { kind: 'test.stop', payload: { name: 'running' }, runAt: clock.now() });
    const r = runner(0, { handlers });
    await until(async () => (await undone('test.stop')) === 1 && (await locked('test.stop')) === 1, 5000);
    let stopped = false;
    const stopping = r.stop().then(() => {
      stopped = true;
    });
    await enqueueJob(db(), { kind: 'test.stop', payload: { name: 'after stop' }, runAt: clock.now() });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    held.open();
    await stopping;
    expect(ran).toEqual(['running']);
    expect(await undone('test.stop')).toBe(1);
    const [left] = await db().select().from(jobs).where(isNull(jobs.doneAt));
    expect(left).toMatchObject({ kind: 'test.stop', payload: { name: 'after stop' }, attempts: 0 });
  });
});

async function locked(kind: string) {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(sql`${jobs.kind} = ${kind} and ${jobs.lockedAt} is not null and ${jobs.doneAt} is null`);
  return row!.count;
}
