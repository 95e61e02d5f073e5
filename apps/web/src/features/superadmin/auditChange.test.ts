import { describe, expect, it } from 'vitest';
import { auditChange, auditValue } from './auditChange.ts';

describe('the audit log before → after', () => {
  it('shows money the API keeps in haléře in Kč', () => {
    expect(auditChange({ action: 'payout.approve', data: { before: {}, after: { amount: 272000 } } })).toBe(
      'Částka: — → 2\u00a0720\u00a0Kč',
    );
    expect(
      auditChange({
        action: 'backoffice.credit.grant',
        data: { before: { credits: 0 }, after: { credits: 20000 } },
      }),
    ).toMatch(/^Kredit: 0\sKč → 200\sKč$/);
    expect(auditValue('payment.refund', null, 'refundedAmount', 15050)).toMatch(/^150,50\sKč$/);
    expect(auditValue('invoice.x', null, 'total', 100)).toMatch(/^1\sKč$/);
  });

  it('shows a price change in whole Kč, the commission in percent', () => {
    const price = { target: 'FLEXIBLE', before: { amount: 199 }, after: { amount: 1290 } };
    expect(auditChange({ action: 'price.schedule', data: price })).toMatch(/^Částka: 199\sKč → 1\s290\sKč$/);
    const commission = { target: 'COMMISSION', before: { amount: 15 }, after: { amount: 18 } };
    expect(auditChange({ action: 'price.schedule', data: commission })).toBe('Částka: 15 % → 18 %');
  });

  it('shows strings without quotes, times in Prague, yes/no and a payment state in Czech', () => {
    expect(
      auditChange({
        action: 'payout.approve',
        data: { before: { status: 'draft' }, after: { status: 'approved' } },
      }),
    ).toBe('Stav: draft → approved');
    expect(auditValue('payout.pay', null, 'paidAt', '2026-11-26T04:22:42.718Z')).toMatch(
      /^26\. 11\. 2026\s5:22$/,
    );
    expect(auditValue('backoffice.user.block', null, 'blocked', true)).toBe('ano');
    expect(auditValue('payment.refund', null, 'paymentStatus', 'refunded')).toBe('Vráceno');
    expect(auditValue('x', null, 'entryCount', 3)).toBe('3');
    expect(auditValue('x', null, 'venueIds', ['a'])).toBe('["a"]');
    expect(auditValue('x', null, 'note', undefined)).toBe('—');
  });

  it('shows a dash when nothing changed', () => {
    expect(auditChange({ action: 'account.login', data: null })).toBe('—');
  });
});
