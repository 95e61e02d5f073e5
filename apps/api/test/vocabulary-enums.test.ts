import {
  ACCOUNT_ROLES,
  SUBSCRIPTION_STATES,
  SUBSCRIPTION_TYPES,
  TICKET_SOURCES,
  WAITLIST_STATES,
} from '@champions/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/** The domain owns the vocabulary (docs/architecture.md): the database's enum types are the domain's arrays. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' });
});
afterAll(async () => {
  await t?.close();
});

describe('the vocabulary in the database', () => {
  it.each([
    ['account_role', ACCOUNT_ROLES],
    ['ticket_source', TICKET_SOURCES],
    ['waitlist_state', WAITLIST_STATES],
    ['subscription_type', SUBSCRIPTION_TYPES],
    ['subscription_state', SUBSCRIPTION_STATES],
  ] as const)('%s has exactly the domain values, in order', async (type, values) => {
    const result = await t.db.execute(
      sql`select e.enumlabel as label from pg_enum e join pg_type ty on ty.oid = e.enumtypid
          where ty.typname = ${type} order by e.enumsortorder`,
    );
    expect(result.rows.map((row) => (row as { label: string }).label)).toEqual([...values]);
  });

  it('refuses a role outside the vocabulary', async () => {
    const failure = await t.db
      .execute(
        sql`insert into accounts (email, password_hash, name, role)
            values ('mimo@example.cz', 'x', 'Mimo', 'hacker')`,
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(String((failure as { cause?: unknown })?.cause ?? failure)).toMatch(/account_role/);
  });
});
