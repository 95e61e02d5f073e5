import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { localProviderObjects } from '../../db/schema.ts';

/** Queries of the local card provider's objects (customers, intents, cards, refunds, events). */

export type ProviderObject = typeof localProviderObjects.$inferSelect;

export async function selectProviderObject(db: Executor, id: string, type: string) {
  const [row] = await db
    .select()
    .from(localProviderObjects)
    .where(and(eq(localProviderObjects.id, id), eq(localProviderObjects.type, type)));
  return row ?? null;
}

/** The object's row, locked until the transaction ends. */
export async function lockProviderObject(tx: Executor, id: string, type: string) {
  const [row] = await tx
    .select()
    .from(localProviderObjects)
    .where(and(eq(localProviderObjects.id, id), eq(localProviderObjects.type, type)))
    .for('update');
  return row ?? null;
}

export async function insertProviderObject(
  db: Executor,
  row: { id: string; type: string; data: unknown; createdAt: Date },
) {
  await db.insert(localProviderObjects).values(row);
}

export async function updateProviderObject(db: Executor, id: string, data: unknown, now: Date) {
  await db.update(localProviderObjects).set({ data, updatedAt: now }).where(eq(localProviderObjects.id, id));
}

/**
 * Deletes a customer object and detaches the cards saved to it, in one transaction. Intents keep the
 * customer's id (as Stripe's do) but never carried its e-mail or name.
 */
export async function deleteCustomerObject(db: Database, customerId: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .delete(localProviderObjects)
      .where(and(eq(localProviderObjects.id, customerId), eq(localProviderObjects.type, 'customer')));
    await tx
      .update(localProviderObjects)
      .set({ data: sql`jsonb_set(${localProviderObjects.data}, '{customerId}', 'null')`, updatedAt: now })
      .where(
        and(
          eq(localProviderObjects.type, 'payment_method'),
          sql`${localProviderObjects.data}->>'customerId' = ${customerId}`,
        ),
      );
  });
}

/** Events whose handler has not taken them yet, oldest first. */
export async function selectUndeliveredEvents(db: Executor) {
  return db
    .select()
    .from(localProviderObjects)
    .where(
      and(
        eq(localProviderObjects.type, 'event'),
        sql`(${localProviderObjects.data}->>'delivered')::boolean = false`,
      ),
    )
    .orderBy(asc(localProviderObjects.createdAt));
}
