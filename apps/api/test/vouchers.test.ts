import { randomUUID } from 'node:crypto';
import { bookAccount } from '@champions/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, creditLedger, emailOutbox, jobs, payments, receipts, vouchers } from '../src/db/schema.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { bookBalance } from '../src/modules/books/index.ts';
import { auditMoney } from '../src/modules/payments/index.ts';
import { VOUCHER_DELIVERY_JOB, VOUCHER_EXPIRY_JOB } from '../src/modules/vouchers/index.ts';
import { customerMaker, loginAs, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { voucherBuyer } from './voucher-fixtures.ts';

/**
 * Gift vouchers (docs/business-rules.md, "Dárkové poukazy"): bought by card without a VAT receipt, owed in
 * the books on vouchers:<v> until redeemed as credit, withdrawn (refund to the card) or expired (breakage).
 */

let t: TestApp;
const newCustomer = customerMaker(() => t, 'poukaz', 'Poukaz');
const START = new Date('2026-11-23T09:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp({ now: START });
});
afterAll(async () => {
  await t?.close();
});

const broken = async () => await auditMoney(t.db, { now: t.clock.now() });

const boughtVoucher = voucherBuyer(() => t);

const redeem = (headers: Record<string, string>, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/vouchers/redeem',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { code },
  });

const withdraw = (headers: Record<string, string>, voucherId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/vouchers/${voucherId}/withdraw`,
    headers: { ...headers, 'idempotency-key': randomUUID() },
  });

describe('buying a gift voucher', () => {
  it('by card: the voucher, no VAT receipt, the books owe it on vouchers:<v>, the buyer’s mail with the PDF', async () => {
    t.clock.set(START);
    const { buyer, voucher } = await boughtVoucher();
    expect(voucher).toMatchObject({
      amount: 50_000,
      recipientName: 'Jana Nováková',
      state: 'active',
      withdrawable: true,
      validUntil: '2027-11-23T09:00:00.000Z',
    });
    expect(voucher.code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{4}(-[34679ACDEFGHJKMNPQRTUVWXY]{4}){3}$/);
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, buyer.id));
    expect(payment).toMatchObject({ kind: 'voucher', status: 'succeeded', amount: 50_000, creditsUsed: 0 });
    expect(await t.db.select().from(receipts).where(eq(receipts.paymentId, payment!.id))).toEqual([]);
    expect(await bookBalance(t.db, bookAccount.vouchers(voucher.id))).toBe(50_000);
    expect(await bookBalance(t.db, bookAccount.payment(payment!.id))).toBe(0);
    expect(await bookBalance(t.db, bookAccount.provider(payment!.id))).toBe(50_000);

    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, buyer.email));
    expect(mails.map((m) => m.template)).toEqual(['voucher_bought']);
    expect(mails[0]!.text).toContain(voucher.code);
    expect(mails[0]!.attachments).toEqual([{ kind: 'voucher_pdf', id: voucher.id }]);
    const pdf = await t.app.ctx.mailer.renderAttachment({ kind: 'voucher_pdf', id: voucher.id });
    expect(pdf).toMatchObject({
      contentType: 'application/pdf',
      filename: `darkovy-poukaz-${voucher.code}.pdf`,
    });
    expect((pdf!.content as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/user/vouchers',
      headers: userHeaders(buyer.token),
    });
    expect(mine.json().vouchers.map((v: { id: string }) => v.id)).toEqual([voucher.id]);
    expect(await broken()).toEqual([]);
  });

  it('refuses bad input with a Czech 400 naming the field, and charges nothing', async () => {
    const buyer = await newCustomer();
    const headers = () => ({ ...userHeaders(buyer.token), 'idempotency-key': randomUUID() });
    const base = { amount: 50_000, recipientName: 'Jana', message: '', deliveryDate: '2026-11-23' };
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 29_900 }, 'nejméně 300 Kč'],
      [{ amount: 1_000_100 }, 'nejvýše'],
      [{ amount: 50_050 }, 'celých korunách'],
      [{ recipientName: ' ' }, 'jméno obdarovaného'],
      [{ message: 'x'.repeat(301) }, '300 znaků'],
      [{ recipientEmail: 'není-email' }, 'e-mail obdarovaného'],
    ];
    for (const [change, text] of cases) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/user/vouchers',
        headers: headers(),
        payload: { ...base, ...change },
      });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.body).toContain(text);
    }
    for (const deliveryDate of ['2026-11-22', '2027-01-23']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/user/vouchers',
        headers: headers(),
        payload: { ...base, deliveryDate },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain('Datum doručení');
    }
    expect(await t.db.select().from(payments).where(eq(payments.userId, buyer.id))).toEqual([]);
  });

  it('e-mails the recipient on the chosen day at 8:00 Prague, by its job, once', async () => {
    t.clock.set(START);
    const { voucher } = await boughtVoucher({ deliveryDate: '2026-12-24' });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, VOUCHER_DELIVERY_JOB), eq(jobs.dedupeKey, `${VOUCHER_DELIVERY_JOB}:${voucher.id}`)),
      );
    expect(job!.runAt.toISOString()).toBe('2026-12-24T07:00:00.000Z');
    const deliver = jobHandlers(t.app, t.clock)[VOUCHER_DELIVERY_JOB]!;
    t.clock.set(job!.runAt);
    await deliver(job!.payload);
    await deliver(job!.payload);
    await t.app.ctx.mailer.settled();
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.to, 'jana.obdarovana@example.cz'), eq(emailOutbox.template, 'voucher_delivered')),
      );
    expect(mails.filter((m) => m.text.includes(voucher.code))).toHaveLength(1);
    expect(mails.find((m) => m.text.includes(voucher.code))!.attachments).toEqual([
      { kind: 'voucher_pdf', id: voucher.id },
    ]);
    const [row] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row!.sentAt?.toISOString()).toBe('2026-12-24T07:00:00.000Z');
    t.clock.set(START);
  });
});

describe('redeeming a voucher', () => {
  it('gives its amount as credit once; a second redemption is refused in Czech; the audit stays silent', async () => {
    t.clock.set(START);
    const { voucher } = await boughtVoucher();
    const friend = await newCustomer();
    const headers = userHeaders(friend.token);
    const first = await redeem(headers, voucher.code.toLowerCase().replaceAll('-', ' '));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ amount: 50_000, credits: 50_000, plan: null });
    expect(await bookBalance(t.db, bookAccount.vouchers(voucher.id))).toBe(0);
    expect(await bookBalance(t.db, bookAccount.customerCredit(friend.id))).toBe(50_000);
    const history = await t.app.inject({ method: 'GET', url: '/api/user/credits/history', headers });
    expect(history.json().movements).toEqual([
      expect.objectContaining({
        kind: 'voucher',
        amount: 50_000,
        balanceAfter: 50_000,
        description: voucher.code,
      }),
    ]);
    const again = await redeem(headers, voucher.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Tento poukaz už byl uplatněn.');
    const unknown = await redeem(headers, 'AAAA-AAAA-AAAA-AAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('neexistuje');
    expect(await broken()).toEqual([]);
  });

  it('20 concurrent redemptions by 20 customers credit it once', async () => {
    const { voucher } = await boughtVoucher();
    const customers = await Promise.all(Array.from({ length: 20 }, () => newCustomer()));
    const answers = await Promise.all(customers.map((c) => redeem(userHeaders(c.token), voucher.code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const rows = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, 'voucher'), eq(creditLedger.reference, voucher.id)));
    expect(rows).toHaveLength(1);
    expect(await broken()).toEqual([]);
  });

  it('20 concurrent redemptions by one customer credit it once', async () => {
    const { voucher } = await boughtVoucher();
    const friend = await newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => redeem(userHeaders(friend.token), voucher.code)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, friend.id));
    expect(account!.credits).toBe(50_000);
    expect(await broken()).toEqual([]);
  });

  it('refuses guessing: after 10 unknown codes an hour the account gets 429', async () => {
    const guesser = await newCustomer();
    const headers = userHeaders(guesser.token);
    for (let i = 0; i < 10; i++) expect((await redeem(headers, 'CCCC-CCCC-CCCC-CCCC')).statusCode).toBe(404);
    const limited = await redeem(headers, 'CCCC-CCCC-CCCC-CCCC');
    expect(limited.statusCode).toBe(429);
  });
});

describe('withdrawing from a voucher', () => {
  it('within 14 days: voided, refunded to the card, no credit note; then its redemption is refused', async () => {
    t.clock.set(START);
    const { buyer, headers, voucher } = await boughtVoucher();
    t.clock.set(new Date(START.getTime() + 13 * 86_400_000));
    const answer = await withdraw(headers, voucher.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().voucher).toMatchObject({ state: 'voided', withdrawable: false });
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, buyer.id));
    expect(payment!.status).toBe('refunded');
    expect(await bookBalance(t.db, bookAccount.provider(payment!.id))).toBe(0);
    expect(await bookBalance(t.db, bookAccount.vouchers(voucher.id))).toBe(0);
    const friend = await newCustomer();
    const refused = await redeem(userHeaders(friend.token), voucher.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Tento poukaz byl zrušen a nelze ho uplatnit.');
    // the queued return finds nothing more to do
    await jobHandlers(t.app, t.clock)['payments.return']!({ paymentId: payment!.id, userId: buyer.id });
    expect(await bookBalance(t.db, bookAccount.provider(payment!.id))).toBe(0);
    expect(await broken()).toEqual([]);
    t.clock.set(START);
  });

  it('after its redemption is refused with a Czech 409', async () => {
    const { headers, voucher } = await boughtVoucher();
    const friend = await newCustomer();
    expect((await redeem(userHeaders(friend.token), voucher.code)).statusCode).toBe(200);
    const answer = await withdraw(headers, voucher.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Od poukazu už nelze odstoupit: byl uplatněn.');
    expect(await broken()).toEqual([]);
  });

  it('after 14 days is refused; someone else’s voucher is not found', async () => {
    t.clock.set(START);
    const { headers, voucher } = await boughtVoucher();
    const stranger = await newCustomer();
    expect((await withdraw(userHeaders(stranger.token), voucher.id)).statusCode).toBe(404);
    t.clock.set(new Date(START.getTime() + 15 * 86_400_000));
    const late = await withdraw(headers, voucher.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('14 dní');
    t.clock.set(START);
  });
});

describe('expiry', () => {
  it('the daily job ends unused vouchers after 12 months and books their value as platform revenue', async () => {
    t.clock.set(START);
    const { voucher } = await boughtVoucher();
    const revenueBefore = await bookBalance(t.db, bookAccount.platformRevenue);
    t.clock.set(new Date('2027-11-24T03:00:00.000Z'));
    const expire = jobHandlers(t.app, t.clock)[VOUCHER_EXPIRY_JOB]!;
    await expire({});
    await expire({});
    const [row] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row!.expiredAt).not.toBeNull();
    expect(await bookBalance(t.db, bookAccount.vouchers(voucher.id))).toBe(0);
    // every voucher of this file still unused expired too
    expect(await bookBalance(t.db, bookAccount.platformRevenue)).toBeGreaterThanOrEqual(
      revenueBefore + 50_000,
    );
    const friend = await newCustomer();
    const refused = await redeem(userHeaders(friend.token), voucher.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Platnost tohoto poukazu už vypršela.');
    expect(await broken()).toEqual([]);
    t.clock.set(START);
  });
});

describe('the back office', () => {
  it('finds a voucher by the buyer’s e-mail, resends it and voids an unused one with its refund', async () => {
    t.clock.set(START);
    const { buyer, voucher } = await boughtVoucher();
    const token = await loginAs(t, 'superadmin', 'admin@champions.cz');
    const headers = { 'x-superadmin-token': `Bearer ${token}` };
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/superadmin/vouchers?q=${encodeURIComponent(buyer.email)}`,
      headers,
    });
    expect(found.json().vouchers).toHaveLength(1);
    expect(found.json().vouchers[0]).toMatchObject({ id: voucher.id, buyerEmail: buyer.email });
    const byCode = await t.app.inject({
      method: 'GET',
      url: `/api/superadmin/vouchers?q=${voucher.code.slice(0, 9)}`,
      headers,
    });
    expect(byCode.json().vouchers.map((v: { id: string }) => v.id)).toContain(voucher.id);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/superadmin/vouchers/${voucher.id}/resend`,
      headers,
    });
    expect(resent.statusCode).toBe(200);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, buyer.email));
    expect(mails.filter((m) => m.template === 'voucher_bought')).toHaveLength(2);
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/superadmin/vouchers/${voucher.id}/void`,
      headers: { ...headers, 'idempotency-key': randomUUID() },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().voucher).toMatchObject({ state: 'voided' });
    expect(voided.json().voucher.history.map((h: { kind: string }) => h.kind)).toEqual(['bought', 'voided']);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/superadmin/vouchers/${voucher.id}/void`,
      headers: { ...headers, 'idempotency-key': randomUUID() },
    });
    expect(again.statusCode).toBe(409);
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, buyer.id));
    expect(payment!.status).toBe('refunded');
    expect(await broken()).toEqual([]);
  });
});
