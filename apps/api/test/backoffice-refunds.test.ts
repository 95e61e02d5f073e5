import { randomUUID } from 'node:crypto';
import { cardTimeStep, formatCzk, type Haler } from '@champions/domain';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accounts,
  auditLog,
  creditLedger,
  creditNotes,
  emailOutbox,
  localProviderObjects,
  paymentRefunds,
  payments,
  receiptSeries,
  subscriptions,
  tickets,
  timeSlots,
} from '../src/db/schema.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { ProviderCardError } from '../src/modules/payments/index.ts';
import { DEMO_PASSWORD, loginAs, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';
import { cardPaymentMaker, cardSubscriptionMaker } from './refund-kit.ts';

/**
 * Back-office refunds of card payments: in full or in part through the provider, each with its
 * credit note (opravný daňový doklad) in the receipts' gap-free series, e-mailed once; the races of
 * repeated and concurrent refunds; a provider decline writes nothing; only a superadmin refunds.
 */
let t: TestApp;
let superadmin: Record<string, string>;
const cardEntryPayment = cardPaymentMaker(() => t);
const cardSubscriptionPayment = cardSubscriptionMaker(() => t);

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/superadmin/login',
    payload: { email: 'admin@champions.cz', password: DEMO_PASSWORD },
  });
  superadmin = { 'x-superadmin-token': `Bearer ${res.json().token}` };
});
afterAll(async () => {
  if (t) await expectMoneyInvariants(t);
  await t?.close();
});

const refund = (
  userId: string,
  paymentId: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = { ...superadmin, 'idempotency-key': randomUUID() },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/superadmin/users/${userId}/payments/${paymentId}/refunds`,
    headers,
    payload: body,
  });

const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const refundsOf = (paymentId: string) =>
  t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
const mailsTo = (email: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'payment_credit_note')));
const series = async () =>
  (await t.db.select().from(receiptSeries)).map((s) => `${s.series}:${s.lastNumber}`);
const pdfTextOf = async (payload: Buffer) => {
  const pdf = await getDocumentProxy(new Uint8Array(payload));
  return (await extractText(pdf, { mergePages: true })).text;
};

describe('refunding a card payment from the back office', () => {
  it('lists the user’s card payments with their receipts and what is refundable', async () => {
    const { user, payment } = await cardEntryPayment();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/superadmin/users/${user.id}/payments`,
      headers: superadmin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      payments: [
        {
          id: payment.id,
          kind: 'entry',
          receiptNumber: payment.receiptNumber,
          cardAmount: payment.amount,
          refundedAmount: 0,
          refundable: payment.amount,
          ticket: 'unused',
          refunds: [],
        },
      ],
      pagination: { page: 1, total: 1 },
    });
  });

  it('refunds half: a credit note with the next number of the same series, its PDF, one mail, the ticket kept', async () => {
    const { user, headers, payment, slotId } = await cardEntryPayment();
    const half = Math.floor(payment.amount / 2);
    const before = await t.db.select().from(receiptSeries);
    const res = await refund(user.id, payment.id, { amount: half, reason: 'Lekce byla zkrácena' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.payment).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: half,
      refundable: payment.amount - half,
      ticket: 'unused',
    });
    expect(body.refund).toMatchObject({
      amount: half,
      reason: 'Lekce byla zkrácena',
      ticketCancelled: false,
    });
    // the same series as the receipts, the next number after the counter
    const [year, last] = [
      payment.receiptNumber!.slice(0, 4),
      before.find((s) => s.series === payment.receiptNumber!.slice(0, 4))!.lastNumber,
    ];
    expect(body.refund.creditNoteNumber).toBe(`${year}-${String(last + 1).padStart(6, '0')}`);
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.refundId, body.refund.id));
    expect(note).toMatchObject({ paymentId: payment.id, receiptNumber: payment.receiptNumber });
    expect(note!.document).toMatchObject({ total: -half, vat: [{ ratePercent: 12, total: -half }] });

    // the PDF: for the superadmin and for the user, parsed
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/superadmin/refunds/${body.refund.id}/credit-note.pdf`,
      headers: superadmin,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfTextOf(pdf.rawPayload);
    expect(text).toContain('Opravný daňový doklad');
    expect(text).toContain(`Číslo dokladu: ${body.refund.creditNoteNumber}`);
    expect(text).toContain(`Opravuje daňový doklad č. ${payment.receiptNumber}`);
    expect(text).toContain('Důvod opravy: Lekce byla zkrácena');
    expect(text).toContain('Sazba 12 %');
    const crowns = (half / 100).toLocaleString('cs-CZ').replace(/\s/g, '');
    expect(text.replace(/\s/g, '')).toMatch(new RegExp(`Celkemopraveno:[-−]${crowns}Kč`));
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/user/refunds/${body.refund.id}/credit-note.pdf`,
      headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const list = await t.app.inject({ method: 'GET', url: '/api/user/refunds', headers });
    expect(list.json()).toMatchObject({
      refunds: [
        {
          id: body.refund.id,
          paymentId: payment.id,
          amount: half,
          creditNoteNumber: body.refund.creditNoteNumber,
        },
      ],
    });

    // the billing history shows what came back to the card on the payment's row
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/user/subscriptions/billing-history',
      headers,
    });
    expect(history.json().payments).toEqual([
      expect.objectContaining({ id: payment.id, outcome: 'partially_refunded', refundedAmount: half }),
    ]);

    // one mail with the credit note attached; the ticket and its place stay
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments).toEqual([{ kind: 'credit_note', id: body.refund.id }]);
    expect(mails[0]!.text).toContain(body.refund.creditNoteNumber);
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.paymentId, payment.id));
    expect(ticket!.isCancelled).toBe(false);
    expect((await t.db.select().from(timeSlots).where(eq(timeSlots.id, slotId)))[0]!.reserved).toBe(1);
    const rendered = await t.app.ctx.mailer.renderAttachment({ kind: 'credit_note', id: body.refund.id });
    expect(Buffer.from(rendered!.content).subarray(0, 5).toString()).toBe('%PDF-');

    // audited with the state before and after
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'backoffice.payment.refund'), eq(auditLog.targetId, user.id)));
    expect(audit!.data).toMatchObject({
      paymentId: payment.id,
      before: { refundedAmount: 0, paymentStatus: 'succeeded' },
      after: { refundedAmount: half, paymentStatus: 'partially_refunded' },
    });

    // another user never sees it
    const other = await cardEntryPayment();
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/user/refunds/${body.refund.id}/credit-note.pdf`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refunds the rest: the payment is refunded, the unused ticket cancelled and its place freed; nothing more can come back', async () => {
    const { user, payment, slotId } = await cardEntryPayment();
    const first = await refund(user.id, payment.id, { amount: 1_000, reason: 'Část vrácena' });
    expect(first.statusCode).toBe(200);
    const rest = await refund(user.id, payment.id, {
      amount: payment.amount - 1_000,
      reason: 'Zbytek vrácen',
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().payment).toMatchObject({ status: 'refunded', refundable: 0, ticket: 'cancelled' });
    expect(rest.json().refund.ticketCancelled).toBe(true);
    expect((await t.db.select().from(timeSlots).where(eq(timeSlots.id, slotId)))[0]!.reserved).toBe(0);
    const numbers = (await refundsOf(payment.id)).length;
    expect(numbers).toBe(2);
    const more = await refund(user.id, payment.id, { amount: 1, reason: 'Ještě jednou' });
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('REFUND_NOT_REFUNDABLE');
  });

  it('a used ticket stays used when the payment is refunded in full', async () => {
    const { user, payment } = await cardEntryPayment();
    await t.db.update(tickets).set({ isUsed: true }).where(eq(tickets.paymentId, payment.id));
    const res = await refund(user.id, payment.id, { amount: payment.amount, reason: 'Vrácení celé platby' });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'refunded', ticket: 'used' });
    expect(res.json().refund.ticketCancelled).toBe(false);
  });

  it('refuses more than is left, with the amounts in Czech, and writes nothing', async () => {
    const { user, payment } = await cardEntryPayment();
    const before = await series();
    const res = await refund(user.id, payment.id, { amount: payment.amount + 1, reason: 'Příliš mnoho' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'REFUND_EXCEEDS_REMAINING' });
    expect(res.json().message).toMatch(
      /^Vrátit lze nejvýše \d+\sKč; z platby už bylo vráceno 0\sKč \(na kartu 0\sKč, jako kredit 0\sKč\)\.$/,
    );
    // asked in English: the amounts written the English way
    const english = await refund(
      user.id,
      payment.id,
      { amount: payment.amount + 1, reason: 'Too much' },
      { ...superadmin, 'idempotency-key': randomUUID(), 'accept-language': 'en' },
    );
    expect(english.json()).toMatchObject({ code: 'REFUND_EXCEEDS_REMAINING' });
    expect(english.json().message).toMatch(
      /^At most \d[\d,]*\sKč can be refunded; 0\sKč of the payment has already been refunded \(0\sKč to the card, 0\sKč as credit\)\.$/,
    );
    expect(await refundsOf(payment.id)).toHaveLength(0);
    expect(await series()).toEqual(before);
    expect((await paymentRow(payment.id)).status).toBe('succeeded');
  });

  it('refuses bad input and a missing Idempotency-Key in Czech', async () => {
    const { user, payment } = await cardEntryPayment();
    const noReason = await refund(user.id, payment.id, { amount: 100, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Uveďte důvod');
    const zero = await refund(user.id, payment.id, { amount: 0, reason: 'Nulová částka' });
    expect(zero.statusCode).toBe(400);
    const noKey = await refund(user.id, payment.id, { amount: 100, reason: 'Bez klíče' }, superadmin);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const otherUser = await cardEntryPayment();
    const wrongUser = await refund(otherUser.user.id, payment.id, { amount: 100, reason: 'Cizí platba' });
    expect(wrongUser.statusCode).toBe(404);
    expect(await refundsOf(payment.id)).toHaveLength(0);
  });

  it('a provider decline is a Czech 402 and writes nothing (no refund, no number, no mail)', async () => {
    const { user, payment } = await cardEntryPayment();
    const before = await series();
    const spy = vi
      .spyOn(t.app.payments.provider, 'createRefund')
      .mockRejectedValueOnce(new ProviderCardError({ code: 'refund_declined', message: 'Refund declined' }));
    try {
      const res = await refund(user.id, payment.id, { amount: 500, reason: 'Brána odmítne' });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code: 'REFUND_DECLINED' });
      expect(res.json().message).toContain('Platební brána vrácení peněz odmítla');
    } finally {
      spy.mockRestore();
    }
    expect(await refundsOf(payment.id)).toHaveLength(0);
    expect(await series()).toEqual(before);
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', refundedAmount: 0 });
  });
});

describe('a subscription payment', () => {
  it('refunded in full gives the money back only: the membership and its periods stay as they were', async () => {
    const { user, payment } = await cardSubscriptionPayment();
    const [before] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const res = await refund(user.id, payment.id, { amount: payment.amount, reason: 'Zavřené sportoviště' });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ kind: 'subscription', status: 'refunded', ticket: 'none' });
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(after).toEqual(before);
  });
});

/**
 * What is still refundable on a payment is what it took less everything that came back from it, to
 * the card and as credits by any path (a cancellation, a void, a refund as credit): the back office
 * shows that amount and a refund to the card never gives more.
 */
describe('what already came back as credits', () => {
  let staff: Record<string, string>;
  beforeAll(async () => {
    staff = { 'x-staff-token': `Bearer ${await loginAs(t, 'staff', 'recepce@champions.cz')}` };
  });

  const ticketOf = async (paymentId: string) =>
    (await t.db.select().from(tickets).where(eq(tickets.paymentId, paymentId)))[0]!;
  const creditsOf = async (userId: string) =>
    (await t.db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, userId)))[0]!
      .credits;
  /** what the card provider gave back of the payment's intent */
  const providerRefunded = async (intentId: string) => {
    const [row] = await t.db.select().from(localProviderObjects).where(eq(localProviderObjects.id, intentId));
    return (row!.data as { refunded: number }).refunded;
  };
  const listed = async (userId: string, paymentId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/superadmin/users/${userId}/payments`,
      headers: superadmin,
    });
    return res.json().payments.find((p: { id: string }) => p.id === paymentId);
  };
  const cancelEntry = (ticketId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/user/entries/${ticketId}/cancel`, headers });
  /** everything that moves when a refund goes through: the payment, its refunds, the series, credits, the card */
  const snapshot = async (userId: string, payment: { id: string; providerIntentId: string | null }) => ({
    payment: await paymentRow(payment.id),
    refunds: await refundsOf(payment.id),
    series: await series(),
    credits: await creditsOf(userId),
    card: await providerRefunded(payment.providerIntentId!),
    mails: (await mailsTo((await t.db.select().from(accounts).where(eq(accounts.id, userId)))[0]!.email))
      .length,
  });
  const kc = (haler: number) => formatCzk(haler as Haler);

  it('a card-paid entry the customer cancelled for credit: nothing refundable, a card refund is a Czech 400 and nothing moves', async () => {
    const { user, headers, payment } = await cardEntryPayment();
    const cancelled = await cancelEntry((await ticketOf(payment.id)).id, headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ kind: 'refund', refundedCredits: payment.totalAmount });
    expect(await listed(user.id, payment.id)).toMatchObject({ refundable: 0 });

    const before = await snapshot(user.id, payment);
    const res = await refund(user.id, payment.id, { amount: payment.amount, reason: 'Vrácení na kartu' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'REFUND_EXCEEDS_REMAINING',
      message: `Vrátit lze nejvýše ${kc(0)}; z platby už bylo vráceno ${kc(payment.totalAmount)} (na kartu ${kc(0)}, jako kredit ${kc(payment.totalAmount)}).`,
    });
    expect(await snapshot(user.id, payment)).toEqual(before);
    expect(before.card).toBe(0);
  });

  it('a card-paid entry the back office voided: nothing refundable, a card refund is a Czech 400 and nothing moves', async () => {
    const { user, headers, payment, slotId } = await cardEntryPayment();
    const card = (await t.app.inject({ method: 'GET', url: '/api/user/card', headers })).json();
    // scanned at the door a minute before the slot starts
    const [slot] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slotId));
    const now = t.clock.now();
    t.clock.set(new Date(slot!.startsAt.getTime() - 60_000));
    const scanned = await t.app
      .inject({
        method: 'POST',
        url: '/api/staff/entries/scan',
        headers: staff,
        payload: { code: `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(t.clock.now()))}` },
      })
      .finally(() => t.clock.set(now));
    expect(scanned.json()).toMatchObject({ admitted: true });
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/superadmin/entries/${scanned.json().entryId}/void`,
      headers: superadmin,
      payload: { reason: 'Naskenováno omylem' },
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().refundedCredits).toBe(payment.totalAmount);
    expect(await listed(user.id, payment.id)).toMatchObject({ refundable: 0 });

    const before = await snapshot(user.id, payment);
    const res = await refund(user.id, payment.id, { amount: 1, reason: 'Vrácení na kartu' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('REFUND_EXCEEDS_REMAINING');
    expect(await snapshot(user.id, payment)).toEqual(before);
  });

  it('a partial refund as credit leaves exactly the rest for the card', async () => {
    const { user, payment } = await cardEntryPayment();
    const part = Math.floor(payment.amount * 0.4);
    const rest = payment.totalAmount - part;
    await t.app.payments.refundPayment({
      paymentId: payment.id,
      amount: part,
      to: 'credits',
      refundKey: 'cast',
    });
    expect(await creditsOf(user.id)).toBe(part);
    expect(await listed(user.id, payment.id)).toMatchObject({ refundable: rest });

    const before = await snapshot(user.id, payment);
    const over = await refund(user.id, payment.id, { amount: rest + 1, reason: 'Více než zbývá' });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('REFUND_EXCEEDS_REMAINING');
    expect(over.json().message).toContain(`Vrátit lze nejvýše ${kc(rest)}`);
    expect(await snapshot(user.id, payment)).toEqual(before);

    const exact = await refund(user.id, payment.id, { amount: rest, reason: 'Zbytek na kartu' });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().payment).toMatchObject({ status: 'refunded', refundedAmount: rest, refundable: 0 });
    expect(await providerRefunded(payment.providerIntentId!)).toBe(rest);
    expect(await creditsOf(user.id)).toBe(part);
  });

  it('after a partial card refund the customer’s cancellation returns only the rest as credit', async () => {
    const { user, headers, payment } = await cardEntryPayment();
    const part = Math.floor(payment.amount * 0.4);
    expect((await refund(user.id, payment.id, { amount: part, reason: 'Část na kartu' })).statusCode).toBe(
      200,
    );
    const cancelled = await cancelEntry((await ticketOf(payment.id)).id, headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ refundedCredits: payment.totalAmount - part });
    expect(await creditsOf(user.id)).toBe(payment.totalAmount - part);
    expect(await listed(user.id, payment.id)).toMatchObject({ refundable: 0 });
  });

  it('after a partial card refund the partner’s cancelled slot returns only the rest as credit', async () => {
    const { user, payment, slotId } = await cardEntryPayment();
    const part = Math.floor(payment.amount * 0.4);
    expect((await refund(user.id, payment.id, { amount: part, reason: 'Část na kartu' })).statusCode).toBe(
      200,
    );
    const partner = { 'x-admin-token': `Bearer ${await loginAs(t, 'admin', 'partner@champions.cz')}` };
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/slots/${slotId}/cancel`,
      headers: partner,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await creditsOf(user.id)).toBe(payment.totalAmount - part);
    expect(await listed(user.id, payment.id)).toMatchObject({ refundable: 0 });
  });

  it('20 concurrent refunds of one payment (to the card, as credit, a cancellation) never give back more than it took', async () => {
    const { user, headers, payment } = await cardEntryPayment();
    const ticket = await ticketOf(payment.id);
    const part = Math.floor(payment.amount * 0.3);
    const calls = Array.from({ length: 20 }, (_, i) => {
      if (i === 10) return cancelEntry(ticket.id, headers).then((r) => r.statusCode);
      if (i % 4 === 1)
        return t.app.payments
          .refundPayment({ paymentId: payment.id, amount: part, to: 'credits', refundKey: `souběh-${i}` })
          .then(
            () => 200,
            (error: { code?: string }) => error.code,
          );
      return refund(user.id, payment.id, { amount: part, reason: `Souběh ${i + 1}` }).then((r) =>
        r.statusCode === 200 ? 200 : r.json().code,
      );
    });
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a !== 200 && a !== 'REFUND_EXCEEDS_REMAINING')).toEqual([]);
    const toCard = (await refundsOf(payment.id)).reduce((sum, r) => sum + r.amount, 0);
    const asCredits = (
      await t.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, user.id), sql`${creditLedger.amount} > 0`))
    ).reduce((sum, r) => sum + r.amount, 0);
    expect(toCard + asCredits).toBeLessThanOrEqual(payment.totalAmount);
    expect(await providerRefunded(payment.providerIntentId!)).toBe(toCard);
    expect((await paymentRow(payment.id)).refundedAmount).toBe(toCard);
    expect(await creditsOf(user.id)).toBe(asCredits);
    expect(await listed(user.id, payment.id)).toMatchObject({
      refundable: payment.totalAmount - toCard - asCredits,
    });
  });
});

describe('races', () => {
  it('20 identical requests (one key): one refund, one credit note, one mail, 20 equal answers', async () => {
    const { user, payment } = await cardEntryPayment();
    const headers = { ...superadmin, 'idempotency-key': randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refund(user.id, payment.id, { amount: 700, reason: 'Dvojklik' }, headers),
      ),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.paymentId, payment.id))).toHaveLength(
      1,
    );
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect((await paymentRow(payment.id)).refundedAmount).toBe(700);
  });

  it('different concurrent partial refunds never exceed the card amount', async () => {
    const { user, payment } = await cardEntryPayment();
    const part = Math.floor(payment.amount * 0.4);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        refund(user.id, payment.id, { amount: part, reason: `Souběh ${i + 1}` }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code)).toEqual(
      Array(6).fill('REFUND_EXCEEDS_REMAINING'),
    );
    const rows = await refundsOf(payment.id);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(2 * part);
    expect((await paymentRow(payment.id)).refundedAmount).toBe(2 * part);
  });

  it('the database refuses a refunded amount above the card amount', async () => {
    const { payment } = await cardEntryPayment();
    await expect(
      t.db.execute(sql`update payments set refunded_amount = amount + 1 where id = ${payment.id}`),
    ).rejects.toThrow();
  });
});

describe('authorization', () => {
  it('only a superadmin token reaches the refund calls', async () => {
    const { user, headers, payment } = await cardEntryPayment();
    const admin = { 'x-admin-token': `Bearer ${await loginAs(t, 'admin', 'partner@champions.cz')}` };
    for (const who of [{}, headers, admin, userHeaders('neplatny')]) {
      const res = await refund(
        user.id,
        payment.id,
        { amount: 100, reason: 'Nepovolené' },
        {
          ...who,
          'idempotency-key': randomUUID(),
        },
      );
      expect([401, 403]).toContain(res.statusCode);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/superadmin/users/${user.id}/payments`,
        headers: who,
      });
      expect([401, 403]).toContain(list.statusCode);
    }
    expect(await refundsOf(payment.id)).toHaveLength(0);
  });
});
