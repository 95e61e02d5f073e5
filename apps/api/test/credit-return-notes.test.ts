import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CreditNoteDto } from '@champions/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, creditNotes, emailOutbox, tickets } from '../src/db/schema.ts';
import { auditMoney } from '../src/modules/payments/index.ts';
import { loginAs } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { cardPaymentMaker } from './refund-kit.ts';

/**
 * Money of a receipted payment given back as credit is corrected by a credit note (opravný daňový
 * doklad), as a refund to the card is: the receipt taxed it, and the credit is taxed again by the
 * receipt of whatever it pays for.
 */

let t: TestApp;
const cardEntryPayment = cardPaymentMaker(() => t, 'dobropis');
const broken = async () =>
  Object.fromEntries((await auditMoney(t.db, { now: t.clock.now() })).map((v) => [v.invariant, v.ids]));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const notesOf = async (paymentId: string) =>
  (
    await t.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.paymentId, paymentId))
      .orderBy(creditNotes.number)
  ).map((row) => ({ ...row, document: row.document as CreditNoteDto }));

describe('a credit note for money returned as credit', () => {
  it('is issued when the customer cancels a card-paid entry, attached to the e-mail, once', async () => {
    const { user, headers, payment } = await cardEntryPayment();
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.paymentId, payment.id));
    const cancel = () =>
      t.app.inject({ method: 'POST', url: `/api/user/entries/${ticket!.id}/cancel`, headers });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ kind: 'refund', refundedCredits: payment.totalAmount });
    expect((await cancel()).statusCode).toBe(409);

    const [movement] = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, 'refund')));
    const notes = await notesOf(payment.id);
    expect(notes).toHaveLength(1);
    const [note] = notes;
    expect(note).toMatchObject({
      creditMovementId: movement!.id,
      refundId: null,
      receiptNumber: payment.receiptNumber,
    });
    expect(note!.document).toMatchObject({
      total: -payment.totalAmount,
      returnedAs: 'credits',
      reason: 'Vráceno jako kredit',
      receiptNumber: payment.receiptNumber,
      vat: [{ ratePercent: 12, total: -payment.totalAmount }],
    });

    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.template, 'credits_returned')));
    expect(mail!.text).toContain(
      `opravný daňový doklad č. ${note!.number} k dokladu č. ${payment.receiptNumber}`,
    );
    expect(mail!.attachments).toEqual([{ kind: 'credit_return_note', id: movement!.id }]);
    const pdf = await t.app.ctx.mailer.renderAttachment({ kind: 'credit_return_note', id: movement!.id });
    expect(pdf).toMatchObject({
      contentType: 'application/pdf',
      filename: `opravny-doklad-${note!.number}.pdf`,
    });
    expect(await broken()).toEqual({});

    // the credit history names the note, and its owner (only) downloads it
    const history = await t.app.inject({ method: 'GET', url: '/api/user/credits/history', headers });
    const [returned] = history.json().movements;
    expect(returned).toMatchObject({
      kind: 'refund',
      amount: payment.totalAmount,
      creditNoteNumber: note!.number,
    });
    const download = (as: Record<string, string>, id: string = returned.id) =>
      t.app.inject({ method: 'GET', url: `/api/user/credits/${id}/credit-note.pdf`, headers: as });
    const own = await download(headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await cardEntryPayment();
    const foreign = await download(stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'CREDIT_NOTE_NOT_FOUND' });
    expect((await download(headers, randomUUID())).statusCode).toBe(404);
  });

  it('follows a back-office card refund with its own note, and the audit names a return whose note is wrong', async () => {
    const { user, payment } = await cardEntryPayment();
    const superadmin = await loginAs(t, 'superadmin', 'admin@champions.cz');
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/superadmin/users/${user.id}/payments/${payment.id}/refunds`,
      headers: { 'x-superadmin-token': `Bearer ${superadmin}`, 'idempotency-key': randomUUID() },
      payload: { amount: 500, reason: 'Kurz začal pozdě' },
    });
    expect(refunded.statusCode).toBe(200);
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.paymentId, payment.id));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/user/entries/${ticket!.id}/cancel`,
      headers: { 'x-user-token': `Bearer ${user.token}` },
    });
    expect(cancelled.statusCode).toBe(200);
    const notes = await notesOf(payment.id);
    expect(notes.map((n) => n.document.returnedAs)).toEqual(['card', 'credits']);
    const creditNote = notes.find((n) => n.creditMovementId !== null)!;
    const returned = cancelled.json().refundedCredits as number;
    expect(returned).toBe(payment.totalAmount - 500);
    expect(creditNote.document).toMatchObject({ total: -returned, returnedAs: 'credits' });
    expect(await broken()).toEqual({});

    // a note behind the books' back: its amount changed
    await t.db
      .update(creditNotes)
      .set({ document: sql`jsonb_set(${creditNotes.document}, '{total}', '-1')` })
      .where(eq(creditNotes.number, creditNote.number));
    expect((await broken()).credit_return_without_credit_note).toEqual([creditNote.creditMovementId]);
    await t.db
      .update(creditNotes)
      .set({ document: sql`jsonb_set(${creditNotes.document}, '{total}', ${String(-returned)}::jsonb)` })
      .where(eq(creditNotes.number, creditNote.number));
    expect(await broken()).toEqual({});
  });

  it('migration 0041 issues the notes of returns made before, numbered on in the series, once', async () => {
    const { headers, payment } = await cardEntryPayment();
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.paymentId, payment.id));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/user/entries/${ticket!.id}/cancel`,
      headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const [issued] = await notesOf(payment.id);
    // as before credit returns had notes: the note and its number never existed
    await t.db.delete(creditNotes).where(eq(creditNotes.number, issued!.number));
    await t.db.execute(
      sql`update receipt_series set last_number = last_number - 1
          where series = ${issued!.number.split('-')[0]!}`,
    );
    expect((await broken()).credit_return_without_credit_note).toEqual([issued!.creditMovementId]);

    const migration = readFileSync(
      new URL('../src/db/migrations/0041_credit_return_notes.sql', import.meta.url),
      'utf8',
    );
    // the backfill: the statements after the schema change
    const backfill = migration.split('--> statement-breakpoint').slice(-3);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));
    const [opened] = await notesOf(payment.id);
    expect(opened).toMatchObject({ creditMovementId: issued!.creditMovementId });
    expect(opened!.document).toMatchObject({
      total: -payment.totalAmount,
      vat: issued!.document.vat,
      returnedAs: 'credits',
      seller: issued!.document.seller,
    });
    for (const statement of backfill) await t.db.execute(sql.raw(statement));
    expect(await notesOf(payment.id)).toHaveLength(1);
    expect(await broken()).toEqual({});
  });
});
