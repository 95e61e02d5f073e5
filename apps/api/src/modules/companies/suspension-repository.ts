import { and, asc, eq, isNotNull, isNull, lt, min } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, companyInvoices, companySeats } from '../../db/schema.ts';

/** Queries of the seats' suspension while a company invoice is unpaid after its due date. */

/** Unpaid invoices past their due date, the oldest first (one company may have several). */
export async function selectOverdueInvoices(db: Executor, now: Date) {
  return db
    .select({
      number: companyInvoices.number,
      companyId: companyInvoices.companyId,
      dueAt: companyInvoices.dueAt,
    })
    .from(companyInvoices)
    .where(and(isNull(companyInvoices.paidAt), lt(companyInvoices.dueAt, now)))
    .orderBy(asc(companyInvoices.dueAt));
}

/** Whether the company still has an unpaid invoice past its due date. */
export async function hasOverdueInvoice(db: Executor, companyId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ number: companyInvoices.number })
    .from(companyInvoices)
    .where(
      and(
        eq(companyInvoices.companyId, companyId),
        isNull(companyInvoices.paidAt),
        lt(companyInvoices.dueAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Suspends the company's live seats not suspended yet; answers those it suspended (with the employee's e-mail). */
export async function suspendLiveSeats(tx: Executor, companyId: string, at: Date) {
  const suspended = await tx
    .update(companySeats)
    .set({ suspendedAt: at })
    .where(
      and(
        eq(companySeats.companyId, companyId),
        isNull(companySeats.removedAt),
        isNull(companySeats.suspendedAt),
      ),
    )
    .returning({ id: companySeats.id, userId: companySeats.userId });
  const ids = suspended.flatMap((s) => (s.userId ? [s.userId] : []));
  if (ids.length === 0) return [];
  const employees = await Promise.all(
    suspended
      .filter((s) => s.userId)
      .map(async (s) => {
        const [row] = await tx
          .select({ email: accounts.email, deletedAt: accounts.deletedAt })
          .from(accounts)
          .where(eq(accounts.id, s.userId!));
        return row && !row.deletedAt ? { seatId: s.id, email: row.email } : null;
      }),
  );
  return employees.filter((e) => e !== null);
}

/** Lifts the suspension of every seat of the company; answers how many seats it lifted. */
export async function liftSuspendedSeats(tx: Executor, companyId: string): Promise<number> {
  const lifted = await tx
    .update(companySeats)
    .set({ suspendedAt: null })
    .where(and(eq(companySeats.companyId, companyId), isNotNull(companySeats.suspendedAt)))
    .returning({ id: companySeats.id });
  return lifted.length;
}

export async function selectCompanyContact(db: Executor, companyId: string) {
  const [row] = await db
    .select({ email: accounts.email, name: accounts.name, companyName: accounts.companyName })
    .from(accounts)
    .where(eq(accounts.id, companyId));
  return row ?? null;
}

/** Since when the company's seats are suspended (the earliest suspension of a live seat); null when none is. */
export async function selectSuspendedSince(db: Executor, companyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ since: min(companySeats.suspendedAt) })
    .from(companySeats)
    .where(
      and(
        eq(companySeats.companyId, companyId),
        isNull(companySeats.removedAt),
        isNotNull(companySeats.suspendedAt),
      ),
    );
  return row?.since ?? null;
}

/** The company's oldest unpaid invoice past its due date (the one to pay first), if any. */
export async function selectOldestOverdueInvoice(db: Executor, companyId: string, now: Date) {
  const [row] = await db
    .select()
    .from(companyInvoices)
    .where(
      and(
        eq(companyInvoices.companyId, companyId),
        isNull(companyInvoices.paidAt),
        lt(companyInvoices.dueAt, now),
      ),
    )
    .orderBy(asc(companyInvoices.dueAt))
    .limit(1);
  return row ?? null;
}
