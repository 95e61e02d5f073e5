import { randomUUID } from 'node:crypto';
import { bookAccount, CONSTANTS, type Language } from '@champions/domain';

const PERIOD_DAYS = CONSTANTS.PERIOD_DAYS;

import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { creditNotes, emailOutbox, receipts, subscriptions, vouchers } from '../src/db/schema.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { bookBalance } from '../src/modules/books/index.ts';
import { auditMoney } from '../src/modules/payments/index.ts';
import { VOUCHER_EXPIRY_JOB } from '../src/modules/vouchers/index.ts';
import { isCzechText } from './czech-text.ts';
import { TEST_NOW } from './harness.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';

/**
 * Plan vouchers (docs/business-rules.md, "Dárkové poukazy"): periods of a Championship plan sold by card at
 * the plan's price × periods with a receipt (single-purpose, taxed when sold), owed on vouchers:<v> until
 * redeemed; the redemption starts the plan with its covered periods not charged and the voucher's payment
 * provided period by period; withdrawal within 14 days while unused; an active plan refuses the redemption.
 */

const { kit, setClock, newUser, saveCard, periodPayments, walkTo } = useSubscriptionKit('planpoukaz');
const broken = async () => await auditMoney(kit.t.db, { now: kit.t.clock.now() });

/** The plan's period price as the checkout shows it (the public data, whole Kč), in haléře. */
async function periodPriceOf(type: string, areaId: string) {
  const data = (await kit.t.app.inject({ method: 'GET', url: '/api/public/' })).json();
  const area = data.areas.find((a: { id: string }) => a.id === areaId);
  return (area.price + (type === 'CHAMPIONSHIP_FLEXIBLE' ? data.config.flexiblePrice : 0)) * 100;
}

async function buyPlanVoucher(periods = 3, type = 'CHAMPIONSHIP_FLEXIBLE', language: Language = 'cs') {
  const buyer = await newUser('Jana Kupující', language);
  const paymentMethodId = await saveCard(buyer);
  const send = (shown: number) =>
    kit.t.app.inject({
      method: 'POST',
      url: '/api/user/vouchers',
      headers: { ...buyer.headers, 'idempotency-key': randomUUID(), 'accept-language': language },
      payload: {
        plan: { type, areaId: kit.praha, periods },
        price: shown,
        recipientName: 'Petr Obdarovaný',
        message: 'Ať se daří!',
        deliveryDate: '2026-12-24',
        paymentMethodId,
      },
    });
  // a price the page did not show is refused: the answer tells the price changed
  const wrong = await send(1);
  expect(wrong.statusCode, wrong.body).toBe(409);
  expect(wrong.json().code).toBe('VOUCHER_PRICE_CHANGED');
  if (language === 'cs') expect(wrong.json().message).toContain('Cena předplatného se mezitím změnila');
  const periodPrice = await periodPriceOf(type, kit.praha);
  const bought = await send(periodPrice * periods);
  expect(bought.statusCode, bought.body).toBe(201);
  return { buyer, voucher: bought.json().voucher, periodPrice };
}

/** The buyer's mail of the voucher and the text of its PDF as the mail attaches it. */
async function boughtMail(buyer: SubscriptionUser) {
  const [mail] = await kit.t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, buyer.email), eq(emailOutbox.template, 'voucher_bought')));
  const pdf = await kit.t.app.ctx.mailer.renderAttachment(mail!.attachments[0]!);
  const { text } = await extractText(new Uint8Array(Buffer.from(pdf!.content)), { mergePages: true });
  return { mail: mail!, pdf: text.replace(/\s+/g, ' ') };
}

const redeem = (user: SubscriptionUser, code: string) =>
  kit.t.app.inject({
    method: 'POST',
    url: '/api/user/vouchers/redeem',
    headers: { ...user.headers, 'idempotency-key': randomUUID() },
    payload: { code },
  });

describe('a plan voucher', () => {
  it('is sold at the plan’s price × periods with a receipt, owed on vouchers:<v> until redeemed', async () => {
    await setClock(TEST_NOW);
    const { buyer, voucher, periodPrice } = await buyPlanVoucher(3);
    expect(periodPrice).toBeGreaterThan(0);
    expect(voucher.amount).toBe(periodPrice * 3);
    expect(voucher.plan).toMatchObject({ type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.praha, periods: 3 });
    expect(voucher.plan.name).toBe('Championship – flexibilní, Praha');
    const { mail, pdf } = await boughtMail(buyer);
    expect(mail.subject).toBe(
      'Dárkový poukaz Champions na Championship – flexibilní, Praha na 3 období (12 týdnů)',
    );
    expect(pdf).toContain('Championship – flexibilní, Praha 3 období (12 týdnů)');
    const [row] = await kit.t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    const [receipt] = await kit.t.db.select().from(receipts).where(eq(receipts.paymentId, row!.paymentId));
    expect(receipt, 'a single-purpose voucher is taxed when sold').toBeDefined();
    expect(await bookBalance(kit.t.db, bookAccount.vouchers(voucher.id))).toBe(voucher.amount);
    expect(await broken()).toEqual([]);
  });

  it('is mailed to an English buyer in English, the plan named in English in the mail and its PDF', async () => {
    await setClock(TEST_NOW);
    const { buyer, voucher } = await buyPlanVoucher(3, 'CHAMPIONSHIP_FLEXIBLE', 'en');
    const { mail, pdf } = await boughtMail(buyer);
    expect(mail.subject).toBe(
      'Champions gift voucher for Championship – flexible, Praha for 3 periods (12 weeks)',
    );
    // no Czech but the crown and the name the buyer wrote
    const words = `${mail.subject} ${mail.text}`.replace(/Kč|Petr Obdarovaný/g, '');
    expect(isCzechText(words), mail.text).toBe(false);
    expect(pdf).toContain('Champions gift voucher');
    expect(pdf).toContain('Championship – flexible, Praha 3 periods (12 weeks)');
    expect(pdf).not.toContain('flexibilní');
    // what is stored (and the payment's description) keeps the Czech name as sold
    const [row] = await kit.t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row!.planName).toBe('Championship – flexibilní, Praha');
    // the answers name the plan in the request's language: the purchase, the list, the redemption
    expect(voucher.plan.name).toBe('Championship – flexible, Praha');
    const list = (language: string) =>
      kit.t.app.inject({
        method: 'GET',
        url: '/api/user/vouchers',
        headers: { ...buyer.headers, 'accept-language': language },
      });
    expect((await list('en')).json().vouchers[0].plan.name).toBe('Championship – flexible, Praha');
    expect((await list('cs')).json().vouchers[0].plan.name).toBe('Championship – flexibilní, Praha');
    const friend = await newUser('John Doe', 'en');
    await saveCard(friend);
    const redeemed = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/vouchers/redeem',
      headers: { ...friend.headers, 'idempotency-key': randomUUID(), 'accept-language': 'en' },
      payload: { code: voucher.code },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().plan).toMatchObject({ name: 'Championship – flexible, Praha', periods: 3 });
  });

  it('redeemed, starts the plan with the covered periods not charged, then charges the next ones', async () => {
    await setClock(TEST_NOW);
    const { voucher, periodPrice } = await buyPlanVoucher(2);
    const friend = await newUser('Petr Obdarovaný');
    await saveCard(friend);
    const answer = await redeem(friend, voucher.code);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().plan).toMatchObject({ periods: 2 });
    const [sub] = await kit.t.db.select().from(subscriptions).where(eq(subscriptions.userId, friend.id));
    expect(sub).toMatchObject({ currentState: 'ACTIVE', type: 'CHAMPIONSHIP_FLEXIBLE', voucherPeriods: 2 });
    expect(await bookBalance(kit.t.db, bookAccount.vouchers(voucher.id))).toBe(0);
    expect(await broken()).toEqual([]);
    // the first and second periods are covered: nothing is charged at the start of the second
    await walkTo(TEST_NOW, PERIOD_DAYS, 60_000);
    expect(await periodPayments(sub!.id)).toHaveLength(0);
    expect(await broken()).toEqual([]);
    // the third is charged on the card, at the plan's price
    await walkTo(TEST_NOW, 2 * PERIOD_DAYS, 60_000);
    const charged = await periodPayments(sub!.id);
    expect(charged).toHaveLength(1);
    expect(charged[0]!.totalAmount).toBe(periodPrice);
    expect(await broken()).toEqual([]);
  });

  it('holds the plan while it covers periods ahead: a switch to a dearer plan and a pause are refused, then allowed in the last covered period', async () => {
    await setClock(TEST_NOW);
    const { voucher } = await buyPlanVoucher(2);
    const friend = await newUser('Petr Obdarovaný');
    await saveCard(friend);
    expect((await redeem(friend, voucher.code)).statusCode).toBe(200);
    const [before] = await kit.t.db.select().from(subscriptions).where(eq(subscriptions.userId, friend.id));
    const change = (path: string, payload: object) =>
      kit.t.app.inject({
        method: 'PUT',
        url: `/api/user/subscriptions/${path}`,
        headers: { ...friend.headers, 'idempotency-key': randomUUID() },
        payload,
      });
    // to all locations would carry the covered second period to the dearer plan for free
    const switched = await change('switch-subscription', {
      newType: 'CHAMPIONSHIP_FLEXIBLE',
      newAreaId: null,
    });
    expect(switched.statusCode, switched.body).toBe(409);
    expect(switched.json()).toMatchObject({ code: 'SUBSCRIPTION_VOUCHER_COVERED' });
    expect(switched.json().message).toContain('dárkového poukazu');
    const paused = await change('pause-subscription', { periods: 1 });
    expect(paused.statusCode, paused.body).toBe(409);
    expect(paused.json()).toMatchObject({ code: 'SUBSCRIPTION_VOUCHER_COVERED' });
    const [after] = await kit.t.db.select().from(subscriptions).where(eq(subscriptions.userId, friend.id));
    expect(after).toEqual(before);
    // in the last covered period the upgrade pays the difference for the days left, as on any plan
    await walkTo(TEST_NOW, PERIOD_DAYS + 7, 60_000);
    const later = await change('switch-subscription', { newType: 'CHAMPIONSHIP_FLEXIBLE', newAreaId: null });
    expect(later.statusCode, later.body).toBe(200);
    expect(await broken()).toEqual([]);
  });

  it('refuses a plan voucher for 0 or 13 periods or for PAYG+ with 400 naming the field, and charges nothing', async () => {
    await setClock(TEST_NOW);
    const buyer = await newUser('Jana Kupující');
    const paymentMethodId = await saveCard(buyer);
    for (const plan of [
      { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.praha, periods: 0 },
      { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.praha, periods: 13 },
      { type: 'PAYG_PLUS', areaId: kit.praha, periods: 2 },
    ]) {
      const refused = await kit.t.app.inject({
        method: 'POST',
        url: '/api/user/vouchers',
        headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
        payload: { plan, price: 100_000, recipientName: 'Petr', deliveryDate: '2026-12-24', paymentMethodId },
      });
      expect(refused.statusCode, JSON.stringify(plan)).toBe(400);
      expect(refused.json().details.fields[0].field).toMatch(/plan/);
    }
    expect(await kit.t.db.select().from(vouchers).where(eq(vouchers.buyerId, buyer.id))).toEqual([]);
  });

  it('is refused in Czech to a customer with a plan already, and nothing changes', async () => {
    await setClock(TEST_NOW);
    const first = await buyPlanVoucher(1);
    const second = await buyPlanVoucher(1);
    const friend = await newUser();
    expect((await redeem(friend, first.voucher.code)).statusCode).toBe(200);
    const refused = await redeem(friend, second.voucher.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('na účtu už máte předplatné');
    const [row] = await kit.t.db.select().from(vouchers).where(eq(vouchers.id, second.voucher.id));
    expect(row!.redeemedAt).toBeNull();
    expect(await bookBalance(kit.t.db, bookAccount.vouchers(second.voucher.id))).toBe(second.voucher.amount);
    expect(await broken()).toEqual([]);
  });

  it('20 concurrent redemptions by 20 customers start one plan', async () => {
    await setClock(TEST_NOW);
    const { voucher } = await buyPlanVoucher(1);
    const customers = await Promise.all(Array.from({ length: 20 }, () => newUser()));
    const answers = await Promise.all(customers.map((c) => redeem(c, voucher.code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const started = await kit.t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.voucherPeriods, 1))
      .then((rows) => rows.filter((s) => customers.some((c) => c.id === s.userId)));
    expect(started).toHaveLength(1);
    expect(await broken()).toEqual([]);
  });

  it('withdrawn within 14 days while unused: refunded with a credit note; a redemption racing it, one wins', async () => {
    await setClock(TEST_NOW);
    const { buyer, voucher } = await buyPlanVoucher(1);
    const friend = await newUser();
    const [withdrawn, redeemed] = await Promise.all([
      kit.t.app.inject({
        method: 'POST',
        url: `/api/user/vouchers/${voucher.id}/withdraw`,
        headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
      }),
      redeem(friend, voucher.code),
    ]);
    expect([withdrawn.statusCode, redeemed.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const [row] = await kit.t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(Boolean(row!.voidedAt) !== Boolean(row!.redeemedAt)).toBe(true);
    if (row!.redeemedAt) {
      expect(withdrawn.json().message).toBe('Od poukazu už nelze odstoupit: byl uplatněn.');
    }
    expect(await broken()).toEqual([]);

    // a second one withdrawn alone
    const other = await buyPlanVoucher(1);
    const alone = await kit.t.app.inject({
      method: 'POST',
      url: `/api/user/vouchers/${other.voucher.id}/withdraw`,
      headers: { ...other.buyer.headers, 'idempotency-key': randomUUID() },
    });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json().voucher.state).toBe('voided');
    const [paid] = await kit.t.db.select().from(vouchers).where(eq(vouchers.id, other.voucher.id));
    const notes = await kit.t.db.select().from(creditNotes).where(eq(creditNotes.paymentId, paid!.paymentId));
    expect(notes, 'the receipt of the sale is corrected by a credit note').toHaveLength(1);
    expect(await broken()).toEqual([]);
  });

  it('expired unused after 12 months: provided in full as sales and VAT (taxed when sold); not redeemable', async () => {
    await setClock(TEST_NOW);
    const { voucher } = await buyPlanVoucher(2);
    await setClock(new Date('2027-11-24T03:00:00.000Z'));
    await jobHandlers(kit.t.app, kit.t.clock)[VOUCHER_EXPIRY_JOB]!({});
    const [row] = await kit.t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row!.expiredAt).not.toBeNull();
    expect(await bookBalance(kit.t.db, bookAccount.vouchers(voucher.id))).toBe(0);
    expect(await bookBalance(kit.t.db, bookAccount.provided(row!.paymentId))).toBe(voucher.amount);
    const friend = await newUser();
    expect((await redeem(friend, voucher.code)).statusCode).toBe(409);
    expect(await broken()).toEqual([]);
    await setClock(TEST_NOW);
  });
});
