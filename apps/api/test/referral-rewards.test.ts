import { randomUUID } from 'node:crypto';
import { bookAccount, cardTimeStep, DAY_MS, REFERRAL_REWARD } from '@champions/domain';
import { and, desc, eq, gte, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  activityOptions,
  auditLog,
  creditLedger,
  emailOutbox,
  jobs,
  journalEntries,
  journalLines,
  payments,
  referralRewards,
} from '../src/db/schema.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { appendCredit } from '../src/modules/payments/index.ts';
import { loginAs, partnerSlotsQuery } from './customers.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';

/**
 * Referral rewards: the referee's first purchase paid with money that stands (at least 150 Kč left
 * paid; the entry used, or the membership past its withdrawal period) gives both sides 100 Kč once,
 * decided by the job; a second purchase, a small or credits-only one and a self-referral (the same
 * card, saved or not) give nothing; a refund and a back-office revoke take both back through the
 * ledger. The kit checks the money invariants at the end.
 */
const { kit, setClock, newUser, saveCard, buyWithCard, confirmCard } = useSubscriptionKit('doporuceni');
type User = SubscriptionUser;
const REWARD = REFERRAL_REWARD.referrerAmount;
/** The job kind that decides the rewards (a string: the job is looked up as the scheduler does). */
const REWARD_JOB = 'referrals.reward';
/** 150 Kč: a typical single entry, the least a purchase must leave paid (REFERRAL_REWARD.minimumPurchase). */
const TYPICAL_ENTRY = 15_000;
let partnerId: string;
let slotOffset = 0;
let superadminId: string;

beforeAll(async () => {
  const [partner] = await kit.t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
  partnerId = partner!.id;
  const [admin] = await kit.t.db.select().from(accounts).where(eq(accounts.email, 'admin@champions.cz'));
  superadminId = admin!.id;
  // the demo superadmin signs in as the back office does
  await loginAs(kit.t, 'superadmin', 'admin@champions.cz');
});

/** A superadmin's token signed at the test clock's now (the clock walks past a token's lifetime). */
const superadmin = async () => ({
  'x-superadmin-token': `Bearer ${await kit.t.app.ctx.tokens.sign({ id: superadminId, email: 'admin@champions.cz', role: 'superadmin', tv: 0 })}`,
});

const credits = async (user: User) =>
  (await kit.t.db.select().from(accounts).where(eq(accounts.id, user.id)))[0]!.credits;
const rewardOf = async (user: User) =>
  (await kit.t.db.select().from(referralRewards).where(eq(referralRewards.refereeId, user.id)))[0];
const referralRows = (user: User) =>
  kit.t.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, user.id), like(creditLedger.reason, 'referral%')));

async function referred(by: User, over: { name?: string; phone?: string } = {}): Promise<User> {
  const user = await newUser(over.name ?? 'Petra Svobodová');
  await kit.t.db
    .update(accounts)
    .set({ referredById: by.id, phone: over.phone ?? null })
    .where(eq(accounts.id, user.id));
  return user;
}

async function nextSlot() {
  const [slot] = await partnerSlotsQuery(
    kit.t,
    partnerId,
    kit.t.clock.now(),
    gte(activityOptions.price, TYPICAL_ENTRY),
  )
    .limit(1)
    .offset(slotOffset++);
  return slot!;
}

type Slot = Awaited<ReturnType<typeof nextSlot>>;

/** Buys an entry with a saved card (charged at once); answers the POST's answers and the slot. */
async function buyEntry(user: User, paymentMethodId?: string, times = 1, slot?: Slot) {
  const bought = slot ?? (await nextSlot());
  const answers = await Promise.all(
    Array.from({ length: times }, () =>
      kit.t.app.inject({
        method: 'POST',
        url: '/api/user/entries',
        headers: user.headers,
        payload: {
          timeSlotId: bought.slotId,
          optionId: bought.optionId,
          ...(paymentMethodId ? { paymentMethodId } : {}),
        },
      }),
    ),
  );
  return Object.assign(answers, { slot: bought });
}

/** Buys an entry with the card typed into the card form, never saved; answers the slot. */
async function buyEntryWithUnsavedCard(user: User, slot?: Slot, cardNumber?: string) {
  const bought = slot ?? (await nextSlot());
  const res = await kit.t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: user.headers,
    payload: { timeSlotId: bought.slotId, optionId: bought.optionId },
  });
  expect(res.statusCode).toBe(202);
  await confirmCard(user, res.json().payment.clientSecret, cardNumber);
  return bought;
}

/** The reception scans the user's card at the start of the slot: the entry is used. */
async function useEntry(user: User, slot: Slot) {
  await setClock(slot.startsAt);
  const card = (
    await kit.t.app.inject({ method: 'GET', url: '/api/user/card', headers: user.headers })
  ).json();
  const token = await kit.t.app.ctx.tokens.sign({
    id: partnerId,
    email: 'partner@champions.cz',
    role: 'admin',
    tv: 0,
  });
  const res = await kit.t.app.inject({
    method: 'POST',
    url: '/api/admin/entries/scan',
    headers: { 'x-admin-token': `Bearer ${token}` },
    payload: { code: `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(kit.t.clock.now()))}` },
  });
  expect(res.json()).toMatchObject({ admitted: true });
  return res.json() as { entryId: string };
}

/** Runs the job that decides the rewards whose purchase stands now (the scheduler's every 5 minutes). */
async function runRewardJob() {
  await jobHandlers(kit.t.app, kit.t.clock)[REWARD_JOB]?.({});
}

const paymentsOf = (user: User) =>
  kit.t.db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(desc(payments.createdAt));

const ownReferral = async (user: User) => {
  const res = await kit.t.app.inject({ method: 'GET', url: '/api/user/referral', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the referral link of a customer', () => {
  it('is /r/<code>; registering with the code records the referrer', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser('Jana Nováková');
    const mine = await ownReferral(referrer);
    expect(mine.code).toMatch(/^U[0-9A-F]{8}$/);
    expect(mine.url).toMatch(new RegExp(`/r/${mine.code}$`));
    expect((await ownReferral(referrer)).code).toBe(mine.code);
    const email = `pozvana-${randomUUID().slice(0, 8)}@example.cz`;
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        email,
        password: 'dlouhe heslo na kolo',
        name: 'Eva Malá',
        acceptTerms: true,
        referralCode: mine.code.toLowerCase(),
      },
    });
    expect(res.statusCode).toBe(202);
    const [row] = await kit.t.db.select().from(accounts).where(eq(accounts.email, email));
    expect(row!.referredById).toBe(referrer.id);
    expect((await ownReferral(referrer)).referred).toEqual([
      expect.objectContaining({ firstName: 'Eva', state: 'pending', earned: 0 }),
    ]);
  });
});

describe('the referee’s first purchase that stands', () => {
  it('an entry earns once it is used, not when it is paid: both sides once, even for 20 identical purchase requests', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser('Jana Nováková');
    const referee = await referred(referrer, { name: 'Petra Svobodová' });
    const card = await saveCard(referee);
    const answers = await buyEntry(referee, card, 20);
    expect(answers.filter((a) => a.statusCode < 300).length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    // paid, not used: it could still be cancelled for credit, so it earns nothing yet
    await runRewardJob();
    expect(await rewardOf(referee)).toBeUndefined();
    expect(await credits(referrer)).toBe(0);
    expect((await ownReferral(referrer)).referred).toEqual([
      expect.objectContaining({ firstName: 'Petra', state: 'pending', earned: 0 }),
    ]);

    await useEntry(referee, answers.slot);
    // the scan queued the decision at once (the runner takes it within a second)
    const queued = await kit.t.db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `${REWARD_JOB}:ticket:%`));
    expect(queued.filter((job) => job.runAt.getTime() === answers.slot.startsAt.getTime())).toHaveLength(1);
    await runRewardJob();
    await runRewardJob();
    expect(await credits(referrer)).toBe(REWARD);
    expect(await credits(referee)).toBe(REFERRAL_REWARD.refereeAmount);
    expect(await referralRows(referrer)).toHaveLength(1);
    expect(await referralRows(referee)).toHaveLength(1);
    const [payment] = await paymentsOf(referee);
    expect(await rewardOf(referee)).toMatchObject({ state: 'granted', paymentId: payment!.id });
    const mails = await kit.t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'referral_reward'));
    expect(mails.filter((m) => m.to === referrer.email)).toHaveLength(1);
    expect(mails.filter((m) => m.to === referee.email)).toHaveLength(1);
    expect(mails.find((m) => m.to === referrer.email)!.text).toContain('Petra');
    const mine = await ownReferral(referrer);
    expect(mine.referred).toEqual([
      expect.objectContaining({ firstName: 'Petra', state: 'granted', earned: REWARD }),
    ]);
    expect(mine.earnedTotal).toBe(REWARD);
    expect(JSON.stringify(mine)).not.toContain('Svobodová');

    // the second purchase (paid by card again: the reward covers part of it) gives nothing more
    const second = await buyEntry(referee, card);
    await useEntry(referee, second.slot);
    await runRewardJob();
    expect(await credits(referrer)).toBe(REWARD);
    expect(await referralRows(referee)).toHaveLength(1);
  });

  it('a 1 Kč option bought by card (30 Kč charged, 29 Kč back as credit) earns nothing, even once used', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    const referee = await referred(referrer);
    const slot = await nextSlot();
    const [cheap] = await kit.t.db
      .insert(activityOptions)
      .values({ activityId: slot.activityId, name: 'Vstup za korunu', price: 100, sortOrder: 9 })
      .returning();
    const bought = await buyEntry(referee, await saveCard(referee), 1, { ...slot, optionId: cheap!.id });
    expect(bought[0]!.statusCode).toBe(201);
    const [payment] = await paymentsOf(referee);
    expect(payment).toMatchObject({ status: 'succeeded', amount: 3_000, creditsBack: 2_900 });
    await useEntry(referee, slot);
    await runRewardJob();
    expect(await rewardOf(referee)).toBeUndefined();
    expect(await credits(referrer)).toBe(0);
    expect(await credits(referee)).toBe(2_900);
    expect(REFERRAL_REWARD.minimumPurchase).toBe(TYPICAL_ENTRY);
  });

  it('a membership earns once its 14-day withdrawal period has passed, not when it is paid', async () => {
    const start = new Date('2030-06-03T08:00:00Z');
    await setClock(start);
    const referrer = await newUser('Jana Nováková');
    const referee = await referred(referrer);
    await buyWithCard(referee, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
    await runRewardJob();
    expect(await rewardOf(referee)).toBeUndefined();
    expect(await credits(referrer)).toBe(0);
    await setClock(new Date(start.getTime() + 14 * DAY_MS - 60_000));
    await runRewardJob();
    expect(await rewardOf(referee)).toBeUndefined();
    await setClock(new Date(start.getTime() + 14 * DAY_MS + 60_000));
    await runRewardJob();
    expect(await rewardOf(referee)).toMatchObject({ state: 'granted' });
    expect(await credits(referrer)).toBe(REWARD);
    expect(await credits(referee)).toBe(REFERRAL_REWARD.refereeAmount);
  });

  it('a membership withdrawn within its withdrawal period earns nothing: nothing to write off', async () => {
    const start = new Date('2030-06-03T08:00:00Z');
    await setClock(start);
    const referrer = await newUser('Jana Nováková');
    const referee = await referred(referrer);
    await buyWithCard(referee, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
    await setClock(new Date(start.getTime() + DAY_MS));
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/withdraw',
      headers: { ...referee.headers, 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    await setClock(new Date(start.getTime() + 30 * DAY_MS));
    await runRewardJob();
    expect(await rewardOf(referee)).toBeUndefined();
    expect(await referralRows(referrer)).toEqual([]);
    expect(await referralRows(referee)).toEqual([]);
  });

  it('a purchase paid wholly with credits gives nothing (credits are not bought with money)', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    const referee = await referred(referrer);
    await appendCredit(kit.t.db, {
      userId: referee.id,
      amount: 200_000,
      reason: 'adjustment',
      reference: randomUUID(),
    });
    const answers = await buyEntry(referee);
    expect(answers[0]!.statusCode).toBe(201);
    await useEntry(referee, answers.slot);
    await runRewardJob();
    expect(await rewardOf(referee)).toBeUndefined();
    expect(await credits(referrer)).toBe(0);
  });
});

describe('self-referral', () => {
  it('the same saved card on both accounts: refused silently, nothing credited', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    await saveCard(referrer);
    const referee = await referred(referrer);
    const answers = await buyEntry(referee, await saveCard(referee));
    expect(answers[0]!.statusCode).toBeLessThan(300);
    await useEntry(referee, answers.slot);
    await runRewardJob();
    expect(await rewardOf(referee)).toMatchObject({ state: 'refused', refusedReason: 'same_card' });
    expect(await credits(referrer)).toBe(0);
    expect(await credits(referee)).toBe(0);
  });

  it('the same card typed in on two accounts, never saved: refused as the same card', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    await buyEntryWithUnsavedCard(referrer);
    const referee = await referred(referrer);
    const slot = await buyEntryWithUnsavedCard(referee);
    await useEntry(referee, slot);
    await runRewardJob();
    expect(await rewardOf(referee)).toMatchObject({ state: 'refused', refusedReason: 'same_card' });
    expect(await credits(referrer)).toBe(0);
    expect(await credits(referee)).toBe(0);
    // neither card was saved: the payments keep the fingerprint of the card that paid
    for (const user of [referrer, referee]) {
      const [payment] = await paymentsOf(user);
      expect(payment).toMatchObject({ status: 'succeeded', cardFingerprint: expect.any(String) });
    }
    const saved = await kit.t.app.inject({
      method: 'GET',
      url: '/api/user/payment-methods',
      headers: referrer.headers,
    });
    expect(saved.json().paymentMethods).toEqual([]);
  });

  it('one unsaved card behind two referred accounts of the same referrer: the second is refused as the same card', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    const first = await referred(referrer);
    const firstSlot = await buyEntryWithUnsavedCard(first);
    await useEntry(first, firstSlot);
    await runRewardJob();
    expect(await rewardOf(first)).toMatchObject({ state: 'granted' });

    await setClock(new Date('2026-11-23T09:00:00Z'));
    const second = await referred(referrer);
    const secondSlot = await buyEntryWithUnsavedCard(second);
    await useEntry(second, secondSlot);
    await runRewardJob();
    expect(await rewardOf(second)).toMatchObject({ state: 'refused', refusedReason: 'same_card' });
    expect(await credits(referrer)).toBe(REWARD);
  });

  it('the same phone number or the same mailbox: refused', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    await kit.t.db.update(accounts).set({ phone: '777 123 456' }).where(eq(accounts.id, referrer.id));
    const byPhone = await referred(referrer, { phone: '+420777123456' });
    const phoneEntry = await buyEntry(byPhone, await saveCard(byPhone));
    await useEntry(byPhone, phoneEntry.slot);
    await runRewardJob();
    expect(await rewardOf(byPhone)).toMatchObject({ state: 'refused', refusedReason: 'same_phone' });

    await setClock(new Date('2026-11-23T09:00:00Z'));
    const [local, domain] = referrer.email.split('@');
    const byMail = await referred(referrer);
    await kit.t.db
      .update(accounts)
      .set({ email: `${local}+druhy@${domain}` })
      .where(eq(accounts.id, byMail.id));
    // another card than the first referee's (one card behind two referees is refused as the same card)
    const mailSlot = await buyEntryWithUnsavedCard(byMail, undefined, '5555555555554444');
    await useEntry(byMail, mailSlot);
    await runRewardJob();
    expect(await rewardOf(byMail)).toMatchObject({ state: 'refused', refusedReason: 'same_email' });
    expect(await credits(referrer)).toBe(0);
  });
});

describe('a refund of the cause takes the reward back', () => {
  it('an entry cancelled before it was used earns nothing; the next purchase that stands does', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    const referee = await referred(referrer);
    const card = await saveCard(referee);
    await buyEntry(referee, card);
    const history = await kit.t.app.inject({
      method: 'GET',
      url: '/api/user/entries',
      headers: referee.headers,
    });
    const ticketId = (history.json().entries ?? history.json().items ?? history.json())[0]?.id as string;
    const cancel = await kit.t.app.inject({
      method: 'POST',
      url: `/api/user/entries/${ticketId}/cancel`,
      headers: referee.headers,
    });
    expect(cancel.statusCode).toBe(200);
    await runRewardJob();
    expect(await rewardOf(referee)).toBeUndefined();
    expect(await referralRows(referrer)).toEqual([]);

    // the price came back as credit: spent elsewhere, so the next entry is paid by card again
    await appendCredit(kit.t.db, {
      userId: referee.id,
      amount: -(await credits(referee)),
      reason: 'purchase',
      reference: randomUUID(),
    });
    const next = await buyEntry(referee, card);
    await useEntry(referee, next.slot);
    await runRewardJob();
    expect(await rewardOf(referee)).toMatchObject({ state: 'granted' });
  });

  it('a refund of the used entry recovers the unspent reward; the spent part is recorded as written off', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    const referee = await referred(referrer);
    const answers = await buyEntry(referee, await saveCard(referee));
    await useEntry(referee, answers.slot);
    await runRewardJob();
    expect(await credits(referrer)).toBe(REWARD);
    // the referrer spends 60 Kč of the reward first
    await appendCredit(kit.t.db, {
      userId: referrer.id,
      amount: -6_000,
      reason: 'purchase',
      reference: randomUUID(),
    });
    const [payment] = await paymentsOf(referee);
    const res = await kit.t.app.inject({
      method: 'POST',
      url: `/api/superadmin/users/${referee.id}/payments/${payment!.id}/refunds`,
      headers: { ...(await superadmin()), 'idempotency-key': randomUUID() },
      payload: { amount: payment!.amount, reason: 'Sportoviště bylo zavřené' },
    });
    expect(res.statusCode).toBe(200);
    const reward = (await rewardOf(referee))!;
    expect(reward).toMatchObject({ state: 'reversed', referrerUnrecovered: 6_000, refereeUnrecovered: 0 });
    // the spent 60 Kč are written off in the books, in the refund's transaction
    const writeOff = await kit.t.db
      .select({ account: journalLines.account, amount: journalLines.amount })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(eq(journalEntries.reference, `referral-write-off:${reward.id}`));
    expect(writeOff).toEqual(
      expect.arrayContaining([
        { account: bookAccount.writeOffs, amount: 6_000 },
        { account: bookAccount.grants, amount: -6_000 },
      ]),
    );
    expect(await credits(referrer)).toBe(0);
    expect(await credits(referee)).toBe(0);
    const taken = await kit.t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'referral_reward_taken_back'));
    expect(taken.filter((m) => m.to === referrer.email || m.to === referee.email)).toHaveLength(2);
    expect((await ownReferral(referrer)).earnedTotal).toBe(0);
    // a reversed reward is the referee's one decision: nothing is granted again
    await runRewardJob();
    expect(await referralRows(referrer)).toHaveLength(2);
  });

  it('a void of the scan (the entry given back as credit) recovers the unspent reward; the spent part is written off', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    const referee = await referred(referrer);
    const answers = await buyEntry(referee, await saveCard(referee));
    const { entryId } = await useEntry(referee, answers.slot);
    await runRewardJob();
    expect(await credits(referrer)).toBe(REWARD);
    await appendCredit(kit.t.db, {
      userId: referrer.id,
      amount: -2_500,
      reason: 'purchase',
      reference: randomUUID(),
    });
    const res = await kit.t.app.inject({
      method: 'POST',
      url: `/api/superadmin/entries/${entryId}/void`,
      headers: { ...(await superadmin()), 'idempotency-key': randomUUID() },
      payload: { reason: 'Naskenováno omylem, zákazník necvičil' },
    });
    expect(res.statusCode).toBe(200);
    expect(await rewardOf(referee)).toMatchObject({
      state: 'reversed',
      referrerUnrecovered: 2_500,
      refereeUnrecovered: 0,
    });
    expect(await credits(referrer)).toBe(0);
    // the referee keeps the price given back, not the reward
    expect(await credits(referee)).toBe(res.json().refundedCredits);
    // the voided entry does not stand: the job never grants for it again
    await runRewardJob();
    expect(await referralRows(referee)).toHaveLength(2);
  });
});

describe('the back office', () => {
  const list = async (query: string, headers?: Record<string, string>) =>
    kit.t.app.inject({
      method: 'GET',
      url: `/api/superadmin/referrals?${query}`,
      headers: headers ?? (await superadmin()),
    });
  const revoke = async (refereeId: string, reason: unknown, headers?: Record<string, string>) =>
    kit.t.app.inject({
      method: 'POST',
      url: `/api/superadmin/referrals/${refereeId}/revoke`,
      headers: { ...(headers ?? (await superadmin())), 'idempotency-key': randomUUID() },
      payload: { reason },
    });

  it('lists referrals searched by the referrer’s code and e-mail, paged on the server', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser('Karel Doporučitel');
    const { code } = await ownReferral(referrer);
    for (let i = 0; i < 3; i += 1) await referred(referrer);
    const page = await list(`q=${code.toLowerCase()}&limit=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json().pagination).toMatchObject({ total: 3, totalPages: 2, limit: 2 });
    expect(page.json().referrals[0]).toMatchObject({ code, state: 'pending', referrer: { id: referrer.id } });
    expect(
      (await list(`q=${encodeURIComponent(referrer.email)}&state=granted`)).json().pagination.total,
    ).toBe(0);
  });

  it('revokes a fraudulent referral: both rewards back through the ledger, audited before/after, once', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    const referee = await referred(referrer);
    const answers = await buyEntry(referee, await saveCard(referee));
    await useEntry(referee, answers.slot);
    await runRewardJob();
    expect(await credits(referee)).toBeGreaterThan(0);
    expect((await revoke(referee.id, 'x')).statusCode).toBe(400);
    expect((await revoke(randomUUID(), 'Podvodné doporučení')).statusCode).toBe(404);
    const before = { referrer: await credits(referrer), referee: await credits(referee) };
    const res = await revoke(referee.id, 'Podvodné doporučení');
    expect(res.statusCode).toBe(200);
    expect(res.json().referral).toMatchObject({ state: 'revoked', revokeReason: 'Podvodné doporučení' });
    expect(await credits(referrer)).toBe(before.referrer - REWARD);
    expect(await credits(referee)).toBe(before.referee - REWARD);
    const [audit] = await kit.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'backoffice.referral.revoke'), eq(auditLog.targetId, referee.id)));
    expect(audit!.data).toMatchObject({
      before: { state: 'granted', referrerCredits: before.referrer },
      after: { state: 'revoked', referrerCredits: before.referrer - REWARD },
      reason: 'Podvodné doporučení',
    });
    const again = await revoke(referee.id, 'Podvodné doporučení');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REFERRAL_ALREADY_REVOKED');
  });

  it('revoking a referral before any purchase closes it: the first purchase later rewards nobody', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    const referee = await referred(referrer);
    expect((await revoke(referee.id, 'Stejná osoba, dva účty')).statusCode).toBe(200);
    const answers = await buyEntry(referee, await saveCard(referee));
    await useEntry(referee, answers.slot);
    await runRewardJob();
    expect(await credits(referrer)).toBe(0);
    expect((await rewardOf(referee))!.state).toBe('revoked');
  });

  it('refuses every token but a superadmin’s; a customer sees only their own link', async () => {
    const user = await newUser();
    expect((await list('', user.headers)).statusCode).toBe(401);
    expect((await kit.t.app.inject({ method: 'GET', url: '/api/superadmin/referrals' })).statusCode).toBe(
      401,
    );
    expect((await kit.t.app.inject({ method: 'GET', url: '/api/user/referral' })).statusCode).toBe(401);
    expect(
      (await kit.t.app.inject({ method: 'GET', url: '/api/user/referral', headers: await superadmin() }))
        .statusCode,
    ).toBe(401);
  });
});
