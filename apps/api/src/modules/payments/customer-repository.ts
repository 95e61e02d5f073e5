import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, paymentMethods, providerEvents, subscriptions } from '../../db/schema.ts';

/** Queries of the paying side of an account: its provider customer, saved cards and provider events. */

export type PaymentMethod = typeof paymentMethods.$inferSelect;

export async function selectPayer(db: Executor, userId: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, userId));
  return account ?? null;
}

/** The account locked until the transaction ends (purchases and card saves of one user queue up). */
export async function lockPayer(tx: Executor, userId: string) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, userId)).for('update');
  return account ?? null;
}

/**
 * Saves the provider's customer id unless another request saved one first (compare-and-set on the
 * id it replaces); answers the id now stored.
 */
export async function saveCustomerId(
  db: Executor,
  userId: string,
  replaces: string | null,
  customerId: string,
) {
  const [saved] = await db
    .update(accounts)
    .set({ stripeCustomerId: customerId })
    .where(
      replaces
        ? and(eq(accounts.id, userId), eq(accounts.stripeCustomerId, replaces))
        : and(eq(accounts.id, userId), sql`${accounts.stripeCustomerId} is null`),
    )
    .returning({ id: accounts.stripeCustomerId });
  if (saved?.id) return saved.id;
  const [stored] = await db
    .select({ id: accounts.stripeCustomerId })
    .from(accounts)
    .where(eq(accounts.id, userId));
  return stored!.id!;
}

/** The user's cards, the default first, then oldest first. */
export async function selectPaymentMethods(db: Executor, userId: string): Promise<PaymentMethod[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt));
}

export async function selectUserPaymentMethod(db: Executor, userId: string, paymentMethodId: string) {
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.userId, userId)));
  return method ?? null;
}

export async function insertPaymentMethod(tx: Executor, row: typeof paymentMethods.$inferInsert) {
  await tx.insert(paymentMethods).values(row);
}

/** Points a saved card at a newer provider object of the same card (a card saved again is kept once). */
export async function refreshPaymentMethod(
  tx: Executor,
  id: string,
  card: Pick<PaymentMethod, 'providerId' | 'brand' | 'last4' | 'expMonth' | 'expYear' | 'fingerprint'>,
) {
  await tx.update(paymentMethods).set(card).where(eq(paymentMethods.id, id));
}

/** Makes one card the user's default and the card of their live subscription. */
export async function setDefaultCard(tx: Executor, userId: string, paymentMethodId: string, now: Date) {
  await tx
    .update(paymentMethods)
    .set({ isDefault: sql`${paymentMethods.id} = ${paymentMethodId}` })
    .where(eq(paymentMethods.userId, userId));
  await tx
    .update(subscriptions)
    .set({ paymentMethodId, updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.currentState, ['ACTIVE', 'WAITING_FOR_PAYMENT', 'NOT_STARTED']),
      ),
    );
}

/**
 * Deletes a card; when it was the default, the oldest remaining card becomes the default. A plan
 * that was paid with the card is paid with the default card from now on (none when none is left),
 * so that its next payment never looks for a card that is gone.
 */
export async function deletePaymentMethod(tx: Executor, method: PaymentMethod, now: Date) {
  await tx.delete(paymentMethods).where(eq(paymentMethods.id, method.id));
  let [next] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, method.userId), eq(paymentMethods.isDefault, true)))
    .limit(1);
  if (!next) {
    [next] = await tx
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, method.userId))
      .orderBy(asc(paymentMethods.createdAt))
      .limit(1);
    if (next) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
  }
  await tx
    .update(subscriptions)
    .set({ paymentMethodId: next?.id ?? null, updatedAt: now })
    .where(and(eq(subscriptions.userId, method.userId), eq(subscriptions.paymentMethodId, method.id)));
}

export async function providerEventSeen(db: Executor, eventId: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: providerEvents.id })
    .from(providerEvents)
    .where(eq(providerEvents.id, eventId));
  return Boolean(seen);
}

export async function recordProviderEvent(db: Executor, row: { id: string; provider: string; type: string }) {
  await db.insert(providerEvents).values(row).onConflictDoNothing();
}
