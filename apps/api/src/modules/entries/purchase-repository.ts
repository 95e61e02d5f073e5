import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys, tickets } from '../../db/schema.ts';

/** The request id of one purchase: the first call claims it, a repeat finds the recorded answer. */
export interface RequestKey {
  accountId: string;
  scope: string;
  key: string;
}

const keyIs = (request: RequestKey) =>
  and(
    eq(idempotencyKeys.accountId, request.accountId),
    eq(idempotencyKeys.scope, request.scope),
    eq(idempotencyKeys.key, request.key),
  );

/** Claims the request id; false when an earlier call already did. */
export async function claimRequest(db: Executor, request: RequestKey): Promise<boolean> {
  const claimed = await db.insert(idempotencyKeys).values(request).onConflictDoNothing().returning();
  return claimed.length > 0;
}

export async function recordRequestAnswer(
  db: Executor,
  request: RequestKey,
  answer: { statusCode: number; response: unknown },
) {
  await db.update(idempotencyKeys).set(answer).where(keyIs(request));
}

/** What an earlier call with this request id recorded (null while it has not finished). */
export async function findRequestAnswer(db: Executor, request: RequestKey): Promise<unknown> {
  const [row] = await db.select().from(idempotencyKeys).where(keyIs(request));
  return row?.response ?? null;
}

/** Cancels the ticket if it is still valid and unused; false when another call was first. */
export async function cancelTicketOnce(
  db: Executor,
  ticketId: string,
  values: { cancelledAt: Date; lateCancel: 'offered' | null },
): Promise<boolean> {
  const updated = await db
    .update(tickets)
    .set({ isCancelled: true, ...values })
    .where(and(eq(tickets.id, ticketId), eq(tickets.isCancelled, false), eq(tickets.isUsed, false)))
    .returning({ id: tickets.id });
  return updated.length > 0;
}
