import type { Executor } from '../../db/client.ts';
import { systemClock } from '../../shared/clock.ts';
import {
  BOOK_INVARIANTS,
  PROVIDER_STATEMENT_RULE,
  type ProviderStatement,
  unreconciledWithStatement,
} from '../books/index.ts';
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
  {
    now = systemClock.now(),
    providerStatement,
  }: {
    now?: Date;
    /** the card provider's own statement (Stripe's balance transactions), reconciled with `provider:<payment>` */
    providerStatement?: ProviderStatement;
  } = {},
): Promise<MoneyViolation[]> {
  const violations: MoneyViolation[] = [];
  for (const invariant of [...BOOK_INVARIANTS, ...MONEY_INVARIANTS]) {
    const ids = await selectViolations(db, invariant.query({ now }));
    if (ids.length > 0) violations.push({ invariant: invariant.name, rule: invariant.rule, ids });
  }
  if (providerStatement) {
    const ids = await unreconciledWithStatement(db, providerStatement);
    if (ids.length > 0)
      violations.push({
        invariant: `${providerStatement.provider}_not_in_books`,
        rule: PROVIDER_STATEMENT_RULE,
        ids,
      });
  }
  return violations;
}
