import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteTemplateFolder, TEMPLATE_PREFIX } from './template-run.ts';

/**
 * Names this run's database templates (database-templates.ts) and removes them when the run ends:
 * the PGlite data folders, and on PostgreSQL the template databases.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const run = randomBytes(4).toString('hex');
  project.provide('databaseTemplateRun', run);
  return async () => {
    await rm(pgliteTemplateFolder(run), { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const templates = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${TEMPLATE_PREFIX}${run}\\_%`],
      );
      for (const { datname } of templates.rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
