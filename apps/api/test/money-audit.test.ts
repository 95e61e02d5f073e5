import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, creditNotes, payments, referralRewards, tickets, timeSlots } from '../src/db/schema.ts';
import { appendCredit, auditMoney } from '../src/modules/payments/index.ts';
import { customerMaker, loginAs, partnerSlotsQuery, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { cardPaymentMaker } from './refund-kit.ts';

/** npm run audit:money: silent on a sound database, and each invariant bites on a planted break. */

let t: TestApp;
const newCustomer = customerMaker(() => t, 'audit', 'Auditor');
const cardEntryPayment = cardPaymentMaker(() => t, 'auditvraceni');
const partnerSlot = async (offset: number) => {
  const [partner] = await t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
  const [slot] = await partnerSlotsQuery(t, partner!.id, t.clock.now()).limit(1).offset(offset);
  return slot!;
};
const broken = async () => (await auditMoney(t.db, { now: t.clock.now() })).map((v) => [v.invariant, v.ids]);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the money audit', () => {
  it('finds nothing on the demo data and after a purchase', async () => {
    const customer = await newCustomer(100_000);
    const [partner] = await t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
    const [slot] = await partnerSlotsQuery(t, partner!.id, t.clock.now()).limit(1);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: userHeaders(customer.token),
      payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId },
    });
    expect(bought.statusCode).toBe(201);
    expect(await broken()).toEqual([]);
  });

  it('names the account, slot or ticket of each planted break', async () => {
    const customer = await newCustomer(50_000);
    await t.db
      .update(accounts)
      .set({ credits: sql`${accounts.credits} + 1` })
      .where(eq(accounts.id, customer.id));
    const [ticket] = await t.db.select().from(tickets).where(isNotNull(tickets.timeSlotId)).limit(1);
    await t.db
      .update(timeSlots)
      .set({ reserved: sql`${timeSlots.reserved} + 1` })
      .where(eq(timeSlots.id, ticket!.timeSlotId!));
    await t.db.update(tickets).set({ price: 0, source: 'PAYG' }).where(eq(tickets.id, ticket!.id));
    // a referral reward said granted whose credit never reached the ledger
    const [referrer, referee] = [await newCustomer(), await newCustomer()];
    const [reward] = await t.db
      .insert(referralRewards)
      .values({
        referrerId: referrer.id,
        refereeId: referee.id,
        paymentId: crypto.randomUUID(),
        state: 'granted',
        referrerAmount: 10_000,
        refereeAmount: 10_000,
      })
      .returning();
    const found = Object.fromEntries(await broken());
    expect(found.referral_reward_not_in_ledger).toEqual([reward!.id]);
    expect(found.balance_not_ledger_sum).toEqual([customer.id]);
    expect(found.reserved_not_live_tickets).toEqual([ticket!.timeSlotId]);
    expect(found.ticket_without_payment).toEqual([ticket!.id]);
  });
  it('names a refund without its credit note, a refunded amount that is not its refunds’ sum, and a gap in the series', async () => {
    const { user, payment } = await cardEntryPayment();
    const superadmin = await loginAs(t, 'superadmin', 'admin@champions.cz');
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/superadmin/users/${user.id}/payments/${payment.id}/refunds`,
      headers: { 'x-superadmin-token': `Bearer ${superadmin}`, 'idempotency-key': crypto.randomUUID() },
      payload: { amount: 1_000, reason: 'Lekce byla zkrácena' },
    });
    expect(refunded.statusCode).toBe(200);
    const { refund } = refunded.json();
    const sound = Object.fromEntries(await broken());
    expect(sound.refund_without_credit_note).toBeUndefined();
    expect(sound.document_series_gap).toBeUndefined();
    await t.db.delete(creditNotes).where(eq(creditNotes.refundId, refund.id));
    await t.db
      .update(payments)
      .set({ refundedAmount: sql`${payments.refundedAmount} - 1` })
      .where(eq(payments.id, payment.id));
    const found = Object.fromEntries(await broken());
    expect(found.refund_without_credit_note).toEqual([refund.id, payment.id]);
    expect(found.document_series_gap).toEqual([refund.creditNoteNumber.slice(0, 4)]);
  });
  it('counts the refunds of every place of a friends’ purchase, the claimed friend’s included', async () => {
    const slot = await partnerSlot(20);
    const buyer = await newCustomer(100_000);
    const friend = await newCustomer();
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: userHeaders(buyer.token),
      payload: { timeSlotId: slot.slotId, optionId: slot.optionId, places: 3 },
    });
    expect(bought.statusCode).toBe(201);
    const [claimedPlace, takenBack] = bought.json().guests as { ticketId: string }[];
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/user/entries/guests/${claimedPlace!.ticketId}/send`,
      headers: userHeaders(buyer.token),
      payload: {},
    });
    const claimToken = (sent.json().link as string).split('/pozvanka/')[1];
    const claimed = await t.app.inject({
      method: 'POST',
      url: `/api/user/friend-places/${claimToken}/claim`,
      headers: userHeaders(friend.token),
    });
    expect(claimed.statusCode).toBe(200);
    // every place comes back: one taken back by the buyer, then the partner cancels the slot
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/user/entries/${takenBack!.ticketId}/cancel`,
      headers: userHeaders(buyer.token),
    });
    expect(cancelled.json()).toMatchObject({ refundedCredits: slot.price });
    const partner = await loginAs(t, 'admin', 'partner@champions.cz');
    const slotCancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/slots/${slot.slotId}/cancel`,
      headers: { 'x-admin-token': `Bearer ${partner}` },
    });
    expect(slotCancelled.statusCode).toBe(200);
    const [friendAccount] = await t.db.select().from(accounts).where(eq(accounts.id, friend.id));
    expect(friendAccount!.credits).toBe(slot.price);
    const sound = Object.fromEntries(await broken());
    expect(sound.refunds_exceed_payment).toBeUndefined();

    // planted: the friend's place refunded a second time, to the friend (a double refund)
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, claimedPlace!.ticketId));
    await appendCredit(t.db, {
      userId: friend.id,
      amount: slot.price,
      reason: 'refund',
      reference: `entry:${ticket!.id}`,
    });
    const found = Object.fromEntries(await broken());
    expect(found.refunds_exceed_payment).toEqual([ticket!.paymentId]);
  });
});
