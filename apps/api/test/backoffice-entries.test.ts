import { cardTimeStep, formatCzk } from '@champions/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  areas,
  auditLog,
  creditLedger,
  emailOutbox,
  entries,
  payoutEntries,
  payouts,
  subscriptions,
  tickets,
  venues,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { postPartnerEarning } from '../src/modules/books/index.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { customerMaker, DEMO_PASSWORD, loginAs, partnerSlotsQuery, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';

/** The back office's entries (/superadmin/enter): every scan with filters, and voiding a wrong one. */
let t: TestApp;
let superadmin: Record<string, string>;
let superadminId: string;
let partnerId: string;
let staffToken: string;
let passwordHash: string;
const makeCustomer = customerMaker(() => t, 'vstup', 'Vstupující');

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  passwordHash = await hashPassword(DEMO_PASSWORD);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/superadmin/login',
    payload: { email: 'admin@champions.cz', password: DEMO_PASSWORD },
  });
  superadmin = { 'x-superadmin-token': `Bearer ${res.json().token}` };
  superadminId = res.json().account.id;
  const [partner] = await t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
  partnerId = partner!.id;
  staffToken = await loginAs(t, 'staff', 'recepce@champions.cz');
});
afterAll(async () => {
  if (t) await expectMoneyInvariants(t);
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: superadmin });
const voidEntry = (id: string, reason = 'Naskenováno omylem dvakrát') =>
  t.app.inject({
    method: 'POST',
    url: `/api/superadmin/entries/${id}/void`,
    headers: superadmin,
    payload: { reason },
  });

let slotOffset = 20;
/** A customer buys the partner's next free slot (with credits, or covered by a membership) and is scanned in. */
async function admittedEntry(credits = 100_000) {
  const customer = await makeCustomer(credits, passwordHash);
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
  const scanned = await t.app.inject({
    method: 'POST',
    url: '/api/staff/entries/scan',
    headers: { 'x-staff-token': `Bearer ${staffToken}` },
    // the slot is later, not on now: the reception confirms the ticket
    payload: {
      code: `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(t.clock.now()))}`,
      confirmTicketId: bought.json().entry.id,
    },
  });
  expect(scanned.json()).toMatchObject({ admitted: true });
  return {
    customer,
    slot: slot!,
    ticketId: bought.json().entry.id as string,
    entryId: scanned.json().entryId as string,
    price: bought.json().entry.price as number,
  };
}

const creditsOf = async (id: string) =>
  (await t.db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, id)))[0]!.credits;

describe('GET /api/superadmin/entries', () => {
  it('lists scans filtered by venue, partner, day and result, sorted and paged on the server', async () => {
    const { entryId } = await admittedEntry();
    const [entry] = await t.db.select().from(entries).where(eq(entries.id, entryId));
    const all = await get('/api/superadmin/entries?limit=100');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.entries.length).toBeGreaterThan(0);
    expect(body.venues.length).toBeGreaterThan(0);
    expect(body.partners.map((p: { id: string }) => p.id)).toContain(partnerId);

    const byVenue = (await get(`/api/superadmin/entries?venueId=${entry!.venueId}&limit=100`)).json();
    expect(byVenue.entries.every((e: { venueId: string }) => e.venueId === entry!.venueId)).toBe(true);
    expect(byVenue.entries.map((e: { id: string }) => e.id)).toContain(entryId);

    const [otherVenue] = await t.db.select().from(venues).where(eq(venues.adminId, partnerId));
    const byPartner = (await get(`/api/superadmin/entries?partnerId=${partnerId}&limit=100`)).json();
    expect(byPartner.entries.every((e: { partnerId: string }) => e.partnerId === partnerId)).toBe(true);
    expect(otherVenue).toBeDefined();

    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(entry!.scannedAt);
    const byDay = (await get(`/api/superadmin/entries?day=${today}&limit=100`)).json();
    expect(byDay.entries.map((e: { id: string }) => e.id)).toContain(entryId);
    expect((await get('/api/superadmin/entries?day=2001-01-01')).json().pagination.total).toBe(0);

    const page = (await get('/api/superadmin/entries?sort=earning&dir=asc&limit=2&page=1')).json();
    const sorted = (await get('/api/superadmin/entries?sort=earning&dir=asc&limit=100')).json();
    const earnings = sorted.entries.map((e: { earning: number }) => e.earning);
    expect(earnings).toEqual([...earnings].sort((a: number, b: number) => a - b));
    expect(page.entries).toEqual(sorted.entries.slice(0, 2));
    expect(page.pagination).toMatchObject({ page: 1, limit: 2, total: sorted.pagination.total });

    expect((await get('/api/superadmin/entries?result=voided')).json().entries).toEqual([]);
    expect((await get('/api/superadmin/entries?sort=heslo')).statusCode).toBe(400);
    expect((await get('/api/superadmin/entries?day=2026-13-01')).statusCode).toBe(400);
  });

  it('answers only a superadmin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/superadmin/entries' })).statusCode).toBe(401);
    const customer = await makeCustomer();
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/api/superadmin/entries',
      headers: { 'x-superadmin-token': `Bearer ${customer.token}` },
    });
    expect([401, 403]).toContain(asUser.statusCode);
  });
});

describe('POST /api/superadmin/entries/:id/void', () => {
  it('returns the credit once under 20 concurrent voids, reverses the earning and writes one audit row', async () => {
    const { customer, entryId, ticketId, price } = await admittedEntry(100_000);
    expect(price).toBeGreaterThan(0);
    const before = await creditsOf(customer.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => voidEntry(entryId)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toBe('Tento vstup už je zrušený.');
    const ok = answers.find((a) => a.statusCode === 200)!.json();
    expect(ok.refundedCredits).toBe(price);
    expect(ok.entry).toMatchObject({ id: entryId, earning: 0, voidReason: 'Naskenováno omylem dvakrát' });
    expect(ok.entry.voidedEarning).toBeGreaterThan(0);

    expect(await creditsOf(customer.id)).toBe(before + price);
    const refunds = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, customer.id), eq(creditLedger.reference, `entry-void:${entryId}`)));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: price, reason: 'refund' });
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, ticketId));
    expect(ticket!.isCancelled).toBe(true);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, entryId), eq(auditLog.action, 'backoffice.entry.void')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(superadminId);
    expect(audit[0]!.data).toMatchObject({
      reason: 'Naskenováno omylem dvakrát',
      refundedCredits: price,
      before: { voided: false, partnerEarning: ok.entry.voidedEarning, credits: before },
      after: { voided: true, partnerEarning: 0, credits: before + price },
    });

    const voided = (await get('/api/superadmin/entries?result=voided&limit=100')).json();
    expect(voided.entries.map((e: { id: string }) => e.id)).toContain(entryId);
    const admitted = (await get('/api/superadmin/entries?result=admitted&limit=100')).json();
    expect(admitted.entries.map((e: { id: string }) => e.id)).not.toContain(entryId);
  });

  it('e-mails the customer in Czech what was voided, why, and that the price came back as credit, once', async () => {
    const { customer, entryId, price } = await admittedEntry(100_000);
    const before = await creditsOf(customer.id);
    const reasons = ['Recepce načetla kartu dvakrát', 'Naskenováno omylem dvakrát'];
    const answers = await Promise.all(reasons.map((reason) => voidEntry(entryId, reason)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    // either request may win the race; the mail gives the winner's reason
    const reason = reasons[answers.findIndex((a) => a.statusCode === 200)];
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, customer.email), eq(emailOutbox.template, 'entry_voided')));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Zrušili jsme váš vstup – Champions');
    const kc = (h: number) => formatCzk(h).replace(/\s/g, ' ');
    const text = mail.text.replace(/\s/g, ' ');
    expect(text).toContain(`Důvod: ${reason}`);
    expect(text).toContain(
      `Vrátili jsme vám ${kc(price)} jako kredit na váš účet Champions (ne na platební kartu)`,
    );
    expect(text).toContain(`nyní máte ${kc(before + price)}`);
    expect(text).toContain('/platba');
  });

  it('drops the voided scan out of the partner earnings and out of the payout computed next', async () => {
    const { entryId } = await admittedEntry();
    const [entry] = await t.db.select().from(entries).where(eq(entries.id, entryId));
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(entry!.scannedAt);
    const partnerToken = await loginAs(t, 'admin', 'partner@champions.cz');
    const earnings = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/earnings?from=${day}&to=${day}&venueId=${entry!.venueId}`,
        headers: { 'x-admin-token': `Bearer ${partnerToken}` },
      });
      expect(res.statusCode).toBe(200);
      return res.json().totals as { entries: number; earnings: number };
    };
    const earnedBefore = await earnings();
    expect((await voidEntry(entryId)).statusCode).toBe(200);
    expect(await earnings()).toEqual({
      entries: earnedBefore.entries - 1,
      earnings: earnedBefore.earnings - entry!.partnerEarning,
    });
    const { selectUnpaidEntries } = await import('../src/modules/payouts/repository.ts');
    const unpaid = await selectUnpaidEntries(t.db, {
      adminId: partnerId,
      from: new Date(entry!.scannedAt.getTime() - 1000),
      to: new Date(entry!.scannedAt.getTime() + 1000),
    });
    expect(unpaid.map((u) => u.entryId)).not.toContain(entryId);
  });

  it('gives a membership entry’s day back, so the customer can enter again that day covered', async () => {
    const customer = await makeCustomer(0, passwordHash);
    const [praha] = await t.db.select().from(areas).where(eq(areas.slug, 'praha'));
    await t.db.insert(subscriptions).values({
      userId: customer.id,
      type: 'CHAMPIONSHIP',
      currentState: 'ACTIVE',
      areaId: praha!.id,
      startDate: t.clock.now(),
      numOfPeriods: 13,
      subscribedPrice: 169_900,
      monthlyPrice: 169_900,
    });
    const slots = await partnerSlotsQuery(t, partnerId, t.clock.now()).limit(2).offset(3);
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: userHeaders(customer.token),
      payload: { timeSlotId: slots[0]!.slotId, optionId: slots[0]!.optionId },
    });
    expect(claimed.json().entry).toMatchObject({ source: 'CHAMPIONSHIP', price: 0 });
    const ticketId = claimed.json().entry.id as string;
    // the door admits it (straight in the table: the scan waits for the slot's time)
    const [venueOfSlot] = await t.db.select().from(venues).where(eq(venues.adminId, partnerId)).limit(1);
    await t.db.update(tickets).set({ isUsed: true, usedAt: t.clock.now() }).where(eq(tickets.id, ticketId));
    const [entry] = await t.db
      .insert(entries)
      .values({ ticketId, userId: customer.id, venueId: venueOfSlot!.id, partnerEarning: 9_000 })
      .returning();
    await postPartnerEarning(t.db, { id: entry!.id, partnerId, earning: 9_000 });
    const quote = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/entries/quote?timeSlotId=${slots[1]!.slotId}&optionId=${slots[1]!.optionId}`,
        headers: userHeaders(customer.token),
      });
    expect((await quote()).json()).toMatchObject({ coverageReason: 'daily_limit' });
    const voided = await voidEntry(entry!.id, 'Zákazník nakonec necvičil');
    expect(voided.statusCode).toBe(200);
    expect(voided.json().refundedCredits).toBe(0);
    expect((await quote()).json()).toMatchObject({ method: 'MEMBERSHIP' });
    expect(await creditsOf(customer.id)).toBe(0);
  });

  it('voids a draft payout’s line and refuses, in Czech, once the payout is approved', async () => {
    const draft = await admittedEntry();
    const approved = await admittedEntry();
    for (const [{ entryId }, status] of [
      [draft, 'draft'],
      [approved, 'approved'],
    ] as const) {
      const [payout] = await t.db
        .insert(payouts)
        .values({
          adminId: partnerId,
          periodStart: new Date(`2030-0${status === 'draft' ? 1 : 2}-01T00:00:00Z`),
          periodEnd: new Date(`2030-0${status === 'draft' ? 1 : 2}-28T00:00:00Z`),
          periodKey: `2030-0${status === 'draft' ? 1 : 2}`,
          amount: 10_000,
          gross: 10_000,
          entryCount: 1,
          status,
          bankAccount: '19-2000145399/0800',
          companyName: 'Partner s.r.o.',
          variableSymbol: `20300${status === 'draft' ? 1 : 2}`,
          computedAt: t.clock.now(),
        })
        .returning();
      await t.db.insert(payoutEntries).values({ payoutId: payout!.id, entryId, earning: 10_000 });
    }
    const ok = await voidEntry(draft.entryId);
    expect(ok.statusCode).toBe(200);
    const [line] = await t.db.select().from(payoutEntries).where(eq(payoutEntries.entryId, draft.entryId));
    expect(line!.voidedAt).not.toBeNull();
    const [draftPayout] = await t.db.select().from(payouts).where(eq(payouts.id, line!.payoutId));
    expect(draftPayout).toMatchObject({ entryCount: 0, voidedCount: 1, amount: 0 });

    const balance = await creditsOf(approved.customer.id);
    const refused = await voidEntry(approved.entryId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/schválené nebo vyplacené výplatě/);
    expect(await creditsOf(approved.customer.id)).toBe(balance);
    const [stillThere] = await t.db.select().from(entries).where(eq(entries.id, approved.entryId));
    expect(stillThere!.voidedAt).toBeNull();
  });

  it('refuses an unknown entry (404) and a short reason (400), in Czech, changing nothing', async () => {
    const unknown = await voidEntry(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Vstup nenalezen.');
    const { entryId } = await admittedEntry();
    const short = await voidEntry(entryId, 'x');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toMatch(/Uveďte důvod zrušení/);
    const [entry] = await t.db.select().from(entries).where(eq(entries.id, entryId));
    expect(entry!.voidedAt).toBeNull();
  });
});
