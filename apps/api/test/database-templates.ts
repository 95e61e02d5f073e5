import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { seedDemoData, seedReferenceData } from '../src/db/seed.ts';
import { isDatabaseFree } from './database-free.ts';
import { pgliteTemplateFolder, TEMPLATE_PREFIX } from './template-run.ts';

/**
 * Migrating and seeding a database costs seconds (PGlite's start alone several), and every API test
 * file wants one. So each engine migrates and seeds once per test run and seed, and every test file
 * gets a copy: `CREATE DATABASE … TEMPLATE` on PostgreSQL, a copied data folder on PGlite. The
 * templates live as long as the run (global-setup.ts names the run and removes them at its end).
 */
export interface SeedSpec {
  kind: 'demo' | 'reference';
  /** demo only: also the demo partner organisation */
  organisation: boolean;
  /** demo only: the day the calendar is seeded around */
  now: Date;
}

/** The same name for the same seed within a run: a database name (≤ 63 bytes) and a file name. */
function templateName(seed: SeedSpec): string {
  const what =
    seed.kind === 'reference'
      ? 'reference'
      : `demo_${seed.organisation ? 'org' : 'solo'}_${seed.now.toISOString().replace(/\D/g, '').slice(0, 14)}`;
  return `${TEMPLATE_PREFIX}${inject('databaseTemplateRun')}_${what}`;
}

async function seed(db: Database, spec: SeedSpec): Promise<void> {
  if (spec.kind === 'reference') await seedReferenceData(db);
  else await seedDemoData(db, spec.now, { organisation: spec.organisation });
}

export interface TestDatabase {
  handle: DatabaseHandle;
  drop: () => Promise<void>;
  /** PostgreSQL only: for tests that open more connection pools on it, as several instances would */
  url?: string;
}

/** A migrated and seeded database of the test's own, on the engine the project runs on. */
export async function seededDatabase(spec: SeedSpec): Promise<TestDatabase> {
  refuseInDatabaseFreeTest();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_ENGINE === 'postgres' && serverUrl) return postgresCopy(serverUrl, spec);
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate(spec) });
  return { handle, drop: async () => {} };
}

/** A new PostgreSQL database on the test server: empty, or a copy of `template`. */
export async function createPostgresDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  refuseInDatabaseFreeTest();
  const name = `champions_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ url, poolSize: 5 });
  const drop = async () => {
    await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  };
  return { handle, drop, url };
}

/** A test listed as database-free runs on one engine only: opening a database there is a mistake. */
export function refuseInDatabaseFreeTest(): void {
  const testPath = expect.getState().testPath;
  if (testPath && isDatabaseFree(testPath))
    throw new Error(`${testPath} opens a database: take it off DATABASE_FREE_TESTS (test/database-free.ts)`);
}

async function postgresCopy(serverUrl: string, spec: SeedSpec): Promise<TestDatabase> {
  const template = templateName(spec);
  await withAdmin(serverUrl, async (admin) => {
    // Parallel test files wanting the same template wait for the first to build it.
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const built = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (built.rowCount) return;
      // Built under another name and renamed when done: a template that exists is complete.
      const building = `${template.slice(0, 50)}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const handle = await openDatabase({ url: databaseUrl(serverUrl, building), poolSize: 1 });
      try {
        await handle.migrate();
        await seed(handle.db, spec);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return createPostgresDatabase(serverUrl, template);
}

/** The PGlite data folder of the seed, built by the first test file that asks for it in this run. */
async function pgliteTemplate(spec: SeedSpec): Promise<Blob> {
  const folder = pgliteTemplateFolder(inject('databaseTemplateRun'));
  await mkdir(folder, { recursive: true });
  const file = join(folder, `${templateName(spec)}.tar`);
  if (!existsSync(file)) {
    const claim = await open(`${file}.building`, 'wx').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return null;
      throw error;
    });
    if (claim) {
      await claim.close();
      await buildPgliteTemplate(spec, file);
    } else {
      await builtBySomeoneElse(file);
    }
  }
  return new Blob([await readFile(file)]);
}

async function buildPgliteTemplate(spec: SeedSpec, file: string): Promise<void> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await handle.migrate();
    await seed(handle.db, spec);
    const dump = await handle.dumpDataDir!();
    // Written aside and renamed: a template file that exists is complete.
    await writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    await rename(`${file}.partial`, file);
  } finally {
    await handle.close();
    await rm(`${file}.building`, { force: true });
  }
}

/** Another test file is building the template: wait until its file exists (or the builder gave up). */
async function builtBySomeoneElse(file: string): Promise<void> {
  while (!existsSync(file)) {
    if (!existsSync(`${file}.building`) && !existsSync(file))
      throw new Error(`building the PGlite template ${file} failed in another test file`);
    await sleep(50);
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
