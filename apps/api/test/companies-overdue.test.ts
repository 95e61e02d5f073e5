import { cardTimeStep } from '@champions/domain';
import { and, eq, like, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  areas,
  companyInvoices,
  companySeats,
  emailOutbox,
  subscriptions,
  timeSlots,
} from '../src/db/schema.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { SUSPEND_OVERDUE_JOB } from '../src/modules/companies/index.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { makeCompany, makeInvoice } from './business-fixtures.ts';
import { loginAs, partnerSlotsQuery } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * An invoice unpaid after its due date suspends the company's seats (the daily job, safe to run
 * again: one e-mail to the company and one to each employee); marking it paid lifts the suspension.
 */
let t: TestApp;
let superadminToken: string;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  superadminToken = await loginAs(t, 'superadmin', 'admin@champions.cz');
  staffToken = await loginAs(t, 'staff', 'recepce@champions.cz');
});
afterAll(async () => {
  await t?.close();
});

async function companyWithEmployee(name: string) {
  const company = await makeCompany(t, { companyName: name, companyId: '27082440' });
  const suffix = crypto.randomUUID().slice(0, 8);
  const [employee] = await t.db
    .insert(accounts)
    .values({ role: 'user', email: `zamestnanec-${suffix}@example.cz`, name: 'Jana Zaměstnaná' })
    .returning();
  const [seat] = await t.db
    .insert(companySeats)
    .values({
      companyId: company.id,
      email: employee!.email,
      userId: employee!.id,
      inviteTokenHash: `hash-${suffix}`,
      invitedAt: t.clock.now(),
      acceptedAt: t.clock.now(),
    })
    .returning();
  return { company, employee: employee!, seatId: seat!.id };
}

/** The employee's company-paid Championship (Prague) and an entry it covers, claimed for a slot within a day. */
async function coveredEntry(employee: { id: string; email: string }, seatId: string) {
  const [praha] = await t.db.select().from(areas).where(eq(areas.slug, 'praha'));
  await t.db.insert(subscriptions).values({
    userId: employee.id,
    type: 'CHAMPIONSHIP_FLEXIBLE',
    currentState: 'ACTIVE',
    areaId: praha!.id,
    startDate: t.clock.now(),
    numOfPeriods: 1,
    subscribedPrice: 0,
    monthlyPrice: 0,
    companySeatId: seatId,
  });
  const [partner] = await t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.email, 'partner@champions.cz')));
  const soon = new Date(t.clock.now().getTime() + 20 * 3_600_000);
  const [slot] = await partnerSlotsQuery(t, partner!.id, t.clock.now(), lt(timeSlots.startsAt, soon)).limit(
    1,
  );
  const token = await t.app.ctx.tokens.sign({ id: employee.id, email: employee.email, role: 'user', tv: 0 });
  const headers = { 'x-user-token': `Bearer ${token}` };
  const claimed = await t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers,
    payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId },
  });
  expect(claimed.statusCode, claimed.body).toBe(201);
  expect(claimed.json().entry).toMatchObject({ source: 'CHAMPIONSHIP', price: 0 });
  return headers;
}

async function scanCard(headers: Record<string, string>) {
  const card = (await t.app.inject({ method: 'GET', url: '/api/user/card', headers })).json();
  const code = `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(t.clock.now()))}`;
  const scan = (confirmTicketId?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/entries/scan',
      headers: { 'x-staff-token': `Bearer ${staffToken}` },
      payload: { code, ...(confirmTicketId ? { confirmTicketId } : {}) },
    });
  const res = await scan();
  expect(res.statusCode).toBe(200);
  // the slot is later today, not on now: the reception confirms the ticket the answer names
  const otherTime = res.json().otherTime as { ticketId: string } | undefined;
  return otherTime ? (await scan(otherTime.ticketId)).json() : res.json();
}

const runJob = () => jobHandlers(t.app)[SUSPEND_OVERDUE_JOB]!({});
const seatOf = async (id: string) =>
  (await t.db.select().from(companySeats).where(eq(companySeats.id, id)))[0]!;
const mailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('an invoice unpaid after its due date', () => {
  let overdue: Awaited<ReturnType<typeof companyWithEmployee>>;
  let invoiceNumber: string;
  let employeeHeaders: Record<string, string>;

  beforeAll(async () => {
    overdue = await companyWithEmployee('Strojírny Dlužník a.s.');
    employeeHeaders = await coveredEntry(overdue.employee, overdue.seatId);
    const invoice = await makeInvoice(t, overdue.company.id, { month: '2026-10', total: 150_000 });
    invoiceNumber = invoice.number;
    await t.db
      .update(companyInvoices)
      .set({ dueAt: new Date(t.clock.now().getTime() - 86_400_000) })
      .where(eq(companyInvoices.number, invoice.number));
  });

  it('suspends the seats and mails the company and the employee once (the job run twice)', async () => {
    await runJob();
    await runJob();
    expect((await seatOf(overdue.seatId)).suspendedAt).toEqual(t.clock.now());
    const companyMails = await mailsTo(overdue.company.email);
    expect(companyMails.map((m) => m.template)).toEqual(['company_invoice_overdue']);
    expect(companyMails[0]!.subject).toContain(invoiceNumber);
    expect(companyMails[0]!.text).toContain('pozastavili');
    const employeeMails = await mailsTo(overdue.employee.email);
    expect(employeeMails.map((m) => m.template)).toEqual(['company_seat_suspended']);
    expect(employeeMails[0]!.text).toContain('Strojírny Dlužník');
  });

  it("shows the suspension in the company's details (which invoice) and on the employee's plan", async () => {
    const businessToken = await t.app.ctx.tokens.sign({
      id: overdue.company.id,
      email: overdue.company.email,
      role: 'business',
      tv: 0,
    });
    const details = await t.app.inject({
      method: 'GET',
      url: '/api/business/company',
      headers: { 'x-business-token': `Bearer ${businessToken}` },
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().suspension).toMatchObject({
      since: t.clock.now().toISOString(),
      invoice: { number: invoiceNumber, total: 150_000, paidAt: null },
    });
    const data = (await t.app.inject({ method: 'GET', url: '/api/user/', headers: employeeHeaders })).json();
    expect(data.subscription.company).toEqual({ name: 'Strojírny Dlužník a.s.', suspended: true });
    // and on the QR card, before the employee walks to a reception that would refuse the entry
    const card = await t.app.inject({ method: 'GET', url: '/api/user/card', headers: employeeHeaders });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().plan.company).toEqual({ name: 'Strojírny Dlužník a.s.', suspended: true });
  });

  it('refuses the membership entry at the reception scan with the reason while suspended', async () => {
    expect(await scanCard(employeeHeaders)).toEqual({
      admitted: false,
      reason: 'no_entry',
      message:
        'Firemní členství je pozastavené: firma neuhradila fakturu po splatnosti. Vstup si zákazník může koupit v aplikaci.',
      userName: 'Jana Zaměstnaná',
    });
  });

  it('lifts the suspension when the back office marks the invoice paid, and tells the company', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/superadmin/businesses/invoices/${invoiceNumber}/paid`,
      headers: { 'x-superadmin-token': `Bearer ${superadminToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await seatOf(overdue.seatId)).suspendedAt).toBeNull();
    const data = (await t.app.inject({ method: 'GET', url: '/api/user/', headers: employeeHeaders })).json();
    expect(data.subscription.company).toEqual({ name: 'Strojírny Dlužník a.s.', suspended: false });
    const companyMails = await mailsTo(overdue.company.email);
    expect(companyMails.map((m) => m.template).sort()).toEqual([
      'company_invoice_overdue',
      'company_suspension_lifted',
    ]);
    // paid: the next run suspends nothing again
    await runJob();
    expect((await seatOf(overdue.seatId)).suspendedAt).toBeNull();
    expect(await mailsTo(overdue.employee.email)).toHaveLength(1);
    // and the reception admits her again
    expect(await scanCard(employeeHeaders)).toMatchObject({ admitted: true, source: 'CHAMPIONSHIP' });
  });
});

describe('an invoice not yet due', () => {
  it('changes nothing and sends nothing', async () => {
    const onTime = await companyWithEmployee('Pekárna Včas s.r.o.');
    await makeInvoice(t, onTime.company.id, { month: '2026-10', total: 90_000 });
    await runJob();
    expect((await seatOf(onTime.seatId)).suspendedAt).toBeNull();
    expect(await mailsTo(onTime.company.email)).toEqual([]);
    expect(await mailsTo(onTime.employee.email)).toEqual([]);
    expect(
      await t.db.select().from(emailOutbox).where(like(emailOutbox.template, 'company_seat_%')),
    ).toHaveLength(1);
  });
});
