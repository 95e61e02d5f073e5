import { randomUUID } from 'node:crypto';
import { DAY_MS, PERIOD_MS, pragueDayKey } from '@champions/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, emailOutbox, tickets, timeSlots } from '../src/db/schema.ts';
import { appendCredit } from '../src/modules/payments/index.ts';
import { adminHeaders, loginAs, partnerSlotsQuery } from './customers.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';

/**
 * Orders nobody planned: claim covered entries then withdraw, use the promo then withdraw and use it
 * again, switch then withdraw, a covered entry after the end of a cancelled plan.
 */

const { kit, setClock, newUser, buy, buyWithCard, put, subOf } = useSubscriptionKit('poradi');
type User = SubscriptionUser;
let partnerId: string;

beforeAll(async () => {
  const [partner] = await kit.t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
  partnerId = partner!.id;
});

const inject = (user: User, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  kit.t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

/** The partner's upcoming slots, one a Prague day, the first `count` of them. */
async function slotsOnDistinctDays(count: number) {
  const all = await partnerSlotsQuery(kit.t, partnerId, kit.t.clock.now()).limit(400);
  const days = new Map<string, (typeof all)[number]>();
  for (const slot of all) {
    const day = pragueDayKey(slot.startsAt);
    if (!days.has(day)) days.set(day, slot);
  }
  return [...days.values()].slice(0, count);
}

const ticketsOf = (user: User) => kit.t.db.select().from(tickets).where(eq(tickets.userId, user.id));
const mailsOf = (user: User, template: string) =>
  kit.t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.template, template)));

describe('covered entries are bounded by the paid membership', () => {
  it('a withdrawal cancels every covered entry after it, frees the places and tells the customer', async () => {
    await setClock(new Date('2026-11-23T07:00:00Z'));
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: null, startNow: true });
    const slots = await slotsOnDistinctDays(5);
    expect(slots.length).toBe(5);
    for (const slot of slots) {
      const claim = await inject(user, 'POST', '/api/user/entries', {
        timeSlotId: slot.slotId,
        optionId: slot.optionId,
      });
      expect(claim.statusCode).toBe(201);
      expect(claim.json().creditsUsed).toBe(0);
    }
    const reservedBefore = await Promise.all(
      slots.map(async (s) => (await kit.t.db.select().from(timeSlots).where(eq(timeSlots.id, s.slotId)))[0]!),
    );

    const withdrawn = await inject(user, 'POST', '/api/user/subscriptions/withdraw');
    expect(withdrawn.statusCode).toBe(200);
    const held = await ticketsOf(user);
    expect(held).toHaveLength(5);
    expect(held.every((ticket) => ticket.isCancelled)).toBe(true);
    for (const [index, slot] of slots.entries()) {
      const [row] = await kit.t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.slotId));
      expect(row!.reserved).toBe(reservedBefore[index]!.reserved - 1);
    }
    const [mail] = await mailsOf(user, 'entries_covered_cancelled');
    expect(mail!.subject).toBe('Zrušili jsme vaše vstupy – Champions');
    expect(mail!.text).toContain('vaše členství Championship skončilo');
  });

  it('an entry after the end of the paid period is not covered', async () => {
    const start = new Date('2026-11-23T07:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: null, startNow: true });
    const [late] = await slotsOnDistinctDays(1);
    await kit.t.db
      .update(timeSlots)
      .set({ startsAt: new Date(start.getTime() + PERIOD_MS + DAY_MS) })
      .where(eq(timeSlots.id, late!.slotId));
    const quote = await inject(
      user,
      'GET',
      `/api/user/entries/quote?timeSlotId=${late!.slotId}&optionId=${late!.optionId}`,
    );
    expect(quote.json()).toMatchObject({ method: expect.not.stringMatching(/membership/) });
    expect(quote.json().coverageReason).toBe('after_paid_period');
  });

  it('a plan that ends at its period end cancels the covered entries after it', async () => {
    const start = new Date('2026-11-23T07:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: null, startNow: true });
    const [slot] = await slotsOnDistinctDays(1);
    const claim = await inject(user, 'POST', '/api/user/entries', {
      timeSlotId: slot!.slotId,
      optionId: slot!.optionId,
    });
    expect(claim.statusCode).toBe(201);
    // as if the entry had been claimed for after the end (before coverage was bounded): move its slot
    const sub = await subOf(user);
    const afterEnd = new Date(sub.startDate.getTime() + PERIOD_MS + DAY_MS);
    await kit.t.db.update(timeSlots).set({ startsAt: afterEnd }).where(eq(timeSlots.id, slot!.slotId));
    expect((await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' })).statusCode).toBe(
      200,
    );
    await setClock(new Date(sub.startDate.getTime() + PERIOD_MS + 60_000));
    await kit.runBillingWorker();
    expect((await subOf(user)).currentState).toBe('ENDED');
    const [ticket] = await ticketsOf(user);
    expect(ticket!.isCancelled).toBe(true);
    expect(await mailsOf(user, 'entries_covered_cancelled')).toHaveLength(1);
  });
});

describe('the CHAMPIONSHIP promo', () => {
  it('is used once per customer, also after a withdrawal from the plan it was used on', async () => {
    await setClock(new Date('2031-01-06T08:00:00Z'));
    const user = await newUser();
    await buyWithCard(user, {
      type: 'CHAMPIONSHIP',
      areaId: kit.brno,
      promoCode: 'CHAMPIONSHIP',
      startNow: true,
    });
    expect(await subOf(user)).toMatchObject({ currentState: 'ACTIVE', promoApplied: true });
    expect((await inject(user, 'POST', '/api/user/subscriptions/withdraw')).statusCode).toBe(200);
    const again = await buy(user, {
      type: 'CHAMPIONSHIP',
      areaId: kit.brno,
      promoCode: 'championship',
      startNow: true,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().details).toMatchObject({ field: 'promoCode' });
  });

  it('is not used up by a checkout that was abandoned', async () => {
    await setClock(new Date('2031-02-03T08:00:00Z'));
    const user = await newUser();
    const first = await buy(user, {
      type: 'CHAMPIONSHIP',
      areaId: kit.brno,
      promoCode: 'CHAMPIONSHIP',
      startNow: true,
    });
    expect(first.statusCode).toBe(200);
    const second = await buy(user, {
      type: 'CHAMPIONSHIP',
      areaId: kit.praha,
      promoCode: 'CHAMPIONSHIP',
      startNow: true,
    });
    expect(second.statusCode).toBe(200);
  });
});

describe('a withdrawal after a switch', () => {
  it('returns every payment of the contract, the switch included, less the day provided', async () => {
    await setClock(new Date('2031-03-03T08:00:00Z'));
    const user = await newUser();
    await buyWithCard(user, { type: 'PAYG_PLUS', startNow: true });
    const sw = await kit.t.app.inject({
      method: 'PUT',
      url: '/api/user/subscriptions/switch-subscription',
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
      payload: { newType: 'CHAMPIONSHIP', newAreaId: kit.praha },
    });
    expect(sw.statusCode).toBe(200);
    const info = await inject(user, 'GET', '/api/user/subscriptions/withdrawal');
    // the first day of the plan switched to was provided: 1 699 Kč / 28 = 60,68 Kč is kept (§1834)
    expect(info.json()).toMatchObject({ possible: true, paid: 11_900 + 158_000, charged: 6_068 });
    const done = await inject(user, 'POST', '/api/user/subscriptions/withdraw');
    expect(done.json().refund.amount).toBe(11_900 + 158_000 - 6_068);
  });
});

describe("a partner's cancellation of a slot", () => {
  it('returns the price of a late-cancelled place still on offer, once, with an e-mail', async () => {
    await setClock(new Date('2026-11-24T07:00:00Z'));
    const [slot] = await slotsOnDistinctDays(1);
    // two hours before the slot and later, a cancellation only offers the place (no refund yet)
    await setClock(new Date(slot!.startsAt.getTime() - 60 * 60_000));
    const user = await newUser();
    await appendCredit(kit.t.db, {
      userId: user.id,
      amount: 100_000,
      reason: 'adjustment',
      reference: user.email,
    });
    const bought = await inject(user, 'POST', '/api/user/entries', {
      timeSlotId: slot!.slotId,
      optionId: slot!.optionId,
    });
    expect(bought.statusCode).toBe(201);
    const cancelled = await inject(user, 'POST', `/api/user/entries/${bought.json().entry.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ kind: 'offer', refundedCredits: 0 });
    const partner = await loginAs(kit.t, 'admin', 'partner@champions.cz');
    const cancelSlot = () =>
      kit.t.app.inject({
        method: 'POST',
        url: `/api/admin/slots/${slot!.slotId}/cancel`,
        headers: adminHeaders(partner),
      });
    const answer = await cancelSlot();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().creditReturned).toBe(slot!.price);
    expect((await cancelSlot()).statusCode).toBe(409);
    const [account] = await kit.t.db.select().from(accounts).where(eq(accounts.id, user.id));
    expect(account!.credits).toBe(100_000);
    const [mail] = await mailsOf(user, 'slot_cancelled');
    expect(mail!.text).toContain('jsme vám vrátili jako kredit');
  });
});
