import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { bookAccount, REFERRAL_REWARD } from '@champions/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  areas,
  companyInvoices,
  companySeats,
  journalEntries,
  journalLines,
  referralRewards,
  subscriptions,
} from '../src/db/schema.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { bookBalance } from '../src/modules/books/index.ts';
import { MONTHLY_INVOICE_JOB } from '../src/modules/companies/index.ts';
import { appendCredit, auditMoney } from '../src/modules/payments/index.ts';
import { makeCompany } from './business-fixtures.ts';
import { customerMaker, loginAs } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Company invoices in the books: issued, the company owes the total (company_receivable against
 * company_plans); paid by transfer, the money is at the bank. A referral reward taken back writes off
 * the part its sides had spent (write_offs against grants). The audit names an invoice or a reward
 * changed behind the API's back (those tests come last: they leave the books broken).
 */

let t: TestApp;
let superadminToken: string;
const newCustomer = customerMaker(() => t, 'knihy-doporuceni', 'Doporučená');
const broken = async () => Object.fromEntries((await auditMoney(t.db)).map((v) => [v.invariant, v.ids]));

beforeAll(async () => {
  t = await createTestApp();
  superadminToken = await loginAs(t, 'superadmin', 'admin@champions.cz');
});
afterAll(async () => {
  await t?.close();
});

/** A company whose one employee holds a company-paid Championship (Praha, the whole price) now. */
async function companyWithLiveSeat(name: string) {
  const company = await makeCompany(t, { companyName: name, companyId: '27082440' });
  const suffix = crypto.randomUUID().slice(0, 8);
  const [employee] = await t.db
    .insert(accounts)
    .values({ role: 'user', email: `knihy-firma-${suffix}@example.cz`, name: 'Karel Účtovaný' })
    .returning();
  const [praha] = await t.db.select().from(areas).where(eq(areas.slug, 'praha'));
  const [seat] = await t.db
    .insert(companySeats)
    .values({
      companyId: company.id,
      email: employee!.email,
      userId: employee!.id,
      areaId: praha!.id,
      inviteTokenHash: `hash-${suffix}`,
      invitedAt: t.clock.now(),
      acceptedAt: t.clock.now(),
    })
    .returning();
  const [plan] = await t.db
    .insert(subscriptions)
    .values({
      userId: employee!.id,
      type: 'CHAMPIONSHIP_FLEXIBLE',
      currentState: 'ACTIVE',
      areaId: praha!.id,
      startDate: t.clock.now(),
      numOfPeriods: 1,
      subscribedPrice: 0,
      monthlyPrice: 0,
      companySeatId: seat!.id,
    })
    .returning();
  await t.db.update(companySeats).set({ subscriptionId: plan!.id }).where(eq(companySeats.id, seat!.id));
  return company;
}

/** The invoice of the company issued by the monthly job. */
async function issuedInvoice(companyId: string) {
  await jobHandlers(t.app)[MONTHLY_INVOICE_JOB]!({});
  const [invoice] = await t.db.select().from(companyInvoices).where(eq(companyInvoices.companyId, companyId));
  return invoice!;
}

const markPaid = (number: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/superadmin/businesses/invoices/${number}/paid`,
    headers: { 'x-superadmin-token': `Bearer ${superadminToken}` },
  });

/** Migration 0036 run again on what the database holds now (it posts only what is not posted yet). */
async function runMigration0036() {
  const migration = await readFile(
    new URL('../src/db/migrations/0036_books_invoices_write_offs.sql', import.meta.url),
    'utf8',
  );
  for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

/** The lines of the entry posted under `reference`, by account. */
async function entryLines(reference: string) {
  const rows = await t.db
    .select({ event: journalEntries.event, account: journalLines.account, amount: journalLines.amount })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(eq(journalEntries.reference, reference));
  return rows;
}

async function unpaidTotalShown(companyName: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/superadmin/businesses?q=${encodeURIComponent(companyName)}`,
    headers: { 'x-superadmin-token': `Bearer ${superadminToken}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().businesses[0].unpaidTotal as number;
}

describe('a company invoice in the books', () => {
  it('is owed by the company for its total when issued, and received at the bank when marked paid', async () => {
    const company = await companyWithLiveSeat('Knihy Vydané s.r.o.');
    const invoice = await issuedInvoice(company.id);
    expect(invoice.total).toBeGreaterThan(0);
    expect(await entryLines(`invoice:${invoice.number}`)).toEqual(
      expect.arrayContaining([
        {
          event: 'company_invoice',
          account: bookAccount.companyReceivable(company.id),
          amount: invoice.total,
        },
        { event: 'company_invoice', account: bookAccount.companyPlans, amount: -invoice.total },
      ]),
    );
    expect(await bookBalance(t.db, bookAccount.companyReceivable(company.id))).toBe(invoice.total);
    // the back office reads what the company owes from the books
    expect(await unpaidTotalShown('Knihy Vydané')).toBe(invoice.total);
    const bankBefore = await bookBalance(t.db, bookAccount.bank);

    expect((await markPaid(invoice.number)).statusCode).toBe(200);
    expect(await entryLines(`invoice-paid:${invoice.number}`)).toEqual(
      expect.arrayContaining([
        { event: 'company_invoice_paid', account: bookAccount.bank, amount: invoice.total },
        {
          event: 'company_invoice_paid',
          account: bookAccount.companyReceivable(company.id),
          amount: -invoice.total,
        },
      ]),
    );
    expect(await bookBalance(t.db, bookAccount.companyReceivable(company.id))).toBe(0);
    expect(await bookBalance(t.db, bookAccount.bank)).toBe(bankBefore + invoice.total);
    expect(await unpaidTotalShown('Knihy Vydané')).toBe(0);

    // a second mark is refused and posts nothing more
    expect((await markPaid(invoice.number)).statusCode).toBe(409);
    expect(await bookBalance(t.db, bookAccount.bank)).toBe(bankBefore + invoice.total);
    expect(await broken()).toEqual({});
  });

  it('are opened by migration 0036 for the invoices issued and paid before the books knew them', async () => {
    const company = await makeCompany(t, { companyName: 'Knihy Staré a.s.', companyId: '27082440' });
    const old = (number: string, month: string, total: number, paidAt: Date | null) => ({
      number,
      companyId: company.id,
      month,
      total,
      variableSymbol: number.replace(/\D/g, ''),
      issuedAt: t.clock.now(),
      dueAt: t.clock.now(),
      paidAt,
      document: {},
    });
    await t.db
      .insert(companyInvoices)
      .values([
        old('F2098-000001', '2098-01', 120_000, t.clock.now()),
        old('F2098-000002', '2098-02', 90_000, null),
      ]);
    expect(Object.keys(await broken())).toEqual(
      expect.arrayContaining(['company_invoice_not_posted', 'company_receivable_not_unpaid_invoices']),
    );

    await runMigration0036();
    expect(await bookBalance(t.db, bookAccount.companyReceivable(company.id))).toBe(90_000);
    expect(await entryLines('invoice-paid:F2098-000001')).toHaveLength(2);
    expect(await entryLines('invoice-paid:F2098-000002')).toEqual([]);
    expect(await broken()).toEqual({});
  });
});

/** A referral whose reward was granted (100 Kč to each side through the ledger, as the job grants it). */
async function grantedReferral() {
  const referrer = await newCustomer();
  const referee = await newCustomer();
  await t.db.update(accounts).set({ referredById: referrer.id }).where(eq(accounts.id, referee.id));
  const [reward] = await t.db
    .insert(referralRewards)
    .values({
      referrerId: referrer.id,
      refereeId: referee.id,
      state: 'granted',
      referrerAmount: REFERRAL_REWARD.referrerAmount,
      refereeAmount: REFERRAL_REWARD.refereeAmount,
    })
    .returning();
  for (const [side, userId, amount] of [
    ['referrer', referrer.id, REFERRAL_REWARD.referrerAmount],
    ['referee', referee.id, REFERRAL_REWARD.refereeAmount],
  ] as const) {
    await appendCredit(t.db, {
      userId,
      amount,
      reason: 'referral',
      reference: `referral:${reward!.id}:${side}`,
    });
  }
  return { referrer, referee, reward: reward! };
}

const spend = (userId: string, amount: number) =>
  appendCredit(t.db, { userId, amount: -amount, reason: 'purchase', reference: randomUUID() });

const revoke = (refereeId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/superadmin/referrals/${refereeId}/revoke`,
    headers: { 'x-superadmin-token': `Bearer ${superadminToken}` },
    payload: { reason: 'Podvodné doporučení mezi vlastními účty' },
  });

describe('a referral reward taken back', () => {
  it('writes off the part already spent: it moves from grants to write_offs, once per reward', async () => {
    const { referrer, referee, reward } = await grantedReferral();
    // the referrer spends 60 Kč of the reward, the referee all 100 Kč
    await spend(referrer.id, 6_000);
    await spend(referee.id, 10_000);
    const grantsBefore = await bookBalance(t.db, bookAccount.grants);
    const writeOffsBefore = await bookBalance(t.db, bookAccount.writeOffs);

    const res = await revoke(referee.id);
    expect(res.statusCode, res.body).toBe(200);
    // the back office sees what was written off on the referral
    expect(res.json().referral).toMatchObject({ state: 'revoked', unrecovered: 16_000 });
    expect(await entryLines(`referral-write-off:${reward.id}`)).toEqual(
      expect.arrayContaining([
        { event: 'referral_write_off', account: bookAccount.writeOffs, amount: 16_000 },
        { event: 'referral_write_off', account: bookAccount.grants, amount: -16_000 },
      ]),
    );
    // the referrer's 40 Kč left came back through the ledger; the 160 Kč spent are a write-off, no longer a grant
    expect(await bookBalance(t.db, bookAccount.writeOffs)).toBe(writeOffsBefore + 16_000);
    expect(await bookBalance(t.db, bookAccount.grants)).toBe(grantsBefore - 4_000 - 16_000);
    expect(await bookBalance(t.db, bookAccount.customerCredit(referrer.id))).toBe(0);
    expect((await revoke(referee.id)).statusCode).toBe(409);
    expect(await bookBalance(t.db, bookAccount.writeOffs)).toBe(writeOffsBefore + 16_000);
    expect(await broken()).toEqual({});
  });

  it('writes off nothing when the whole reward was still on the balances', async () => {
    const { referee, reward } = await grantedReferral();
    expect((await revoke(referee.id)).statusCode).toBe(200);
    expect(await entryLines(`referral-write-off:${reward.id}`)).toEqual([]);
    expect(await broken()).toEqual({});
  });

  it('is written off by migration 0036 when it was taken back before the books knew write-offs', async () => {
    const referrer = await newCustomer();
    const referee = await newCustomer();
    const [reward] = await t.db
      .insert(referralRewards)
      .values({
        referrerId: referrer.id,
        refereeId: referee.id,
        state: 'reversed',
        referrerAmount: 10_000,
        referrerUnrecovered: 10_000,
        reversedAt: t.clock.now(),
      })
      .returning();
    await appendCredit(t.db, {
      userId: referrer.id,
      amount: 10_000,
      reason: 'referral',
      reference: `referral:${reward!.id}:referrer`,
    });
    await spend(referrer.id, 10_000);
    expect(await broken()).toEqual({ referral_write_off_not_posted: [reward!.id] });

    await runMigration0036();
    expect(await entryLines(`referral-write-off:${reward!.id}`)).toHaveLength(2);
    expect(await broken()).toEqual({});
  });
});

describe('the audit', () => {
  it('names an invoice whose total or payment was changed behind the API’s back', async () => {
    const company = await companyWithLiveSeat('Knihy Podvržené s.r.o.');
    const invoice = await issuedInvoice(company.id);
    const paid = await companyWithLiveSeat('Knihy Zaplacené s.r.o.');
    const paidInvoice = await issuedInvoice(paid.id);
    expect((await markPaid(paidInvoice.number)).statusCode).toBe(200);
    expect(await broken()).toEqual({});

    // with SQL: one invoice’s total raised, one invoice never posted, a paid one marked unpaid
    await t.db
      .update(companyInvoices)
      .set({ total: invoice.total + 100 })
      .where(eq(companyInvoices.number, invoice.number));
    const [other] = await t.db
      .insert(companyInvoices)
      .values({ ...invoice, number: 'F2097-000001', month: '2097-01' })
      .returning();
    await t.db
      .update(companyInvoices)
      .set({ paidAt: null })
      .where(eq(companyInvoices.number, paidInvoice.number));

    const found = await broken();
    expect(found.company_invoice_not_posted?.sort()).toEqual([invoice.number, other!.number].sort());
    expect(found.company_invoice_payment_not_posted).toEqual([paidInvoice.number]);
    expect(found.company_receivable_not_unpaid_invoices?.sort()).toEqual([company.id, paid.id].sort());
  });

  it('names a reward whose written-off part was changed behind the API’s back', async () => {
    const { referrer, referee, reward } = await grantedReferral();
    await spend(referrer.id, 6_000);
    expect((await revoke(referee.id)).statusCode).toBe(200);
    await t.db
      .update(referralRewards)
      .set({ referrerUnrecovered: 5_000 })
      .where(eq(referralRewards.id, reward.id));
    expect((await broken()).referral_write_off_not_posted).toEqual([reward.id]);
  });
});
