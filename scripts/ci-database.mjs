// Creates (`create NAME`) or drops (`drop NAME`) a database on the local PostgreSQL server for one CI run.
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node scripts/ci-database.mjs create|drop NAME');
  process.exit(2);
}
const client = new pg.Client({
  connectionString: process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
});
await client.connect();
await client.query(
  action === 'create' ? `create database ${name}` : `drop database if exists ${name} with (force)`,
);
await client.end();
