import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData, seedReferenceData } from './db/seed.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { setPasswordHashCost } from './modules/auth/index.ts';
import { movableClock, systemClock } from './shared/clock.ts';

async function main() {
  const config = loadConfig();
  // before the seed, so the demo accounts' hashes are the cheap ones too
  if (config.UNSAFE_TEST_PASSWORD_HASH) setPasswordHashCost('test');
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  if (config.SEED_DEMO) await seedDemoData(database.db, systemClock.now(), { organisation: true });
  else await seedReferenceData(database.db);

  // end-to-end tests may move the clock the requests read (UNSAFE_TEST_CLOCK); the jobs keep the machine's
  const testClock = config.UNSAFE_TEST_CLOCK ? movableClock() : undefined;
  const app = await buildApp({ config, db: database.db, clock: testClock ?? systemClock, testClock });
  if (testClock) app.log.warn('UNSAFE_TEST_CLOCK: PUT /api/test/clock moves the clock of the requests');
  if (config.UNSAFE_TEST_PASSWORD_HASH)
    app.log.warn("UNSAFE_TEST_PASSWORD_HASH: passwords hashed at the tests' cost");
  // starts with the app; app.close() stops claiming jobs and waits for those running
  startScheduler(app, systemClock);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // readiness turns 503 first, so the load balancer stops sending before the server stops accepting
    app.lifecycle.startDraining();
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS + 10_000);
    force.unref();
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_GRACE_MS));
    // Fastify answers new requests 503 from here on and waits for those in flight; jobs are released
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Champions běží na ${config.PUBLIC_URL} (databáze: ${database.engine})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
