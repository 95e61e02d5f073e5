import type { Database, Executor } from '../../db/client.ts';
import type { CatalogueChanged } from '../../shared/catalogue-changed.ts';
import { eraseAccountRows, selectCustomerIdsToErase } from './erase-repository.ts';

/** What erasure needs of the card provider (the payments module's PaymentProvider has it). */
export interface ProviderCustomers {
  /** Deletes the customer and what the provider keeps about them; one already gone is no error. */
  deleteCustomer(customerId: string): Promise<void>;
}

/**
 * Erases an account and its staff (GDPR art. 17; erase-repository.ts and erase.ts say what happens to
 * each table). The card provider deletes their customers first, with the e-mail, name and cards it
 * keeps: if it cannot, nothing is erased yet and the person may try again (a customer deleted by an
 * erasure that then failed is simply gone the next time). Then the rows go in one transaction, with
 * `alongside`: what the caller records about the erasure, which commits or rolls back with it.
 * It takes the database, not a transaction: the provider is called before any row is locked, and
 * the built-in provider works on the database itself.
 */
export async function eraseAccount(
  deps: { db: Database; customers: ProviderCustomers; changed: CatalogueChanged },
  accountId: string,
  now: Date,
  alongside?: (tx: Executor) => Promise<void>,
): Promise<void> {
  const { db, customers } = deps;
  for (const customerId of await selectCustomerIdsToErase(db, accountId)) {
    await customers.deleteCustomer(customerId);
  }
  await db.transaction(async (tx) => {
    await eraseAccountRows(tx, accountId, now);
    await alongside?.(tx);
  });
  // the person's reviews and trainer links leave the public pages
  deps.changed('accounts');
}
