import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { createBenchDatabase } from '../lib/pg-database.ts';

async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      counts[name] = Number((await client.query(`select count(*) from ${name}`)).rows[0].count);
    }
    return counts;
  } finally {
    await client.end();
  }
}

const RESTORE_CHECK =
  'pg_dump -Fc of the live database restored with pg_restore into an empty one: the same rows in every table';

/**
 * docs/operations.md#backups, tested: `pg_dump -Fc` of a live database, `pg_restore` into an empty
 * one, and the row count of every table compared.
 */
export async function restoreProof(sourceUrl: string): Promise<[string, string, boolean]> {
  const target = await createBenchDatabase('proof_restore');
  try {
    const dump = execFileSync('pg_dump', ['-Fc', '--no-owner', sourceUrl], { maxBuffer: 1024 ** 3 });
    try {
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '-d', target.url], {
        input: dump,
        stdio: ['pipe', 'ignore', 'pipe'],
      });
    } catch (error) {
      const said = String((error as { stderr?: Buffer }).stderr ?? error)
        .split('\n')
        .slice(0, 3)
        .join(' ');
      return [RESTORE_CHECK, `pg_restore failed: ${said.replaceAll('|', '/')}`, false];
    }
    const [before, after] = [await rowCounts(sourceUrl), await rowCounts(target.url)];
    const tables = Object.keys(before);
    const differing = tables.filter((table) => before[table] !== after[table]);
    const rows = Object.values(before).reduce((sum, n) => sum + n, 0);
    return [
      RESTORE_CHECK,
      `${tables.length} tables, ${rows} rows, ${(dump.length / 1024).toFixed(0)} KiB dump; ${differing.length ? `differ: ${differing.join(', ')}` : 'all equal'}`,
      differing.length === 0 && tables.length > 10,
    ];
  } finally {
    await target.drop();
  }
}
