import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { systemClock } from '../shared/clock.ts';
import { countDeadJobs, listDeadJobs, reviveDeadJob } from './job-repository.ts';

const SHOWN = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `npm run jobs:dead`: lists the dead jobs (their last attempt failed) on the configured database, the
 * most recent first, with their last error; exit code 1 when there is any.
 * `npm run jobs:dead -- --retry <id>`: makes a dead job due again with all its attempts (after the
 * cause was fixed).
 */
async function main(args: string[]) {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (args[0] === '--retry') {
      const id = args[1] ?? '';
      if (!UUID.test(id)) throw new ConfigError('usage: npm run jobs:dead -- --retry <job id>');
      const revived = await reviveDeadJob(database.db, id, systemClock.now());
      console.log(revived ? `jobs:dead: job ${id} is due again` : `jobs:dead: no dead job ${id}`);
      return revived ? 0 : 1;
    }
    const dead = await countDeadJobs(database.db);
    if (dead === 0) {
      console.log(`jobs:dead: no dead job (${database.engine})`);
      return 0;
    }
    for (const job of await listDeadJobs(database.db, SHOWN)) {
      console.log(`✘ ${job.deadAt?.toISOString()} ${job.kind} ${job.id} (${job.attempts} attempts)`);
      console.log(`    ${(job.lastError ?? '').split('\n')[0]}`);
    }
    if (dead > SHOWN) console.log(`  … and ${dead - SHOWN} more`);
    console.log(`jobs:dead: ${dead} dead job(s)`);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(2);
  },
);
