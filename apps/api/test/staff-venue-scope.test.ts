import { cardTimeStep } from '@champions/domain';
import { and, asc, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, entries, tickets, timeSlots, venues } from '../src/db/schema.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { pragueDate, pragueWallTimeToDate } from '../src/shared/prague-time.ts';
import { adminHeaders, customerMaker, loginAs, partnerSlotsQuery, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';

// A receptionist assigned to one venue admits only there: a scan naming another venue of the same
// partner is refused, a scan without a venue does not reach the other venue's tickets, and the
// day's list shows only the assigned venue.

let t: TestApp;
let partnerId: string;
let partnerToken: string;
let staffToken: string;
let assigned: { id: string; name: string };
let other: { id: string; name: string };

const staff = () => ({ 'x-staff-token': `Bearer ${staffToken}` });
const makeCustomer = customerMaker(() => t, 'navstevnik', 'Návštěvník');

/** A slot later today (Prague day) at the venue, so that its ticket is admissible now and listed today. */
async function slotToday(venueId: string, skip = 0) {
  const today = pragueDate(t.clock.now());
  const endOfDay = pragueWallTimeToDate(today.year, today.month, today.day + 1, 0);
  const [slot] = await partnerSlotsQuery(
    t,
    partnerId,
    t.clock.now(),
    eq(venues.id, venueId),
    lt(timeSlots.startsAt, endOfDay),
  ).offset(skip);
  expect(slot, 'the demo calendar has a slot later today at the venue').toBeDefined();
  return slot!;
}

/** A customer holding a ticket for the slot, and their current card code. */
async function ticketHolder(slot: { slotId: string; optionId: string }) {
  const customer = await makeCustomer(100_000);
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: userHeaders(customer.token),
    payload: { timeSlotId: slot.slotId, optionId: slot.optionId },
  });
  expect(bought.statusCode).toBe(201);
  const card = (
    await t.app.inject({ method: 'GET', url: '/api/user/card', headers: userHeaders(customer.token) })
  ).json();
  const code = cardCodeAt(card.secret, cardTimeStep(t.clock.now()));
  return { ticketId: bought.json().entry.id as string, payload: `CH1.${card.userId}.${code}`, code };
}

/** A scan; `confirmTicketId`: the reception confirms a ticket of a later slot (not on now). */
async function scan(
  headers: Record<string, string>,
  code: string,
  venueId?: string,
  confirmTicketId?: string,
) {
  const url = 'x-admin-token' in headers ? '/api/admin/entries/scan' : '/api/staff/entries/scan';
  return t.app.inject({
    method: 'POST',
    url,
    headers,
    payload: { code, ...(venueId ? { venueId } : {}), ...(confirmTicketId ? { confirmTicketId } : {}) },
  });
}

const ticketUsed = async (id: string) =>
  (await t.db.select({ isUsed: tickets.isUsed }).from(tickets).where(eq(tickets.id, id)))[0]!.isUsed;
const entriesOf = async (ticketId: string) =>
  t.db.select().from(entries).where(eq(entries.ticketId, ticketId));

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  const [partner] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.email, 'partner@champions.cz')));
  partnerId = partner!.id;
  partnerToken = await loginAs(t, 'admin', 'partner@champions.cz');
  staffToken = await loginAs(t, 'staff', 'recepce@champions.cz');
  const own = await t.db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(eq(venues.adminId, partnerId))
    .orderBy(asc(venues.name));
  expect(own.length).toBeGreaterThanOrEqual(2);
  [assigned, other] = [own[0]!, own[1]!];
  const [receptionist] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'recepce@champions.cz'));
  const assign = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/staff/${receptionist!.id}`,
    headers: adminHeaders(partnerToken),
    payload: { venueIds: [assigned.id] },
  });
  expect(assign.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('a receptionist assigned to one venue', () => {
  it('is refused (403, Czech) when the scan names another venue of the partner, and nothing is admitted', async () => {
    const holder = await ticketHolder(await slotToday(other.id));
    const res = await scan(staff(), holder.payload, other.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'VENUE_NOT_ASSIGNED',
      message: 'Na tomto sportovišti nemůžete odbavovat vstupy: nejste k němu přiřazeni.',
    });
    expect(await ticketUsed(holder.ticketId)).toBe(false);
    expect(await entriesOf(holder.ticketId)).toEqual([]);
  });

  it('admits nothing at another venue when the scan names no venue, by QR or by typed digits', async () => {
    const holder = await ticketHolder(await slotToday(other.id, 1));
    const byQr = await scan(staff(), holder.payload);
    expect(byQr.statusCode).toBe(200);
    expect(byQr.json()).toMatchObject({ admitted: false, reason: 'other_venue' });
    expect(byQr.json().message).toContain(other.name);
    const typed = await scan(staff(), holder.code);
    expect(typed.json()).toMatchObject({ admitted: false });
    expect(await ticketUsed(holder.ticketId)).toBe(false);
    expect(await entriesOf(holder.ticketId)).toEqual([]);

    // the partner admits the same ticket at that venue
    const byPartner = await scan(adminHeaders(partnerToken), holder.payload, other.id, holder.ticketId);
    expect(byPartner.json()).toMatchObject({ admitted: true, ticketId: holder.ticketId });
  });

  it('admits at the assigned venue, with or without naming it', async () => {
    const named = await ticketHolder(await slotToday(assigned.id));
    const first = await scan(staff(), named.payload, assigned.id, named.ticketId);
    expect(first.json()).toMatchObject({
      admitted: true,
      ticketId: named.ticketId,
      venueName: assigned.name,
    });
    const unnamed = await ticketHolder(await slotToday(assigned.id, 1));
    const second = await scan(staff(), unnamed.payload, undefined, unnamed.ticketId);
    expect(second.json()).toMatchObject({ admitted: true, ticketId: unnamed.ticketId });
  });

  it('sees today only the assigned venue: its entries, its scans and its name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/entries/today', headers: staff() });
    expect(res.statusCode).toBe(200);
    const today = res.json();
    expect(today.venues).toEqual([assigned]);
    expect(today.entries.length).toBeGreaterThan(0);
    expect(new Set(today.entries.map((e: { venueId: string }) => e.venueId))).toEqual(new Set([assigned.id]));
    expect(today.recentScans.length).toBeGreaterThan(0);
    expect(new Set(today.recentScans.map((s: { venueName: string }) => s.venueName))).toEqual(
      new Set([assigned.name]),
    );

    // the partner sees both venues, so the receptionist's list is narrower for a reason
    const partnerView = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/entries/today',
        headers: adminHeaders(partnerToken),
      })
    ).json();
    expect(partnerView.entries.some((e: { venueId: string }) => e.venueId === other.id)).toBe(true);
    expect(partnerView.recentScans.some((s: { venueName: string }) => s.venueName === other.name)).toBe(true);
  });
});
