import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@champions/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  emailOutbox,
  payments,
  receiptSeries,
  receipts,
  tickets,
  timeSlots,
} from '../src/db/schema.ts';
import { runDueJobs } from '../src/jobs/queue.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { appendCredit } from '../src/modules/payments/index.ts';
import { customerMaker, partnerSlotsQuery, userHeaders } from './customers.ts';
import { isCzechText } from './czech-text.ts';
import { createTestApp, TEST_NOW, type TestApp } from './harness.ts';
import { startSmtpServer } from './smtp.ts';
import { useSubscriptionKit } from './subscription-kit.ts';

/**
 * Every payment, refund and return of credits gets one Czech e-mail with its document,
 * queued in the transaction of the change under a dedupe key: a repeat queues nothing more.
 */

const {
  kit,
  newUser: newSubscriber,
  buyWithCard,
  buy: buySubscription,
  put,
  subOf,
  walkTo,
  setClock,
} = useSubscriptionKit('platba');
const t = () => kit.t;

let partnerId: string;
const makeCustomer = customerMaker(() => kit.t, 'kupec', 'Kupec');

beforeAll(async () => {
  const [partner] = await t()
    .db.select()
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.email, 'partner@champions.cz')));
  partnerId = partner!.id;
});

const mailsTo = (email: string) =>
  t().db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.createdAt);

const slots = (count: number, offset: number) =>
  partnerSlotsQuery(t(), partnerId, t().clock.now()).limit(count).offset(offset);

const buyEntry = (token: string, slot: { slotId: string; optionId: string }, requestId?: string) =>
  t().app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: userHeaders(token),
    payload: { timeSlotId: slot.slotId, optionId: slot.optionId, ...(requestId ? { requestId } : {}) },
  });

async function payByCard(
  headers: Record<string, string>,
  payment: { clientSecret: string; paymentId: string },
) {
  const confirmed = await t().app.inject({
    method: 'POST',
    url: '/api/user/payments/local/confirm',
    headers,
    payload: {
      clientSecret: payment.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    },
  });
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
  // the card modal's sync, twice (a double click): the payment completes once
  for (let i = 0; i < 2; i++) {
    await t().app.inject({ method: 'POST', url: `/api/user/payments/${payment.paymentId}/sync`, headers });
  }
}

const kinds = (mail: { attachments: { kind: string }[] }) => mail.attachments.map((a) => a.kind).sort();
const pdfText = async (content: Buffer | string) =>
  (await extractText(new Uint8Array(Buffer.from(content)), { mergePages: true })).text.replace(/\s+/g, ' ');
/** An English mail: no Czech in it but the crown and the names of the Czech tax documents. */
const isEnglish = (mail: { subject: string; text: string }) =>
  !isCzechText(`${mail.subject} ${mail.text}`.replace(/Kč|opravný daňový doklad|daňový doklad/g, ''));
const setLanguage = (headers: Record<string, string>, language: 'cs' | 'en') =>
  t().app.inject({ method: 'PUT', url: '/api/user/language', headers, payload: { language } });

describe('an entry purchase', () => {
  it('paid by credits (PAYG): one mail with the receipt PDF and the .ics, also for 20 identical requests', async () => {
    const [slot] = await slots(1, 0);
    const { token, email } = await makeCustomer(100_000);
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => buyEntry(token, slot!, requestId)));
    expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThan(0);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    const [ticket] = await t().db.select().from(tickets).where(eq(tickets.timeSlotId, slot!.slotId));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      template: 'entry_purchased',
      dedupeKey: `payment:${ticket!.paymentId}`,
      attachments: [
        { kind: 'receipt', id: ticket!.paymentId },
        { kind: 'entry_ics', id: ticket!.id },
      ],
    });
    expect(mail!.subject).toMatch(/^Potvrzení nákupu: .+ – Champions$/);
    expect(mail!.text).toContain('kreditem');
    expect(mail!.text).toContain('http://localhost:3000/user/qr-code');
    expect(mail!.html).toContain('<a href="http://localhost:3000/user/qr-code"');
    // the credits payment now has its receipt too, in the one gap-free series
    const [receipt] = await t().db.select().from(receipts).where(eq(receipts.paymentId, ticket!.paymentId!));
    expect(mail!.text).toContain(`Daňový doklad č. ${receipt!.number}`);
    // its number was taken when the sale committed (migration 0032) and is written everywhere
    expect(receipt!.number).toMatch(/^\d{4}-\d{6}$/);
    expect((receipt!.document as { number: string }).number).toBe(receipt!.number);
    const [paid] = await t().db.select().from(payments).where(eq(payments.id, ticket!.paymentId!));
    expect(paid!.receiptNumber).toBe(receipt!.number);
    expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toContain('pending/');

    // the same request once more: the answer is replayed, nothing new is queued
    expect([201, 409]).toContain((await buyEntry(token, slot!, requestId)).statusCode);
    expect(await mailsTo(email)).toHaveLength(1);

    // the attachments render: a PDF and a calendar file
    const pdf = await t().app.ctx.mailer.renderAttachment(mail!.attachments[0]!);
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: `doklad-${receipt!.number}.pdf` });
    expect(Buffer.from(pdf!.content).subarray(0, 4).toString()).toBe('%PDF');
    const ics = await t().app.ctx.mailer.renderAttachment(mail!.attachments[1]!);
    expect(String(ics!.content)).toContain('BEGIN:VCALENDAR');
  });

  it('paid by credits and the card: one mail once the card payment succeeds, none before', async () => {
    const [slot] = await slots(1, 1);
    const { token, email } = await makeCustomer(100);
    const res = await buyEntry(token, slot!, randomUUID());
    expect(res.statusCode).toBe(202);
    const { payment } = res.json();
    expect(await mailsTo(email)).toHaveLength(0);
    await payByCard(userHeaders(token), payment);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'entry_purchased',
      dedupeKey: `payment:${payment.paymentId}`,
    });
    expect(kinds(mails[0]!)).toEqual(['entry_ics', 'receipt']);
    expect(mails[0]!.text).toMatch(/kartou .+, kreditem 1\sKč/);
  });

  it('paid by credits or by card, has its receipt number right after the purchase, with no e-mail composed', async () => {
    // the mail plugin composes nothing: the receipt must follow from the payment alone
    const events = t().app.ctx.events;
    const emit = events.emit;
    events.emit = async (tx, event) => {
      if (event.type !== 'payment.succeeded') await emit(tx, event);
    };
    try {
      const [byCredits, byCard] = await slots(2, 5);
      const rich = await makeCustomer(100_000);
      expect((await buyEntry(rich.token, byCredits!, randomUUID())).statusCode).toBe(201);
      const poor = await makeCustomer(0);
      const started = await buyEntry(poor.token, byCard!, randomUUID());
      expect(started.statusCode).toBe(202);
      await payByCard(userHeaders(poor.token), started.json().payment);

      for (const [customer, slot] of [
        [rich, byCredits],
        [poor, byCard],
      ] as const) {
        const [ticket] = await t()
          .db.select()
          .from(tickets)
          .where(and(eq(tickets.timeSlotId, slot!.slotId), eq(tickets.userId, customer.id)));
        const [paid] = await t().db.select().from(payments).where(eq(payments.id, ticket!.paymentId!));
        const [receipt] = await t().db.select().from(receipts).where(eq(receipts.paymentId, paid!.id));
        expect(paid!.receiptNumber).toMatch(/^\d{4}-\d{6}$/);
        expect(receipt!.number).toBe(paid!.receiptNumber);
        expect(await mailsTo(customer.email)).toEqual([]);
      }
    } finally {
      events.emit = emit;
    }
  });

  it('a paid entry that found its place gone mails the refund, not a purchase', async () => {
    const [slot] = await slots(1, 2);
    const { token, email } = await makeCustomer(100);
    const res = await buyEntry(token, slot!);
    expect(res.statusCode).toBe(202);
    const { payment } = res.json();
    await t()
      .db.update(timeSlots)
      .set({ capacity: sql`${timeSlots.reserved}` })
      .where(eq(timeSlots.id, slot!.slotId));
    await payByCard(userHeaders(token), payment);
    expect(await mailsTo(email)).toHaveLength(0);
    await runDueJobs(t().db, jobHandlers(t().app), t().clock.now(), (error) => {
      throw error;
    });
    // the card part back to the card, the credits part as credits: one mail each
    await t().app.ctx.mailer.settled();
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.dedupeKey).sort()).toEqual([
      `refund:${payment.paymentId}:return:card`,
      `refund:${payment.paymentId}:return:credits`,
    ]);
    const toCard = mails.find((m) => m.dedupeKey!.endsWith(':card'))!;
    expect(toCard).toMatchObject({
      template: 'payment_refunded',
      subject: 'Vrátili jsme vám peníze – Champions',
      attachments: [{ kind: 'receipt', id: payment.paymentId }],
    });
    const asCredits = mails.find((m) => m.dedupeKey!.endsWith(':credits'))!;
    expect(asCredits.subject).toBe('Vrátili jsme vám kredit – Champions');
    expect(asCredits.text).toMatch(/vrátili 1\sKč jako kredit/);
  });

  it('cancelled in time: the credits returned get their own mail, once, with the credit note correcting the purchase’s receipt', async () => {
    const [slot] = await slots(1, 3);
    const { token, email } = await makeCustomer(100_000);
    const bought = await buyEntry(token, slot!);
    expect(bought.statusCode).toBe(201);
    const entryId = bought.json().entry.id as string;
    const cancel = () =>
      t().app.inject({
        method: 'POST',
        url: `/api/user/entries/${entryId}/cancel`,
        headers: userHeaders(token),
      });
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const mails = (await mailsTo(email)).filter((m) => m.template === 'credits_returned');
    expect(mails).toHaveLength(1);
    const [ticket] = await t().db.select().from(tickets).where(eq(tickets.id, entryId));
    expect(mails[0]).toMatchObject({
      dedupeKey: `credits:${ticket!.userId}:refund:entry:${entryId}`,
      subject: 'Vrátili jsme vám kredit – Champions',
      attachments: [{ kind: 'credit_return_note', id: expect.any(String) }],
    });
    expect(mails[0]!.text).toContain('zrušený vstup');
    expect(mails[0]!.text).toMatch(/opravný daňový doklad č\. \d{4}-\d{6} k dokladu č\. \d{4}-\d{6}/);
  });

  it('a payment that rolls back queues no mail and keeps no receipt number', async () => {
    const { id, email } = await makeCustomer(0);
    const seriesBefore = await t().db.select().from(receiptSeries);
    await expect(
      t().db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(payments)
          .values({
            userId: id,
            kind: 'entry',
            description: 'Vstup: Jóga',
            amount: 0,
            totalAmount: 15_000,
            creditsUsed: 15_000,
            mode: 'none',
            status: 'succeeded',
            provider: 'credits',
          })
          .returning();
        await t().app.ctx.events.emit(tx, { type: 'payment.succeeded', paymentId: payment!.id });
        throw new Error('the sale failed after the mail was queued');
      }),
    ).rejects.toThrow('the sale failed');
    await t().app.ctx.mailer.settled();
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await t().db.select().from(receiptSeries)).toEqual(seriesBefore);
  });
});

describe('a subscription', () => {
  it('order (PAYG+), a PAYG+ entry and the withdrawal: each mailed once', async () => {
    const start = TEST_NOW;
    await setClock(start);
    const user = await newSubscriber();
    await buyWithCard(user, { type: 'PAYG_PLUS', startNow: true });
    const sub = await subOf(user);
    const order = (await mailsTo(user.email)).filter((m) => m.template === 'subscription_ordered');
    expect(order).toHaveLength(1);
    expect(order[0]!.subject).toBe('Potvrzení objednávky: PAYG+ – Champions');
    expect(kinds(order[0]!)).toEqual(['contract', 'receipt']);

    // an entry at the PAYG+ price, paid by credits
    await appendCredit(t().db, {
      userId: user.id,
      amount: 100_000,
      reason: 'adjustment',
      reference: user.email,
    });
    const [slot] = await slots(1, 4);
    const bought = await t().app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: user.headers,
      payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId },
    });
    expect(bought.statusCode).toBe(201);
    const [ticket] = await t().db.select().from(tickets).where(eq(tickets.id, bought.json().entry.id));
    expect(ticket!.source).toBe('PAYG_PLUS');
    const entryMails = (await mailsTo(user.email)).filter((m) => m.template === 'entry_purchased');
    expect(entryMails).toHaveLength(1);
    expect(kinds(entryMails[0]!)).toEqual(['entry_ics', 'receipt']);

    await setClock(new Date(start.getTime() + 2 * DAY_MS));
    const done = await t().app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/withdraw',
      headers: user.headers,
    });
    expect(done.statusCode).toBe(200);
    const refunds = (await mailsTo(user.email)).filter((m) => m.template === 'payment_refunded');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.dedupeKey).toMatch(/^refund:.+:withdrawal:card$/);
    expect(refunds[0]!.text).toContain('na platební kartu');
    expect(sub.id).toBeTruthy();
  });

  it('order (Championship): the confirmation with the receipt and the contract PDF; renewal and switch charge mail once', async () => {
    const start = new Date('2027-01-04T08:00:00Z');
    await setClock(start);
    const user = await newSubscriber();
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: kit.brno, startNow: true });
    const sub = await subOf(user);
    let mails = await mailsTo(user.email);
    const order = mails.filter((m) => m.template === 'subscription_ordered');
    expect(order).toHaveLength(1);
    expect(order[0]).toMatchObject({ dedupeKey: `order:${sub.id}` });
    expect(kinds(order[0]!)).toEqual(['contract', 'receipt']);
    expect(order[0]!.subject).toBe('Potvrzení objednávky: Championship – roční, Brno – Champions');
    expect(order[0]!.text).toContain('odstoupit do 14 dnů');
    const contract = await t().app.ctx.mailer.renderAttachment({ kind: 'contract', id: sub.id });
    expect(contract?.contentType).toBe('application/pdf');
    expect(Buffer.from(contract!.content).subarray(0, 4).toString()).toBe('%PDF');
    const czech = await pdfText(contract!.content);
    expect(czech).toContain('Potvrzení uzavření smlouvy o předplatném');
    expect(czech).toContain('tedy do 18. ledna 2027');
    expect(czech).toContain('Jméno a příjmení spotřebitele: ....');
    expect(czech).not.toContain('Withdraw');
    // an English customer's copy: each Czech line first and its English below it, in English dates and money
    await setLanguage(user.headers, 'en');
    const english = await t().app.ctx.mailer.renderAttachment({ kind: 'contract', id: sub.id });
    const bilingual = await pdfText(english!.content);
    await setLanguage(user.headers, 'cs');
    expect(bilingual).toContain(
      'Potvrzení uzavření smlouvy o předplatném Confirmation of the conclusion of a subscription contract',
    );
    expect(bilingual).toContain('Poskytovatel Provider');
    expect(bilingual).toContain('tedy do 18. ledna 2027');
    expect(bilingual).toContain('that is by 18 January 2027');
    expect(bilingual).toMatch(/Price: [\d,]+ Kč including VAT for each period of 28 days/);
    expect(bilingual).toContain('binding one; an English translation for information is at http');
    expect(bilingual).toContain('/user-terms');
    // the terms are quoted in their binding Czech
    expect(bilingual).toContain('Odstoupení od smlouvy do 14 dnů');
    expect(bilingual).toContain('Name and surname of the consumer: ....');

    // the switch to all locations is charged now: its own mail with its receipt
    await setClock(new Date(start.getTime() + 14 * DAY_MS));
    const sw = await put(user, 'switch-subscription', { newType: 'CHAMPIONSHIP', newAreaId: null });
    expect(sw.statusCode).toBe(200);
    mails = await mailsTo(user.email);
    const switched = mails.filter((m) => m.template === 'subscription_switch');
    expect(switched).toHaveLength(1);
    expect(kinds(switched[0]!)).toEqual(['receipt']);
    expect(switched[0]!.subject).toBe(
      'Potvrzení platby: Změna předplatného na Championship – roční, všechny lokality – Champions',
    );

    // a switch to PAYG+ at the period end is charged the catch-up fee now; cancelling it returns the fee as credit
    const toPayg = await put(user, 'switch-subscription', { newType: 'PAYG_PLUS' });
    expect(toPayg.statusCode).toBe(200);
    mails = await mailsTo(user.email);
    // the switch's charge (with the catch-up fee) is a second switch payment: its own mail
    const fee = mails.filter((m) => m.template === 'subscription_switch');
    expect(fee).toHaveLength(2);
    expect(fee[1]!.text).toContain('PAYG+');
    expect(kinds(fee[1]!)).toEqual(['receipt']);
    const undo = () => put(user, 'cancel-pending-switch');
    const undone = await Promise.all([undo(), undo()]);
    expect(undone.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    mails = await mailsTo(user.email);
    const returned = mails.filter((m) => m.template === 'credits_returned');
    expect(returned).toHaveLength(1);
    expect(returned[0]!.text).toContain('zrušenou změnu předplatného');
    expect(returned[0]!.dedupeKey).toMatch(/^credits:.+:switch_refund:.+:pending:\d+$/);

    // the renewal, with the billing worker run twice (and concurrently): one mail
    await walkTo(start, 28, 60_000);
    await Promise.all([kit.runBillingWorker(), kit.runBillingWorker()]);
    await t().app.ctx.mailer.settled();
    mails = await mailsTo(user.email);
    const renewed = mails.filter((m) => m.template === 'subscription_renewed');
    expect(renewed).toHaveLength(1);
    expect(renewed[0]!.subject).toBe('Předplatné je zaplacené na další období – Champions');
    expect(renewed[0]!.text).toContain(
      'zaplatili jste 2. období předplatného Championship – roční, všechny lokality.',
    );
    expect(kinds(renewed[0]!)).toEqual(['receipt']);
    const renewalPayment = await t()
      .db.select()
      .from(payments)
      .where(like(payments.reference, `${sub.id}:1`));
    expect(renewed[0]!.dedupeKey).toBe(`payment:${renewalPayment[0]!.id}`);
  });

  it('an English customer’s order, contract, switch charge, renewal and catch-up fee name the plan in English', async () => {
    // just after the test before: the walk bills no one else's periods to catch up
    const start = new Date('2027-02-08T08:00:00Z');
    await setClock(start);
    const user = await newSubscriber('Jane Doe', 'en');
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: kit.brno, startNow: true });
    const sub = await subOf(user);
    const [order] = (await mailsTo(user.email)).filter((m) => m.template === 'subscription_ordered');
    expect(order!.subject).toBe('Order confirmed: Championship – yearly, Brno – Champions');
    expect(order!.text).toContain('we confirm your order of the Championship – yearly, Brno subscription of');
    expect(isEnglish(order!), order!.text).toBe(true);

    // the contract: each Czech line names the plan in Czech, the English line below it in English
    const contract = await t().app.ctx.mailer.renderAttachment({ kind: 'contract', id: sub.id });
    const bilingual = await pdfText(contract!.content);
    expect(bilingual).toContain(
      'Předplatné: Championship – roční, Brno Subscription: Championship – yearly, Brno',
    );
    expect(bilingual).toContain('předplatné Championship – roční, Brno, objednané dne 8. února 2027.');
    expect(bilingual).toContain('the Championship – yearly, Brno subscription, ordered on 8 February 2027.');

    // a switch to all locations charged now
    await setClock(new Date(start.getTime() + 14 * DAY_MS));
    expect(
      (await put(user, 'switch-subscription', { newType: 'CHAMPIONSHIP', newAreaId: null })).statusCode,
    ).toBe(200);
    const [switched] = (await mailsTo(user.email)).filter((m) => m.template === 'subscription_switch');
    expect(switched!.subject).toBe(
      'Payment confirmed: Change of the subscription to Championship – yearly, all locations – Champions',
    );
    expect(isEnglish(switched!), switched!.text).toBe(true);

    // the renewal
    await walkTo(start, 28, 60_000);
    await t().app.ctx.mailer.settled();
    const [renewed] = (await mailsTo(user.email)).filter((m) => m.template === 'subscription_renewed');
    expect(renewed!.text).toContain(
      'you have paid period 2 of the Championship – yearly, all locations subscription.',
    );
    expect(isEnglish(renewed!), renewed!.text).toBe(true);

    // cancelled early: the catch-up fee
    await setClock(new Date(start.getTime() + 30 * DAY_MS));
    expect((await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' })).statusCode).toBe(
      200,
    );
    const [fee] = (await mailsTo(user.email)).filter((m) => m.template === 'subscription_catch_up_fee');
    expect(fee!.subject).toBe('Payment confirmed: Fee for ending the yearly subscription early – Champions');
    expect(isEnglish(fee!), fee!.text).toBe(true);
  });

  it('a yearly plan cancelled early: the catch-up fee is mailed with its receipt, its return on reactivation too', async () => {
    const start = new Date('2028-01-03T08:00:00Z');
    await setClock(start);
    const user = await newSubscriber();
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: kit.brno, startNow: true });
    await setClock(new Date(start.getTime() + 60 * DAY_MS));
    const cancel = await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' });
    expect(cancel.statusCode).toBe(200);
    let mails = await mailsTo(user.email);
    const fee = mails.filter((m) => m.template === 'subscription_catch_up_fee');
    expect(fee).toHaveLength(1);
    expect(fee[0]!.subject).toMatch(/^Potvrzení platby: Poplatek za předčasné ukončení/);
    expect(kinds(fee[0]!)).toEqual(['receipt']);
    await setClock(new Date(start.getTime() + 70 * DAY_MS));
    const re = await Promise.all([
      put(user, 'reactivate-subscription'),
      put(user, 'reactivate-subscription'),
    ]);
    expect(re.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    mails = await mailsTo(user.email);
    const returned = mails.filter((m) => m.template === 'credits_returned');
    expect(returned).toHaveLength(1);
    expect(returned[0]!.text).toContain('obnovení ročního předplatného');
  });

  it('a free first period (promo) still confirms the order with the contract, once', async () => {
    await setClock(new Date('2027-09-06T08:00:00Z'));
    const user = await newSubscriber();
    const res = await buySubscription(user, {
      type: 'CHAMPIONSHIP',
      areaId: kit.brno,
      promoCode: 'CHAMPIONSHIP',
      startNow: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.setupIntentOnly).toBe(true);
    await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/payments/local/confirm',
      headers: user.headers,
      payload: {
        clientSecret: body.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' },
      },
    });
    for (let i = 0; i < 2; i++) {
      const confirmed = await kit.t.app.inject({
        method: 'POST',
        url: '/api/user/subscriptions/confirm-payment',
        headers: user.headers,
        payload: { paymentIntentId: body.paymentIntentId },
      });
      expect(confirmed.statusCode).toBe(200);
    }
    const order = (await mailsTo(user.email)).filter((m) => m.template === 'subscription_ordered');
    expect(order).toHaveLength(1);
    expect(kinds(order[0]!)).toEqual(['contract']);
    expect(order[0]!.text).toContain('Za první období dnes neplatíte nic.');
  });
});

describe('delivery over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('carries the receipt PDF and the .ics of a purchase as attachments', async () => {
    const [partner] = await app.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.role, 'admin'), eq(accounts.email, 'partner@champions.cz')));
    const [slot] = await partnerSlotsQuery(app, partner!.id, app.clock.now()).limit(1);
    const customer = await customerMaker(() => app, 'smtp', 'Odběratel')(100_000);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: userHeaders(customer.token),
      payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId },
    });
    expect(res.statusCode).toBe(201);
    await app.app.ctx.mailer.retryPending();
    const mail = smtp.lastTo(customer.email);
    expect(mail.subject).toMatch(/^Potvrzení nákupu:/);
    const files = mail.attachments.map((a) => ({ name: a.filename, type: a.contentType }));
    expect(files).toEqual([
      { name: expect.stringMatching(/^doklad-\d{4}-\d{6}\.pdf$/), type: 'application/pdf' },
      { name: expect.stringMatching(/^vstup-.+\.ics$/), type: 'text/calendar' },
    ]);
    expect(mail.attachments[0]!.content.subarray(0, 4).toString()).toBe('%PDF');
    expect(mail.attachments[1]!.content.toString()).toContain('BEGIN:VCALENDAR');
    // sent: the row keeps its record and references, the body is dropped
    const [row] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, customer.email));
    expect(row).toMatchObject({ status: 'sent', text: '' });
  });
});
