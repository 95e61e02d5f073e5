import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PERIOD_MS } from '@champions/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { accounts, areas, jobs, payments, subscriptions } from '../../apps/api/src/db/schema.ts';
import { auditMoney } from '../../apps/api/src/modules/payments/index.ts';
import { bundleEntry } from './bundle.ts';
import { openSigner } from './signer.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const worker = fileURLToPath(new URL('./billing-worker.ts', import.meta.url));
const SUBSCRIBERS = 20;
const KILLS = Number(process.env.PROOF_KILLS ?? 20);
/** the renewals due: the worker's clock stands this many periods after the purchases */
const PERIODS = 3;
/**
 * A run is killed this long at most after it starts to bill: a run started in plain node bills all 60
 * periods in about a second, so a later kill would mostly find the work done.
 */
const KILL_WITHIN_MS = 250;
/** the last run's clock: 10 minutes of back-off pass in a second (at most 200 s: 33 hours, not a period) */
const FINAL_RUN_SPEED = 600;
/** each run's clock is later than the last by more than a job's lock timeout, as after a restart */
const RESTART_MS = 6 * 60_000;

/** One billing run in a child process; killed `killAfterMs` after it started to bill, or left to finish. */
function billingRun(
  bundle: string,
  databaseUrl: string,
  at: Date,
  env: Record<string, string>,
  killAfterMs: number | null,
  speed = 1,
): Promise<'killed' | 'finished' | 'failed'> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [bundle, databaseUrl, at.toISOString(), JSON.stringify(env), String(speed)],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let said = '';
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.stdout.on('data', (chunk) => {
      said += chunk;
      if (killAfterMs !== null && said.includes('billing') && !child.killed) {
        setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      }
    });
    const limit = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      // killed by the time limit after it said "done" (while closing): it finished its billing
      if (signal === 'SIGKILL') resolve(said.includes('done') ? 'finished' : 'killed');
      else if (code === 0) resolve('finished');
      else {
        console.log(errors.slice(-2000));
        resolve('failed');
      }
    });
  });
}

/**
 * The subscription billing job killed (SIGKILL) at a random moment 20 times, then left to finish:
 * every period of every plan billed exactly once (payments counted in the database), no renewal job
 * given up, and the money audit holds.
 */
export async function billingProof(options: {
  databaseUrl: string;
  baseUrl: string;
  env: Record<string, string>;
}): Promise<[string, string, boolean][]> {
  const { db, signer, close } = await openSigner(options);
  try {
    const [area] = await db.select().from(areas).limit(1);
    const post = async (path: string, token: string, body: unknown) => {
      const res = await fetch(`${options.baseUrl}/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-user-token': `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as Record<string, string>;
    };
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' };
    const users: string[] = [];
    const subscribe = async () => {
      const email = `predplatitel-${randomUUID().slice(0, 8)}@example.cz`;
      const [account] = await db
        .insert(accounts)
        .values({ role: 'user', email, name: 'Pavla Předplatitelka', emailVerifiedAt: new Date() })
        .returning();
      const token = await signer.ctx.tokens.sign({ id: account!.id, email, role: 'user', tv: 0 });
      // a card saved for the renewals, then the plan bought through the card modal's path
      const setup = await post('/user/payment-methods/setup-intent', token, {});
      await post('/user/payments/local/confirm', token, { clientSecret: setup.clientSecret, card });
      const start = await post('/user/subscriptions', token, {
        type: 'CHAMPIONSHIP_FLEXIBLE',
        areaId: area!.id,
        startNow: true,
      });
      await post('/user/payments/local/confirm', token, { clientSecret: start.clientSecret, card });
      await post('/user/subscriptions/confirm-payment', token, { paymentIntentId: start.paymentIntentId });
      users.push(account!.id);
    };
    for (let i = 0; i < SUBSCRIBERS; i += 5) await Promise.all(Array.from({ length: 5 }, subscribe));
    const subs = await db.select().from(subscriptions).where(inArray(subscriptions.userId, users));

    // bundled once: 21 starts of a plain node process instead of tsx compiling the API each time
    const bundle = await bundleEntry(worker, 'billing-worker');
    const due = new Date(Date.now() + PERIODS * PERIOD_MS + 3_600_000);
    const outcomes = { killed: 0, finished: 0, failed: 0 };
    const started = performance.now();
    for (let run = 0; run < KILLS; run++) {
      const at = new Date(due.getTime() + run * RESTART_MS);
      outcomes[
        await billingRun(
          bundle,
          options.databaseUrl,
          at,
          options.env,
          Math.round(Math.random() * KILL_WITHIN_MS),
        )
      ]++;
    }
    // the last run is left to finish, on a clock 600 times faster than the wall clock: the back-off
    // of the renewals the killed runs left half done passes in seconds, as it would in hours
    const final = await billingRun(
      bundle,
      options.databaseUrl,
      new Date(due.getTime() + KILLS * RESTART_MS),
      options.env,
      null,
      FINAL_RUN_SPEED,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(0);

    const subIds = subs.map((s) => s.id);
    const after = await db.select().from(subscriptions).where(inArray(subscriptions.id, subIds));
    const atPeriod = after.filter((s) => s.currentPeriod === PERIODS).length;
    const paid = await db
      .select({ reference: payments.reference, n: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(
        and(
          eq(payments.kind, 'subscription'),
          eq(payments.status, 'succeeded'),
          sql`split_part(${payments.reference}, ':', 1) in ${subIds}`,
        ),
      )
      .groupBy(payments.reference);
    const twice = paid.filter((p) => p.n > 1).length;
    const billed = new Set(paid.map((p) => p.reference));
    const missing = subIds.flatMap((id) =>
      Array.from({ length: PERIODS }, (_, i) => `${id}:${i + 1}`).filter((ref) => !billed.has(ref)),
    );
    // a renewal given up is harmless only when its period was billed anyway (its last claim killed
    // after the payment's commit); one given up with its period unbilled would be lost money
    const deadJobs = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, 'subscriptions.renew'), sql`${jobs.deadAt} is not null`));
    // the periodic scan killed on its every attempt is dead too; the next scan (its own job) goes on
    const [deadScans] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(jobs)
      .where(and(eq(jobs.kind, 'subscriptions.scan'), sql`${jobs.deadAt} is not null`));
    const deadUnbilled = deadJobs.filter(({ payload }) => {
      const { subscriptionId, period } = payload as { subscriptionId?: string; period?: number };
      return !billed.has(`${subscriptionId}:${period}`);
    }).length;
    // claims a killed run never finished (each counts as an attempt): how many renewals were revived
    const [revived] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(jobs)
      .where(and(eq(jobs.kind, 'subscriptions.renew'), sql`${jobs.attempts} > 1`));
    if (missing.length > 0) {
      // where the unbilled periods stand: their renewal jobs and payments (on the console, for the operator)
      const stuck = await db.execute(sql`select kind, attempts, run_at, locked_at, done_at, dead_at,
          left(last_error, 160) as error, payload from jobs where kind like 'subscriptions.%' and done_at is null`);
      console.log('open billing jobs:', JSON.stringify(stuck.rows.slice(0, 8)));
      const open = await db.execute(sql`select status, count(*) as n from payments where kind = 'subscription'
          and split_part(reference, ':', 1) in ${subIds} group by status`);
      console.log('subscription payments by status:', JSON.stringify(open.rows));
      const states =
        await db.execute(sql`select current_state, current_period, failed_attempts, next_billing_date
          from subscriptions where id in ${subIds} and current_period < ${PERIODS} limit 5`);
      console.log('plans behind:', JSON.stringify(states.rows));
    }
    const violations = await auditMoney(db);
    return [
      [
        `the subscription billing job killed (SIGKILL) at a random moment ${KILLS} times, then left to finish: each of ${SUBSCRIBERS} plans × ${PERIODS} periods billed exactly once`,
        `${outcomes.killed} runs killed while billing, ${outcomes.finished} finished before the kill, ${outcomes.failed} failed; the last run ${final} (${seconds} s in all); ${atPeriod} of ${subs.length} plans at period ${PERIODS}; ${missing.length} periods unbilled, ${twice} billed twice; ${revived!.n} renewals claimed more than once, ${deadUnbilled} renewals given up with their period unbilled (${deadJobs.length - deadUnbilled} given up after their period was billed: the last claim killed after the payment's commit), ${deadScans!.n} scans given up (killed on every attempt; the next scan ran); ${violations.length} broken money invariants`,
        final === 'finished' &&
          subs.length === SUBSCRIBERS &&
          atPeriod === SUBSCRIBERS &&
          missing.length === 0 &&
          twice === 0 &&
          deadUnbilled === 0 &&
          violations.length === 0,
      ],
    ];
  } finally {
    await close();
  }
}
