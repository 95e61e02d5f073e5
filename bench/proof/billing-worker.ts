/**
 * The subscription billing job in a process of its own, for the killed-billing proof: the billing
 * worker (scan, then renewals until none is due) on DATABASE_URL, with the application clock at the
 * given instant. Prints "billing" when it starts to bill and "done" when nothing is left. With a speed
 * above 1 its clock runs that much faster than the wall clock (the retries' back-off of minutes passes
 * in seconds), and it works until no billing job is left open (at most 200 s). Each round also runs what
 * the scheduler runs besides the billing: the reconcile of open payments and the jobs' housekeeping.
 *
 *   tsx bench/proof/billing-worker.ts <database url> <ISO instant> <env as JSON> [speed]
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { runBillingWorker } from '../../apps/api/src/jobs/billing-worker.ts';
import { pruneJobs } from '../../apps/api/src/jobs/prune.ts';

const [url, instant, envJson, speedText] = process.argv.slice(2) as [string, string, string, string?];
const speed = Number(speedText ?? 1);
const started = performance.now();
const base = new Date(instant).getTime();
// the instant moves on with the real time, as a clock does
const clock = { now: () => new Date(base + (performance.now() - started) * speed) };
const database = await openDatabase({ url, poolSize: 4 });
const app = await buildApp({
  config: loadConfig({
    ...JSON.parse(envJson),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
  }),
  db: database.db,
  clock,
});
const open = async () =>
  Number(
    (
      (
        await database.db.execute(sql`select count(*) as n from jobs
          where kind like 'subscriptions.%' and done_at is null and dead_at is null`)
      ).rows[0] as { n: string }
    ).n,
  );
process.stdout.write('billing\n');
const deadline = performance.now() + 200_000;
do {
  // what the scheduler runs besides: payments left open by a killed run are checked with the provider,
  // and the hourly housekeeping marks dead a job whose last attempt a killed run claimed (the
  // subscription scan then revives a renewal still due); on the fast clock an hour is 6 seconds
  await app.payments.reconcile(0);
  await pruneJobs(database.db, clock.now(), app.log);
  await runBillingWorker(app, clock, 200);
  if (speed === 1 || (await open()) === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 1000));
} while (performance.now() < deadline);
process.stdout.write('done\n');
await app.close();
await database.close();
