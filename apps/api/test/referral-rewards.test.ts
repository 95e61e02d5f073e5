import { randomUUID } from 'node:crypto';
import { REFERRAL_REWARD } from '@champions/domain';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, creditLedger, emailOutbox, referralRewards } from '../src/db/schema.ts';
import { appendCredit } from '../src/modules/payments/index.ts';
import { loginAs, partnerSlotsQuery } from './customers.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';

/**
 * Referral rewards: the referee's first purchase paid with money gives both sides 100 Kč once; a
 * second purchase, a credits-only one and a self-referral give nothing; a refund, a withdrawal and a
 * back-office revoke take both back through the ledger. The kit checks the money invariants at the end.
 */
const { kit, setClock, newUser, saveCard, buyWithCard } = useSubscriptionKit('doporuceni');
type User = SubscriptionUser;
const REWARD = REFERRAL_REWARD.referrerAmount;
let partnerId: string;
let slotOffset = 0;
let superadmin: Record<string, string>;

beforeAll(async () => {
  const [partner] = await kit.t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
  partnerId = partner!.id;
  superadmin = { 'x-superadmin-token': `Bearer ${await loginAs(kit.t, 'superadmin', 'admin@champions.cz')}` };
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
  const [slot] = await partnerSlotsQuery(kit.t, partnerId, kit.t.clock.now()).limit(1).offset(slotOffset++);
  return slot!;
}

/** Buys an entry with a saved card (charged at once); answers the POST's answers. */
async function buyEntry(user: User, paymentMethodId?: string, times = 1) {
  const slot = await nextSlot();
  return Promise.all(
    Array.from({ length: times }, () =>
      kit.t.app.inject({
        method: 'POST',
        url: '/api/user/entries',
        headers: user.headers,
        payload: {
          timeSlotId: slot.slotId,
          optionId: slot.optionId,
          ...(paymentMethodId ? { paymentMethodId } : {}),
        },
      }),
    ),
  );
}

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

describe('the referee’s first paid purchase', () => {
  it('credits both sides exactly once, even for 20 identical purchase requests, and e-mails both', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser('Jana Nováková');
    const referee = await referred(referrer, { name: 'Petra Svobodová' });
    const card = await saveCard(referee);
    const answers = await buyEntry(referee, card, 20);
    expect(answers.filter((a) => a.statusCode < 300).length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(await credits(referrer)).toBe(REWARD);
    expect(await credits(referee)).toBe(REFERRAL_REWARD.refereeAmount);
    expect(await referralRows(referrer)).toHaveLength(1);
    expect(await referralRows(referee)).toHaveLength(1);
    expect((await rewardOf(referee))!.state).toBe('granted');
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
    await buyEntry(referee, card);
    expect(await credits(referrer)).toBe(REWARD);
    expect(await referralRows(referee)).toHaveLength(1);
  });

  it('a membership bought by card rewards too; its withdrawal takes both rewards back', async () => {
    const start = new Date('2030-06-03T08:00:00Z');
    await setClock(start);
    const referrer = await newUser('Jana Nováková');
    const referee = await referred(referrer);
    await buyWithCard(referee, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
    expect(await credits(referrer)).toBe(REWARD);
    await setClock(new Date(start.getTime() + 3 * 86_400_000));
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/withdraw',
      headers: { ...referee.headers, 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    expect(await credits(referrer)).toBe(0);
    expect((await rewardOf(referee))!.state).toBe('reversed');
    expect((await referralRows(referrer)).map((r) => r.amount).sort()).toEqual([-REWARD, REWARD].sort());
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
    const [answer] = await buyEntry(referee);
    expect(answer!.statusCode).toBe(201);
    expect(await rewardOf(referee)).toBeUndefined();
    expect(await credits(referrer)).toBe(0);
  });
});

describe('self-referral', () => {
  it('the same card on both accounts: refused silently, nothing credited', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    await saveCard(referrer);
    const referee = await referred(referrer);
    const [answer] = await buyEntry(referee, await saveCard(referee));
    expect(answer!.statusCode).toBeLessThan(300);
    expect(await rewardOf(referee)).toMatchObject({ state: 'refused', refusedReason: 'same_card' });
    expect(await credits(referrer)).toBe(0);
    expect(await credits(referee)).toBe(0);
  });

  it('the same phone number or the same mailbox: refused', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    await kit.t.db.update(accounts).set({ phone: '777 123 456' }).where(eq(accounts.id, referrer.id));
    const byPhone = await referred(referrer, { phone: '+420777123456' });
    await buyEntry(byPhone, await saveCard(byPhone));
    expect(await rewardOf(byPhone)).toMatchObject({ state: 'refused', refusedReason: 'same_phone' });

    const [local, domain] = referrer.email.split('@');
    const byMail = await referred(referrer);
    await kit.t.db
      .update(accounts)
      .set({ email: `${local}+druhy@${domain}` })
      .where(eq(accounts.id, byMail.id));
    await buyEntry(byMail, await saveCard(byMail));
    expect(await rewardOf(byMail)).toMatchObject({ state: 'refused', refusedReason: 'same_email' });
    expect(await credits(referrer)).toBe(0);
  });
});

describe('a refund takes the reward back', () => {
  it('an entry cancelled for credit reverses both rewards; spent credit is recorded, never negative', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    const referee = await referred(referrer);
    const [bought] = await buyEntry(referee, await saveCard(referee));
    expect(bought!.statusCode).toBeLessThan(300);
    expect(await credits(referrer)).toBe(REWARD);
    // the referrer spends 60 Kč of the reward first
    await appendCredit(kit.t.db, {
      userId: referrer.id,
      amount: -6_000,
      reason: 'purchase',
      reference: randomUUID(),
    });
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
    // the answer's balance is after both: the price back, the reward gone
    expect(cancel.json().credits).toBe(cancel.json().refundedCredits);
    const reward = (await rewardOf(referee))!;
    expect(reward).toMatchObject({ state: 'reversed', referrerUnrecovered: 6_000, refereeUnrecovered: 0 });
    expect(await credits(referrer)).toBe(0);
    const taken = await kit.t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'referral_reward_taken_back'));
    expect(taken.filter((m) => m.to === referrer.email || m.to === referee.email)).toHaveLength(2);
    expect((await ownReferral(referrer)).earnedTotal).toBe(0);
  });
});

describe('the back office', () => {
  const list = (query: string, headers = superadmin) =>
    kit.t.app.inject({ method: 'GET', url: `/api/superadmin/referrals?${query}`, headers });
  const revoke = (refereeId: string, reason: unknown, headers = superadmin) =>
    kit.t.app.inject({
      method: 'POST',
      url: `/api/superadmin/referrals/${refereeId}/revoke`,
      headers: { ...headers, 'idempotency-key': randomUUID() },
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
    await buyEntry(referee, await saveCard(referee));
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
    await buyEntry(referee, await saveCard(referee));
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
      (await kit.t.app.inject({ method: 'GET', url: '/api/user/referral', headers: superadmin })).statusCode,
    ).toBe(401);
  });
});
