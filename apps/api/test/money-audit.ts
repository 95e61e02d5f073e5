import { expect } from 'vitest';
import { auditMoney } from '../src/modules/payments/index.ts';
import type { TestApp } from './harness.ts';

/** After a money test file: every money invariant holds on what the file left (npm run audit:money), at its clock. */
export async function expectMoneyInvariants(t: TestApp): Promise<void> {
  expect(await auditMoney(t.db, { now: t.clock.now() })).toEqual([]);
}
