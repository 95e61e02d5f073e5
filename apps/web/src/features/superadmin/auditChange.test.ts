import { describe, expect, it } from 'vitest';
import { auditChange, auditValue } from './auditChange.ts';
import { codeLabel } from './codeLabel.ts';

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
    ).toBe('Stav: Ke kontrole → Schváleno');
    expect(auditValue('payout.pay', null, 'paidAt', '2026-11-26T04:22:42.718Z')).toMatch(
      /^26\. 11\. 2026\s5:22$/,
    );
    expect(auditValue('backoffice.user.block', null, 'blocked', true)).toBe('ano');
    expect(auditValue('payment.refund', null, 'paymentStatus', 'refunded')).toBe('Vráceno');
    expect(auditValue('x', null, 'entryCount', 3)).toBe('3');
    expect(auditValue('x', null, 'venueIds', ['a'])).toBe('změněno (viz data)');
    expect(auditValue('x', null, 'note', undefined)).toBe('—');
  });

  it('reads a voided entry in words and money: no field name, no haléře, no code', () => {
    const change = auditChange({
      action: 'backoffice.entry.void',
      data: {
        reason: 'Omylem naskenováno',
        userId: 'u',
        before: { voided: false, partnerEarning: 29000, ticketCancelled: false, credits: 0 },
        after: { voided: true, partnerEarning: 0, ticketCancelled: true, credits: 29000 },
      },
    });
    expect(change).toMatch(
      /^Vstup zrušen: ne → ano; Výdělek partnera: 290\sKč → 0\sKč; Vstupenka zrušena: ne → ano; Kredit: 0\sKč → 290\sKč$/,
    );
    expect(change).not.toMatch(/partnerEarning|29000/);
  });

  it('names payout, request and referral states, the commission in percent', () => {
    const exported = {
      before: { status: 'approved' },
      after: { status: 'exported', exportId: 'x', amount: 100 },
    };
    expect(auditChange({ action: 'payout.export', data: exported })).toMatch(
      /^Stav: Schváleno → V souboru pro banku; Částka: — → 1\sKč; další údaje v datech$/,
    );
    const state = {
      before: { status: 'new', assigneeId: null },
      after: { status: 'done', assigneeId: null },
    };
    expect(auditChange({ action: 'request.state', data: state })).toBe('Stav: Nová → Vyřízená');
    const commission = {
      before: { commissionBps: 1000, amount: 900 },
      after: { commissionBps: 1250, amount: 875 },
    };
    expect(auditChange({ action: 'payout.commission', data: commission })).toMatch(
      /^Provize: 10\s%\s→ 12,5\s%; Částka: 9\sKč → 8,75\sKč$/,
    );
    expect(auditValue('backoffice.referral.revoke', null, 'state', 'granted')).toBe('Odměna připsána');
  });

  it('leaves unchanged fields out but for an amount, and says what was created or reordered', () => {
    const venue = {
      before: { name: 'Gym', city: 'Brno', openingHours: { mon: '6-22' }, lat: 1 },
      after: { name: 'Gym Jih', city: 'Brno', openingHours: { mon: '7-22' }, lat: 1 },
    };
    expect(auditChange({ action: 'backoffice.venue.update', data: venue })).toBe(
      'Název: Gym → Gym Jih; Otevírací doba: změněno (viz data)',
    );
    const created = { before: null, after: { name: 'Jóga', slug: 'joga', icon: 'yoga', sortOrder: 3 } };
    expect(auditChange({ action: 'category.create', data: created })).toBe(
      'Nové: Název: Jóga; Adresa v katalogu: joga; Ikona: yoga; Pořadí: 3',
    );
    expect(auditChange({ action: 'category.reorder', data: { before: ['a', 'b'], after: ['b', 'a'] } })).toBe(
      'Změněno pořadí',
    );
  });

  it('names every action code, and an unknown code reads as words, never as the code', () => {
    expect(codeLabel('backoffice.entry.void')).toBe('Zrušení vstupu');
    expect(codeLabel('payout.export')).toBe('Export bankovního souboru');
    expect(codeLabel('subscription.checkout_abandoned')).toBe(
      'Nedokončená objednávka předplatného (platba neproběhla)',
    );
    expect(codeLabel('subscription.cancel')).toBe('Výpověď předplatného zákazníkem');
    expect(codeLabel('subscription.reactivate')).toBe('Výpověď vzata zpět, předplatné pokračuje');
    expect(codeLabel('backoffice.something.new')).toBe('Jiná událost');
  });

  it('shows a dash when nothing changed', () => {
    expect(auditChange({ action: 'account.login', data: null })).toBe('—');
  });
});
