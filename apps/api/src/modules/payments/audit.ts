import type { Executor } from '../../db/client.ts';
import { systemClock } from '../../shared/clock.ts';
import { BOOK_INVARIANTS } from '../books/index.ts';
import { MONEY_INVARIANTS, selectViolations } from './audit-repository.ts';

export interface MoneyViolation {
  invariant: string;
  rule: string;
  /** the ids involved (accounts, slots, tickets or payments, as the invariant names) */
  ids: string[];
}

/**
 * Reconciles the books (books/audit-repository.ts) and checks every money invariant on the database and answers the broken ones with the ids involved
 * (`npm run audit:money`, and the tests after each money test file). Only the checks with a stated
 * delay (a captured payment fulfilled within an hour) read `now`; tests pass their clock.
 */
export async function auditMoney(
  db: Executor,
  /** the time it reconciles at (the CLI: now; a test: its clock), for checks with a stated delay */
  { now = systemClock.now() }: { now?: Date } = {},
): Promise<MoneyViolation[]> {
  const violations: MoneyViolation[] = [];
  for (const invariant of [...BOOK_INVARIANTS, ...MONEY_INVARIANTS]) {
    const ids = await selectViolations(db, invariant.query({ now }));
    if (ids.length > 0) violations.push({ invariant: invariant.name, rule: invariant.rule, ids });
  }
  return violations;
}
