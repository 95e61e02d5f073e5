import type { CreditNoteDto } from '@champions/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditNotes, receipts } from '../../db/schema.ts';

/** Queries of credit notes (opravný daňový doklad) of refunds; their numbers come from the receipts' series. */

export async function insertCreditNote(
  tx: Executor,
  row: {
    number: string;
    refundId: string | null;
    creditMovementId: string | null;
    paymentId: string;
    receiptNumber: string;
    issuedAt: Date;
    document: CreditNoteDto;
  },
) {
  await tx.insert(creditNotes).values(row);
}

export async function selectCreditNoteOfRefund(
  db: Executor,
  refundId: string,
): Promise<CreditNoteDto | null> {
  const [row] = await db
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .where(eq(creditNotes.refundId, refundId));
  return (row?.document as CreditNoteDto | undefined) ?? null;
}

export async function selectCreditNoteOfCreditMovement(
  db: Executor,
  creditMovementId: string,
): Promise<CreditNoteDto | null> {
  const [row] = await db
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .where(eq(creditNotes.creditMovementId, creditMovementId));
  return (row?.document as CreditNoteDto | undefined) ?? null;
}

export async function selectReceiptIssuedAt(db: Executor, number: string): Promise<Date | null> {
  const [row] = await db
    .select({ issuedAt: receipts.issuedAt })
    .from(receipts)
    .where(eq(receipts.number, number));
  return row?.issuedAt ?? null;
}
