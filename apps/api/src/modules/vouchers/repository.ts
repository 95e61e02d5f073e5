import type { Language } from '@champions/domain';
import { and, desc, eq, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { accounts, areas, auditLog, payments, vouchers } from '../../db/schema.ts';

/** The queries of gift vouchers (docs/business-rules.md, "Dárkové poukazy"). */

export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucher = typeof vouchers.$inferInsert;

export async function insertVoucher(tx: Executor, row: NewVoucher): Promise<VoucherRow> {
  const [inserted] = await tx.insert(vouchers).values(row).returning();
  return inserted!;
}

export async function selectVoucherOfPayment(db: Executor, paymentId: string): Promise<VoucherRow | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.paymentId, paymentId));
  return row ?? null;
}

export async function selectVoucher(db: Executor, voucherId: string): Promise<VoucherRow | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, voucherId));
  return row ?? null;
}

/** A plan voucher's location by name (its mails and PDF name the plan in the reader's language). */
export async function selectAreaName(db: Executor, areaId: string | null): Promise<string | null> {
  if (!areaId) return null;
  const [row] = await db.select({ name: areas.name }).from(areas).where(eq(areas.id, areaId));
  return row?.name ?? null;
}

/** The voucher of a code, its row locked to the end of the transaction (one redemption at a time). */
export async function lockVoucherByCode(tx: Executor, code: string): Promise<VoucherRow | null> {
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for('update');
  return row ?? null;
}

export async function lockVoucher(tx: Executor, voucherId: string): Promise<VoucherRow | null> {
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, voucherId)).for('update');
  return row ?? null;
}

export async function selectBuyerVouchers(db: Executor, buyerId: string): Promise<VoucherRow[]> {
  return db.select().from(vouchers).where(eq(vouchers.buyerId, buyerId)).orderBy(desc(vouchers.createdAt));
}

export async function markRedeemed(
  tx: Executor,
  voucherId: string,
  userId: string,
  at: Date,
  subscriptionId: string | null = null,
): Promise<void> {
  await tx
    .update(vouchers)
    .set({ redeemedAt: at, redeemedBy: userId, subscriptionId })
    .where(eq(vouchers.id, voucherId));
}

export async function selectAccountCredits(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ credits: accounts.credits })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.credits ?? 0;
}

export async function markVoided(tx: Executor, voucherId: string, reason: string, at: Date): Promise<void> {
  await tx.update(vouchers).set({ voidedAt: at, voidReason: reason }).where(eq(vouchers.id, voucherId));
}

export async function markExpired(tx: Executor, voucherId: string, at: Date): Promise<void> {
  await tx.update(vouchers).set({ expiredAt: at }).where(eq(vouchers.id, voucherId));
}

export async function markSent(db: Executor, voucherId: string, at: Date): Promise<void> {
  await db
    .update(vouchers)
    .set({ sentAt: at })
    .where(and(eq(vouchers.id, voucherId), isNull(vouchers.sentAt)));
}

/** The unused vouchers whose validity ended by `now`, oldest first. */
export async function selectExpiring(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(
      and(
        lte(vouchers.validUntil, now),
        isNull(vouchers.redeemedAt),
        isNull(vouchers.voidedAt),
        isNull(vouchers.expiredAt),
      ),
    )
    .orderBy(vouchers.validUntil)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function selectAccountEmail(db: Executor, accountId: string): Promise<string | null> {
  const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  return row?.email ?? null;
}

export async function selectVoucherPayment(db: Executor, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

const redeemer = alias(accounts, 'redeemer');

/** The back office's search: by the code (any part) or the buyer's e-mail (any part), newest first. */
export async function searchVouchers(db: Executor, q: string, limit = 50) {
  const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ voucher: vouchers, buyerEmail: accounts.email, redeemedByEmail: redeemer.email })
    .from(vouchers)
    .innerJoin(accounts, eq(accounts.id, vouchers.buyerId))
    .leftJoin(redeemer, eq(redeemer.id, vouchers.redeemedBy))
    .where(q ? or(ilike(vouchers.code, like), ilike(accounts.email, like)) : sql`true`)
    .orderBy(desc(vouchers.createdAt))
    .limit(limit);
  return rows;
}

export async function selectBackofficeVoucher(db: Executor, voucherId: string) {
  const [row] = await db
    .select({ voucher: vouchers, buyerEmail: accounts.email, redeemedByEmail: redeemer.email })
    .from(vouchers)
    .innerJoin(accounts, eq(accounts.id, vouchers.buyerId))
    .leftJoin(redeemer, eq(redeemer.id, vouchers.redeemedBy))
    .where(eq(vouchers.id, voucherId));
  return row ?? null;
}

export async function selectAccountName(db: Executor, accountId: string): Promise<string | null> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name || null;
}

/** The back office's audit row of a voucher action (who, what, on which voucher). */
export async function recordVoucherAudit(
  db: Executor,
  entry: { actorId: string; action: string; targetId: string; data?: unknown },
): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** The buyer's language: a voucher's recipient without an account gets their mail in it. */
export async function selectBuyerLanguage(db: Executor, buyerId: string): Promise<Language | undefined> {
  const [row] = await db
    .select({ language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, buyerId));
  return row?.language;
}
