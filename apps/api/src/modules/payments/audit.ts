import type { Executor } from '../../db/client.ts';
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
 * (`npm run audit:money`, and the tests after each money test file). None depends on the time it
 * runs at.
 */
export async function auditMoney(db: Executor): Promise<MoneyViolation[]> {
  const violations: MoneyViolation[] = [];
  for (const invariant of [...BOOK_INVARIANTS, ...MONEY_INVARIANTS]) {
    const ids = await selectViolations(db, invariant.query());
    if (ids.length > 0) violations.push({ invariant: invariant.name, rule: invariant.rule, ids });
  }
  return violations;
}
