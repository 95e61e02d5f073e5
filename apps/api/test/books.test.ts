import { randomUUID } from 'node:crypto';
import { bookAccount } from '@champions/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, creditLedger, journalEntries, journalLines, payments } from '../src/db/schema.ts';
import { bookBalance, refundableOnPayment } from '../src/modules/books/index.ts';
import { auditMoney } from '../src/modules/payments/index.ts';
import { customerMaker, loginAs } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { cardPaymentMaker } from './refund-kit.ts';

/** The books: every card capture, card refund and credit movement posts a balanced entry; the audit reconciles. */

let t: TestApp;
const newCustomer = customerMaker(() => t, 'knihy', 'Účetní');
const cardEntryPayment = cardPaymentMaker(() => t, 'knihykarta');
const broken = async () =>
  Object.fromEntries((await auditMoney(t.db, { now: t.clock.now() })).map((v) => [v.invariant, v.ids]));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function refundToCard(userId: string, paymentId: string, amount: number) {
  const superadmin = await loginAs(t, 'superadmin', 'admin@champions.cz');
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/superadmin/users/${userId}/payments/${paymentId}/refunds`,
    headers: { 'x-superadmin-token': `Bearer ${superadmin}`, 'idempotency-key': randomUUID() },
    payload: { amount, reason: 'Lekce byla zkrácena' },
  });
  expect(answer.statusCode).toBe(200);
}

/** Posts an entry behind the API's back, as a fault or a hand-made correction would. */
async function plantEntry(lines: { account: string; amount: number }[]) {
  const [entry] = await t.db
    .insert(journalEntries)
    .values({ reference: `planted:${randomUUID()}`, event: 'planted' })
    .returning();
  await t.db.insert(journalLines).values(lines.map((line) => ({ ...line, entryId: entry!.id })));
  return entry!.id;
}

describe('the books', () => {
  it('hold a card payment at the provider and owe it on the payment until it comes back', async () => {
    const { user, payment } = await cardEntryPayment();
    expect(payment.amount).toBeGreaterThan(1_000);
    expect(await bookBalance(t.db, bookAccount.provider(payment.id))).toBe(payment.amount);
    expect(await refundableOnPayment(t.db, payment.id)).toBe(payment.totalAmount);

    await refundToCard(user.id, payment.id, 1_000);
    expect(await bookBalance(t.db, bookAccount.provider(payment.id))).toBe(payment.amount - 1_000);
    expect(await refundableOnPayment(t.db, payment.id)).toBe(payment.totalAmount - 1_000);
    expect(await broken()).toEqual({});
  });

  it('keep a customer’s credit: the demo welcome credit, a grant and a spend each post once', async () => {
    const customer = await newCustomer(25_000);
    expect(await bookBalance(t.db, bookAccount.customerCredit(customer.id))).toBe(25_000);
    const [uzivatel] = await t.db.select().from(accounts).where(eq(accounts.email, 'uzivatel@champions.cz'));
    expect(await bookBalance(t.db, bookAccount.customerCredit(uzivatel!.id))).toBe(uzivatel!.credits);
    expect(await broken()).toEqual({});
  });

  it('refuse to change or delete a posted line: a correction is a new entry', async () => {
    await expect(t.db.update(journalLines).set({ amount: 1 })).rejects.toThrow();
    await expect(t.db.delete(journalLines)).rejects.toThrow();
    await expect(t.db.delete(journalEntries)).rejects.toThrow();
  });

  it('name each break planted behind the API’s back', async () => {
    const { payment } = await cardEntryPayment();
    const customer = await newCustomer(10_000);

    // an entry that does not balance
    const lopsided = await plantEntry([
      { account: bookAccount.grants, amount: 500 },
      { account: bookAccount.customerCredit(customer.id), amount: -400 },
    ]);
    // credit moved in the ledger and on the account, never posted
    const [unposted] = await t.db
      .insert(creditLedger)
      .values({
        userId: customer.id,
        amount: 700,
        balanceAfter: 10_700,
        reason: 'adjustment',
        reference: 'x',
      })
      .returning();
    await t.db
      .update(accounts)
      .set({ credits: sql`${accounts.credits} + 700` })
      .where(eq(accounts.id, customer.id));
    // a payment given back twice: once more than it took, as credit
    await plantEntry([
      { account: bookAccount.payment(payment.id), amount: payment.totalAmount + 1 },
      { account: bookAccount.grants, amount: -(payment.totalAmount + 1) },
    ]);
    // money refunded at the provider that the books never heard of
    await t.db.execute(
      sql`update local_provider_objects set data = jsonb_set(data, '{refunded}', '100'::jsonb)
        where id = ${payment.providerIntentId}`,
    );
    // a payment marked captured without its capture posted
    const [forged] = await t.db
      .insert(payments)
      .values({
        userId: customer.id,
        kind: 'entry',
        description: 'Podvržená platba',
        amount: 20_000,
        totalAmount: 20_000,
        status: 'succeeded',
        provider: 'local',
      })
      .returning();

    const found = await broken();
    expect(found.journal_entry_unbalanced).toEqual([lopsided]);
    expect(found.trial_balance_not_zero).toEqual(['journal']);
    expect(found.credit_not_in_books).toEqual([customer.id]);
    expect(found.credit_movement_not_posted).toEqual([unposted!.id]);
    expect(found.payment_returned_twice).toEqual([payment.id]);
    expect(found.provider_not_in_books).toEqual([payment.id]);
    expect(found.capture_not_posted).toEqual([forged!.id]);
    // and a paid supply without its receipt
    expect(found.paid_without_receipt).toEqual([forged!.id]);
  });
});
