import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, ticketGuests, tickets } from '../../db/schema.ts';

/** Makes a ticket a guest place of its buyer (no link yet: the first send makes one). */
export async function insertGuestPlace(
  db: Executor,
  values: { ticketId: string; buyerId: string; createdAt: Date },
): Promise<void> {
  await db.insert(ticketGuests).values(values);
}

/** The guest places one payment bought (a multi-place purchase), oldest first, with who claimed them. */
export async function guestPlacesOfPayment(db: Executor, paymentId: string) {
  return db
    .select({
      ticketId: ticketGuests.ticketId,
      sentTo: ticketGuests.sentTo,
      sentAt: ticketGuests.sentAt,
      claimedAt: ticketGuests.claimedAt,
      claimedByName: accounts.name,
      isCancelled: tickets.isCancelled,
      isUsed: tickets.isUsed,
      price: tickets.price,
    })
    .from(ticketGuests)
    .innerJoin(tickets, eq(tickets.id, ticketGuests.ticketId))
    .leftJoin(accounts, eq(accounts.id, ticketGuests.claimedBy))
    .where(eq(tickets.paymentId, paymentId))
    .orderBy(asc(ticketGuests.createdAt), asc(ticketGuests.ticketId));
}

/** The guest row of a ticket, when the ticket is a guest place. */
export async function findGuestOfTicket(db: Executor, ticketId: string) {
  const [row] = await db.select().from(ticketGuests).where(eq(ticketGuests.ticketId, ticketId));
  return row;
}

/** The guest place of a claim token's hash (with its row locked to the caller's transaction's end when `lock`). */
export async function findGuestByTokenHash(db: Executor, tokenHash: string, lock = false) {
  const query = db.select().from(ticketGuests).where(eq(ticketGuests.tokenHash, tokenHash));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Records where the buyer sent the place, with its new link's token hash (the previous link stops working). */
export async function markGuestSent(
  db: Executor,
  ticketId: string,
  sent: { sentTo: string | null; tokenHash: string; at: Date },
) {
  await db
    .update(ticketGuests)
    .set({ sentTo: sent.sentTo, sentAt: sent.at, tokenHash: sent.tokenHash })
    .where(eq(ticketGuests.ticketId, ticketId));
}

/** The friend claims the place: the ticket moves to their account, once. */
export async function claimGuestPlace(db: Executor, ticketId: string, friendId: string, at: Date) {
  const rows = await db
    .update(ticketGuests)
    .set({ claimedBy: friendId, claimedAt: at })
    .where(and(eq(ticketGuests.ticketId, ticketId), isNull(ticketGuests.claimedAt)))
    .returning({ ticketId: ticketGuests.ticketId });
  if (rows.length !== 1) return false;
  await db.update(tickets).set({ userId: friendId }).where(eq(tickets.id, ticketId));
  return true;
}

/** SQL: ticket `t` is a guest place its buyer still holds (not claimed by a friend). */
export const unclaimedGuestSql = (ticketIdColumn: unknown) =>
  sql`exists (select 1 from ticket_guests g where g.ticket_id = ${ticketIdColumn} and g.claimed_at is null)`;
