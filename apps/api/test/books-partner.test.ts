import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { bookAccount, cardTimeStep, formatCzk } from '@champions/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  entries,
  journalEntries,
  journalLines,
  partnerSettings,
  payoutEntries,
  payouts,
  tickets,
  venues,
} from '../src/db/schema.ts';
import { bookBalance, partnerPayable, postPartnerEarning } from '../src/modules/books/index.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { auditMoney } from '../src/modules/payments/index.ts';
import { adminHeaders, customerMaker, loginAs, partnerSlotsQuery, userHeaders } from './customers.ts';
import { createTestApp, TEST_NOW, type TestApp } from './harness.ts';

/**
 * The partner's side of the books: a scan's earning is owed to the partner, a void takes it back once,
 * a paid payout settles its gross (never more than is owed), and the audit names each planted break.
 */

let t: TestApp;
let superadmin: Record<string, string>;
let partnerId: string;
let partnerToken: string;
let staffToken: string;
const makeCustomer = customerMaker(() => t, 'knihypartner', 'Návštěvník');
const broken = async () => Object.fromEntries((await auditMoney(t.db)).map((v) => [v.invariant, v.ids]));
const BANK_ACCOUNT = '19-2000145399/0800';
/** the entries the door admitted in this file, in the demo partner's week 2026-W48 */
const scanned: { entryId: string; earning: number }[] = [];
let slotOffset = 30;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = { 'x-superadmin-token': `Bearer ${await loginAs(t, 'superadmin', 'admin@champions.cz')}` };
  partnerToken = await loginAs(t, 'admin', 'partner@champions.cz');
  staffToken = await loginAs(t, 'staff', 'recepce@champions.cz');
  const [partner] = await t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
  partnerId = partner!.id;
  // paid weekly at 12.5 % commission, so that the week of the scans below can be paid out
  await t.db
    .insert(partnerSettings)
    .values({
      adminId: partnerId,
      bankAccount: BANK_ACCOUNT,
      payoutFrequency: 'weekly',
      commissionBps: 1_250,
    })
    .onConflictDoUpdate({
      target: partnerSettings.adminId,
      set: { bankAccount: BANK_ACCOUNT, payoutFrequency: 'weekly', commissionBps: 1_250 },
    });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: superadmin, ...(payload ? { payload } : {}) });
const postingOf = async (reference: string) =>
  t.db
    .select({ account: journalLines.account, amount: journalLines.amount, event: journalEntries.event })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalEntries.reference, reference))
    .orderBy(journalLines.id);
const payoutStatus = async (id: string) =>
  (await t.db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, id)))[0]?.status;

/** A customer buys an entry with credits and the reception admits it (confirming its later slot). */
async function scanAtTheDoor() {
  const customer = await makeCustomer(100_000);
  const [slot] = await partnerSlotsQuery(t, partnerId, t.clock.now()).limit(1).offset(slotOffset++);
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: userHeaders(customer.token),
    payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId },
  });
  expect(bought.statusCode).toBe(201);
  const card = (
    await t.app.inject({ method: 'GET', url: '/api/user/card', headers: userHeaders(customer.token) })
  ).json();
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/staff/entries/scan',
    headers: { 'x-staff-token': `Bearer ${staffToken}` },
    payload: {
      code: `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(t.clock.now()))}`,
      confirmTicketId: bought.json().entry.id,
    },
  });
  expect(answer.json()).toMatchObject({ admitted: true });
  const entry = { entryId: answer.json().entryId as string, earning: answer.json().partnerEarning as number };
  expect(entry.earning).toBeGreaterThan(0);
  scanned.push(entry);
  return entry;
}

/**
 * A partner of its own with a venue, for faults that must name it alone; `earnings` are entries admitted
 * there in October 2026, each posted as a scan posts it unless `posted` is false (rows from before the books).
 */
async function partnerWithEntries(label: string, earnings: readonly number[], posted = true) {
  const [partner] = await t.db
    .insert(accounts)
    .values({
      role: 'admin',
      email: `${label}-${randomUUID().slice(0, 8)}@example.cz`,
      name: `Partner ${label}`,
      emailVerifiedAt: t.clock.now(),
    })
    .returning();
  const [someTicket] = await t.db.select().from(tickets).limit(1);
  const [anyVenue] = await t.db.select().from(venues).limit(1);
  const [venue] = await t.db
    .insert(venues)
    .values({
      adminId: partner!.id,
      areaId: anyVenue!.areaId,
      name: `Sál ${label}`,
      street: anyVenue!.street,
      city: anyVenue!.city,
      lat: anyVenue!.lat,
      lng: anyVenue!.lng,
    })
    .returning();
  const entryIds: string[] = [];
  for (const earning of earnings) {
    const [ticket] = await t.db
      .insert(tickets)
      .values({
        userId: someTicket!.userId,
        activityId: someTicket!.activityId,
        optionId: someTicket!.optionId,
        // a membership visit: nothing paid, so the money audit has no payment to look for
        source: 'CHAMPIONSHIP',
        price: 0,
        isUsed: true,
        expiresAt: new Date('2026-12-31T00:00:00Z'),
      })
      .returning();
    const [entry] = await t.db
      .insert(entries)
      .values({
        ticketId: ticket!.id,
        userId: someTicket!.userId,
        venueId: venue!.id,
        partnerEarning: earning,
        scannedAt: new Date('2026-10-10T10:00:00Z'),
      })
      .returning();
    if (posted) await postPartnerEarning(t.db, { id: entry!.id, partnerId: partner!.id, earning });
    entryIds.push(entry!.id);
  }
  return { id: partner!.id, entryIds };
}

/** An approved payout of the partner for `period` (its entries in payout_entries), as computed and approved. */
async function approvedPayout(
  adminId: string,
  period: string,
  money: { gross: number; commission?: number },
  entryIds: readonly string[] = [],
) {
  const commission = money.commission ?? 0;
  const [payout] = await t.db
    .insert(payouts)
    .values({
      adminId,
      periodStart: new Date(`${period}-01T00:00:00Z`),
      periodEnd: new Date(`${period}-28T00:00:00Z`),
      periodKey: period,
      amount: money.gross - commission,
      gross: money.gross,
      commission,
      entryCount: entryIds.length,
      status: 'approved',
      approvedAt: t.clock.now(),
      bankAccount: BANK_ACCOUNT,
      companyName: 'Partner s.r.o.',
      variableSymbol: period.replace('-', ''),
      computedAt: t.clock.now(),
    })
    .returning();
  for (const entryId of entryIds) {
    const [entry] = await t.db.select().from(entries).where(eq(entries.id, entryId));
    await t.db
      .insert(payoutEntries)
      .values({ payoutId: payout!.id, entryId, earning: entry!.partnerEarning });
  }
  return payout!;
}

describe('the partner’s side of the books', () => {
  it('a scan owes the venue’s partner its earning, posted once with the scan', async () => {
    const before = await partnerPayable(t.db, partnerId);
    const earnedBefore = await bookBalance(t.db, bookAccount.partnerEarnings);
    const { entryId, earning } = await scanAtTheDoor();
    expect(await postingOf(`earning:${entryId}`)).toEqual([
      { account: bookAccount.partnerEarnings, amount: earning, event: 'partner_earning' },
      { account: bookAccount.partnerPayable(partnerId), amount: -earning, event: 'partner_earning' },
    ]);
    expect(await partnerPayable(t.db, partnerId)).toBe(before + earning);
    expect(await bookBalance(t.db, bookAccount.partnerEarnings)).toBe(earnedBefore + earning);
    expect(await broken()).toEqual({});
  });

  it('a void of the entry takes its earning back once, and a void on the draft payout too, never twice', async () => {
    const voidedAtTheDesk = scanned[0]!;
    const voidedOnPayout = await scanAtTheDoor();
    await scanAtTheDoor();
    const owed = await partnerPayable(t.db, partnerId);

    const voided = await post(`/api/superadmin/entries/${voidedAtTheDesk.entryId}/void`, {
      reason: 'Naskenováno omylem dvakrát',
    });
    expect(voided.statusCode).toBe(200);
    expect(await postingOf(`earning-void:${voidedAtTheDesk.entryId}`)).toEqual([
      {
        account: bookAccount.partnerEarnings,
        amount: -voidedAtTheDesk.earning,
        event: 'partner_earning_void',
      },
      {
        account: bookAccount.partnerPayable(partnerId),
        amount: voidedAtTheDesk.earning,
        event: 'partner_earning_void',
      },
    ]);
    expect(await partnerPayable(t.db, partnerId)).toBe(owed - voidedAtTheDesk.earning);

    // the week of the scans ends; its draft payout holds the two standing entries
    t.clock.set(new Date('2026-11-30T23:30:00Z'));
    try {
      // a session of a week ago has expired by then: the back office signs in again
      const token = await loginAs(t, 'superadmin', 'admin@champions.cz');
      const computed = await t.app.inject({
        method: 'POST',
        url: '/api/superadmin/payouts/compute',
        headers: { 'x-superadmin-token': `Bearer ${token}` },
        payload: { frequency: 'weekly', period: '2026-W48' },
      });
      expect(computed.statusCode).toBe(200);
    } finally {
      t.clock.set(TEST_NOW);
    }
    const [draft] = await t.db.select().from(payouts).where(eq(payouts.adminId, partnerId));
    expect(draft).toMatchObject({ status: 'draft', entryCount: 2 });
    const onPayout = await post(
      `/api/superadmin/payouts/${draft!.id}/entries/${voidedOnPayout.entryId}/void`,
      {
        reason: 'Zkušební sken recepce',
      },
    );
    expect(onPayout.statusCode).toBe(200);
    expect((await postingOf(`earning-void:${voidedOnPayout.entryId}`))[0]).toMatchObject({
      event: 'payout_entry_void',
      amount: -voidedOnPayout.earning,
    });
    // the back office then voids the same entry at the desk: its earning was taken back already
    const again = await post(`/api/superadmin/entries/${voidedOnPayout.entryId}/void`, {
      reason: 'Zákazník nakonec necvičil',
    });
    expect(again.statusCode).toBe(200);
    expect(await postingOf(`earning-void:${voidedOnPayout.entryId}`)).toHaveLength(2);
    expect(await partnerPayable(t.db, partnerId)).toBe(
      owed - voidedAtTheDesk.earning - voidedOnPayout.earning,
    );
    expect(await broken()).toEqual({});
  });

  it('a paid payout settles its gross: the amount leaves for the bank, the commission stays', async () => {
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.adminId, partnerId));
    const standing = scanned[2]!;
    expect(payout).toMatchObject({ gross: standing.earning, entryCount: 1 });
    expect(payout!.amount + payout!.commission).toBe(payout!.gross);
    expect(payout!.commission).toBeGreaterThan(0);
    expect((await post(`/api/superadmin/payouts/${payout!.id}/approve`)).statusCode).toBe(200);
    const owed = await partnerPayable(t.db, partnerId);
    const sent = await bookBalance(t.db, bookAccount.payoutsSent);
    const revenue = await bookBalance(t.db, bookAccount.platformRevenue);
    const earnings = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/earnings?from=2026-11-01&to=2026-11-30&groupBy=month',
          headers: adminHeaders(partnerToken),
        })
      ).json().balance;
    // an approved payout is on its way: what is owed besides it is still accrued
    expect(await earnings()).toMatchObject({ accrued: owed - payout!.gross, approved: payout!.amount });

    const paid = await post(`/api/superadmin/payouts/${payout!.id}/paid`);
    expect(paid.statusCode).toBe(200);
    expect(await postingOf(`payout:${payout!.id}`)).toEqual([
      { account: bookAccount.partnerPayable(partnerId), amount: payout!.gross, event: 'payout_paid' },
      { account: bookAccount.payoutsSent, amount: -payout!.amount, event: 'payout_paid' },
      { account: bookAccount.platformRevenue, amount: -payout!.commission, event: 'payout_paid' },
    ]);
    expect(await partnerPayable(t.db, partnerId)).toBe(owed - payout!.gross);
    expect(await bookBalance(t.db, bookAccount.payoutsSent)).toBe(sent + payout!.amount);
    expect(await bookBalance(t.db, bookAccount.platformRevenue)).toBe(revenue + payout!.commission);
    expect(await earnings()).toMatchObject({
      accrued: owed - payout!.gross,
      approved: 0,
      paid: payout!.amount,
    });
    expect(await broken()).toEqual({});
  });

  it('refuses, in Czech, to pay a payout beyond what the books owe the partner, and changes nothing', async () => {
    const owed = await partnerPayable(t.db, partnerId);
    const journalBefore = await t.db.$count(journalEntries);
    const tooMuch = await approvedPayout(partnerId, '2030-01', { gross: owed + 1, commission: 100 });
    const refused = await post(`/api/superadmin/payouts/${tooMuch.id}/paid`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PAYOUT_EXCEEDS_PAYABLE',
      message: expect.stringContaining(`dlužíme jen ${formatCzk(owed)}`),
    });
    expect(refused.json().message).toContain(formatCzk(owed + 1));
    expect(await payoutStatus(tooMuch.id)).toBe('approved');
    expect(await partnerPayable(t.db, partnerId)).toBe(owed);
    expect(await t.db.$count(journalEntries)).toBe(journalBefore);
    expect(await broken()).toEqual({});
  });

  it('pays one of two payouts asked at once when the partner is owed only one of them', async () => {
    const partner = await partnerWithEntries('soubezna', [10_000]);
    const first = await approvedPayout(partner.id, '2030-02', { gross: 10_000, commission: 1_000 });
    const second = await approvedPayout(partner.id, '2030-03', { gross: 10_000, commission: 1_000 });
    const answers = await Promise.all([
      post(`/api/superadmin/payouts/${first.id}/paid`),
      post(`/api/superadmin/payouts/${second.id}/paid`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect([await payoutStatus(first.id), await payoutStatus(second.id)].sort()).toEqual([
      'approved',
      'paid',
    ]);
    expect(await partnerPayable(t.db, partner.id)).toBe(0);
    expect(await broken()).toEqual({});
  });

  it('opens the partner’s books on a database that held entries and payouts before them (migration 0035)', async () => {
    // rows from before the books: a standing entry paid out, an entry voided at the desk, one voided on the payout
    const partner = await partnerWithEntries('otevreni', [5_000, 3_000, 2_000], false);
    const [paidEntry, deskVoided, payoutVoided] = partner.entryIds as [string, string, string];
    await t.db
      .update(entries)
      .set({ voidedAt: t.clock.now(), voidReason: 'Omyl', partnerEarning: 0, voidedEarning: 3_000 })
      .where(eq(entries.id, deskVoided));
    const payout = await approvedPayout(partner.id, '2026-10', { gross: 5_000, commission: 500 }, [
      paidEntry,
      payoutVoided,
    ]);
    await t.db
      .update(payoutEntries)
      .set({ voidedAt: t.clock.now(), voidReason: 'Zkušební sken' })
      .where(eq(payoutEntries.entryId, payoutVoided));
    await t.db
      .update(payouts)
      .set({ status: 'paid', paidAt: t.clock.now() })
      .where(eq(payouts.id, payout.id));
    expect(Object.keys(await broken())).toContain('payout_not_posted');

    const migration = readFileSync(
      new URL('../src/db/migrations/0035_partner_books.sql', import.meta.url),
      'utf8',
    );
    const openBooks = async () => {
      for (const statement of migration.split('--> statement-breakpoint'))
        await t.db.execute(sql.raw(statement));
    };
    await openBooks();
    expect(await postingOf(`earning-void:${deskVoided}`)).toEqual([
      { account: bookAccount.partnerPayable(partner.id), amount: 3_000, event: 'partner_earning_void' },
      { account: bookAccount.partnerEarnings, amount: -3_000, event: 'partner_earning_void' },
    ]);
    expect((await postingOf(`earning-void:${payoutVoided}`))[0]).toMatchObject({
      event: 'payout_entry_void',
    });
    expect(await postingOf(`payout:${payout.id}`)).toHaveLength(3);
    expect(await partnerPayable(t.db, partner.id)).toBe(0);
    expect(await broken()).toEqual({});
    // everything posted before (by the API or this opening) is left as it is
    const journal = await t.db.$count(journalEntries);
    await openBooks();
    expect(await t.db.$count(journalEntries)).toBe(journal);
  });

  it('names each break planted behind the API’s back', async () => {
    // an entry's earning raised in the table, not in the books
    const raised = await partnerWithEntries('navyseni', [4_000]);
    await t.db.update(entries).set({ partnerEarning: 4_100 }).where(eq(entries.id, raised.entryIds[0]!));
    // a paid payout whose amount was changed afterwards
    const changed = await partnerWithEntries('zmena', [6_000]);
    const changedPayout = await approvedPayout(changed.id, '2026-10', { gross: 6_000, commission: 600 });
    expect((await post(`/api/superadmin/payouts/${changedPayout.id}/paid`)).statusCode).toBe(200);
    await t.db.update(payouts).set({ amount: 5_500 }).where(eq(payouts.id, changedPayout.id));
    // a payout marked paid in the table: the books never heard of it
    const forged = await partnerWithEntries('podvrh', [7_000]);
    const forgedPayout = await approvedPayout(forged.id, '2026-10', { gross: 7_000 });
    await t.db
      .update(payouts)
      .set({ status: 'paid', paidAt: t.clock.now() })
      .where(eq(payouts.id, forgedPayout.id));
    // the demo partner's paid payout: its posting cannot lose a line (the journal refuses), but a line added
    // to it is named
    const [paidWeek] = await t.db.select().from(payouts).where(eq(payouts.periodKey, '2026-W48'));
    const [posted] = await t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.reference, `payout:${paidWeek!.id}`));
    await expect(t.db.delete(journalLines).where(eq(journalLines.entryId, posted!.id))).rejects.toThrow();
    await t.db.insert(journalLines).values({
      entryId: posted!.id,
      account: bookAccount.partnerPayable(partnerId),
      amount: paidWeek!.gross,
    });
    // a partner paid beyond what it earned, in a balanced entry posted by hand
    const overdrawn = await partnerWithEntries('precerpani', []);
    const [byHand] = await t.db
      .insert(journalEntries)
      .values({ reference: `planted:${randomUUID()}`, event: 'planted' })
      .returning();
    await t.db.insert(journalLines).values([
      { entryId: byHand!.id, account: bookAccount.partnerPayable(overdrawn.id), amount: 1_000 },
      { entryId: byHand!.id, account: bookAccount.payoutsSent, amount: -1_000 },
    ]);

    const found = await broken();
    const sorted = (ids: string[] | undefined) => [...(ids ?? [])].sort();
    expect(found.partner_earning_not_posted).toEqual([raised.entryIds[0]]);
    expect(sorted(found.payout_not_posted)).toEqual(
      sorted([changedPayout.id, forgedPayout.id, paidWeek!.id]),
    );
    expect(sorted(found.partner_payable_not_in_books)).toEqual(
      sorted([raised.id, forged.id, partnerId, overdrawn.id]),
    );
    expect(found.partner_payable_negative).toContain(overdrawn.id);
    expect(found.journal_entry_unbalanced).toEqual([posted!.id]);
    expect(found.trial_balance_not_zero).toEqual(['journal']);
  });
});
