import { describe, expect, it } from 'vitest';
import {
  allocateSupply,
  assertBalancedEntry,
  bookAccount,
  bookAccountKind,
  normalBalance,
  supplyProvidedLines,
  transfer,
} from './index.ts';

const PAYMENT = '00000000-0000-4000-8000-000000000001';
const USER = '00000000-0000-4000-8000-000000000002';

describe('the accounts of the books', () => {
  it('are named by kind and owner', () => {
    expect(bookAccount.provider(PAYMENT)).toBe(`provider:${PAYMENT}`);
    expect(bookAccount.payment(PAYMENT)).toBe(`payment:${PAYMENT}`);
    expect(bookAccount.customerCredit(USER)).toBe(`customer_credit:${USER}`);
    expect(bookAccountKind(bookAccount.customerCredit(USER))).toBe('customer_credit');
    expect(bookAccountKind(bookAccount.grants)).toBe('grants');
    expect(bookAccountKind(bookAccount.opening)).toBe('opening');
    expect(bookAccount.partnerPayable(USER)).toBe(`partner_payable:${USER}`);
    expect(bookAccountKind(bookAccount.partnerPayable(USER))).toBe('partner_payable');
    expect(bookAccountKind(bookAccount.partnerEarnings)).toBe('partner_earnings');
    expect(bookAccountKind(bookAccount.payoutsSent)).toBe('payouts_sent');
    expect(bookAccountKind(bookAccount.platformRevenue)).toBe('platform_revenue');
    expect(bookAccount.companyReceivable(USER)).toBe(`company_receivable:${USER}`);
    expect(bookAccountKind(bookAccount.companyReceivable(USER))).toBe('company_receivable');
    expect(bookAccountKind(bookAccount.companyPlans)).toBe('company_plans');
    expect(bookAccountKind(bookAccount.bank)).toBe('bank');
    expect(bookAccountKind(bookAccount.writeOffs)).toBe('write_offs');
    expect(() => bookAccountKind('cash:1')).toThrow(RangeError);
  });

  it('read balances on their normal side: what we have as it sums, what we owe negated', () => {
    // 250 Kč captured: the provider holds it (debit) and the payment owes it (credit)
    expect(normalBalance(bookAccount.provider(PAYMENT), 25_000)).toBe(25_000);
    expect(normalBalance(bookAccount.payment(PAYMENT), -25_000)).toBe(25_000);
    expect(normalBalance(bookAccount.customerCredit(USER), -10_000)).toBe(10_000);
    expect(normalBalance(bookAccount.grants, 10_000)).toBe(10_000);
    // a 250 Kč entry earned, paid out as 220 Kč with 30 Kč commission
    expect(normalBalance(bookAccount.partnerEarnings, 25_000)).toBe(25_000);
    expect(normalBalance(bookAccount.partnerPayable(USER), -25_000)).toBe(25_000);
    expect(normalBalance(bookAccount.payoutsSent, -22_000)).toBe(22_000);
    expect(normalBalance(bookAccount.platformRevenue, -3_000)).toBe(3_000);
    expect(normalBalance(bookAccount.partnerPayable(USER), 0)).toBe(0); // +0, not -0
    // a 1 799 Kč invoice: the company owes it (debit) and the platform earned it (credit); paid by transfer
    expect(normalBalance(bookAccount.companyReceivable(USER), 179_900)).toBe(179_900);
    expect(normalBalance(bookAccount.companyPlans, -179_900)).toBe(179_900);
    expect(normalBalance(bookAccount.bank, 179_900)).toBe(179_900);
    expect(normalBalance(bookAccount.writeOffs, 4_000)).toBe(4_000);
    expect(normalBalance(bookAccount.customerCredit(USER), 0)).toBe(0);
  });
});

describe('a journal entry', () => {
  it('moves an amount from one account to another and sums to zero', () => {
    const lines = transfer({
      debit: bookAccount.provider(PAYMENT),
      credit: bookAccount.payment(PAYMENT),
      amount: 25_000,
    });
    expect(lines).toEqual([
      { account: `provider:${PAYMENT}`, amount: 25_000 },
      { account: `payment:${PAYMENT}`, amount: -25_000 },
    ]);
    expect(() => assertBalancedEntry(lines)).not.toThrow();
  });

  it('is refused when it does not sum to zero, has one line, a zero, a fraction or an unknown account', () => {
    expect(() => assertBalancedEntry([{ account: 'grants', amount: 100 }])).toThrow(/two lines/);
    expect(() =>
      assertBalancedEntry([
        { account: 'grants', amount: 100 },
        { account: 'opening', amount: -99 },
      ]),
    ).toThrow(/sums to zero/);
    expect(() =>
      assertBalancedEntry([
        { account: 'grants', amount: 0 },
        { account: 'opening', amount: 0 },
      ]),
    ).toThrow(/non-zero/);
    expect(() =>
      assertBalancedEntry([
        { account: 'grants', amount: 0.5 },
        { account: 'opening', amount: -0.5 },
      ]),
    ).toThrow(/whole number/);
    expect(() =>
      assertBalancedEntry([
        { account: 'cash', amount: 1 },
        { account: 'opening', amount: -1 },
      ]),
    ).toThrow(/unknown book account/);
  });
});

describe('a supply provided from a prepayment', () => {
  it('moves the gross to provided, the base to sales and the VAT to vat, summing to zero', () => {
    const lines = supplyProvidedLines({ paymentId: PAYMENT, gross: 25_000, vatRatePercent: 12 });
    expect(lines).toEqual([
      { account: `provided:${PAYMENT}`, amount: 25_000 },
      { account: 'sales', amount: -22_321 },
      { account: 'vat', amount: -2_679 },
    ]);
    expect(() => assertBalancedEntry(lines)).not.toThrow();
    expect(normalBalance(bookAccount.provided(PAYMENT), 25_000)).toBe(25_000);
    expect(normalBalance(bookAccount.sales, -22_321)).toBe(22_321);
    expect(normalBalance(bookAccount.vat, -2_679)).toBe(2_679);
  });

  it('posts no VAT line at a rate of 0 %', () => {
    expect(supplyProvidedLines({ paymentId: PAYMENT, gross: 100, vatRatePercent: 0 })).toHaveLength(2);
  });

  it('is taken from the payments oldest first, never more than each still prepays', () => {
    const payments = [
      { paymentId: 'a', prepaid: 1_000 },
      { paymentId: 'b', prepaid: 0 },
      { paymentId: 'c', prepaid: 5_000 },
    ];
    expect(allocateSupply(3_000, payments)).toEqual([
      { paymentId: 'a', gross: 1_000 },
      { paymentId: 'c', gross: 2_000 },
    ]);
    expect(allocateSupply(9_000, payments)).toEqual([
      { paymentId: 'a', gross: 1_000 },
      { paymentId: 'c', gross: 5_000 },
    ]);
    expect(allocateSupply(0, payments)).toEqual([]);
  });
});
