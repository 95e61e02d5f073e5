import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  companyInvoices,
  companySeats,
  oneTimeTokens,
  payments,
  payouts,
  reviews,
  savedActivities,
  tickets,
  timeSlots,
  waitlistEntries,
} from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makePartnerWorld, venueBody } from './partner-fixtures.ts';
import { cardPaymentMaker } from './refund-kit.ts';
import { demoTokens, type Operation, openApiOperations, schemeHeaders } from './route-table-kit.ts';
import { voucherBuyer } from './voucher-fixtures.ts';

/**
 * Another tenant's ids, derived from the route table: every call of a partner, a company, a trainer or a
 * customer that takes an id in its path is sent, with the caller's own valid token and a well-formed
 * body, the id of a record that belongs to someone else (another partner's venue, price, slot, payout,
 * review, receptionist, trainer, invitation, API key, webhook endpoint or delivery; an admin account outside the partner organisation, and a
 * payment that is not the organisation's desk sale; another company's seat and invoice; another customer's payment, entry, card,
 * saved activity, waiting line and refund; a slot the trainer does not lead). Each answers 403 or 404,
 * and nothing in the database changes. A new call with an id in its path and no row in FOREIGN (or in
 * PUBLIC_IDS, with the reason) fails.
 */
let t: TestApp;
let operations: Operation[];
let tokens: Record<string, string>;
type Foreign = Record<string, string>;
const foreign: Foreign = {};
/** the owners' own tokens: the same ids answer them (so the refusals above are not of ids that do not exist) */
const owners: Record<string, Record<string, string>> = {};
const OWNER_READS = [
  'GET /api/admin/venues/{id}',
  'GET /api/admin/activities/{id}',
  'GET /api/admin/prices/{id}',
  'GET /api/admin/payouts/{id}',
  'GET /api/admin/webhooks/{id}/deliveries',
  'GET /api/user/payments/{paymentId}',
  'GET /api/user/payments/{paymentId}/receipt',
  'GET /api/user/payments/{paymentId}/entry',
];

/** The path parameters and the body of each call, filled with the other tenant's ids. */
const FOREIGN: Record<string, (f: Foreign) => { params: Record<string, string>; body?: unknown }> = {
  'GET /api/admin/{adminId}': (f) => ({ params: { adminId: f.partner! } }),
  'GET /api/admin/venues/{id}': (f) => ({ params: { id: f.venue! } }),
  'PUT /api/admin/venues/{id}': (f) => ({ params: { id: f.venue! }, body: JSON.parse(f.venueBody!) }),
  'PUT /api/admin/venues/{id}/published': (f) => ({ params: { id: f.venue! }, body: { published: false } }),
  'POST /api/admin/venues/{id}/photos': (f) => ({ params: { id: f.venue! } }),
  'DELETE /api/admin/venues/{id}/photos': (f) => ({
    params: { id: f.venue! },
    body: { url: '/uploads/photos/x.webp' },
  }),
  'GET /api/admin/activities/{id}': (f) => ({ params: { id: f.activity! } }),
  'PUT /api/admin/activities/{id}': (f) => ({
    params: { id: f.activity! },
    body: {
      venueId: f.venue,
      name: 'Převzatá lekce',
      activityCategoryId: null,
      description: '',
      durationMinutes: 60,
      capacity: 12,
      championsPlaces: null,
      options: [{ name: 'Vstup', price: 100, durationMinutes: 60 }],
    },
  }),
  'PUT /api/admin/activities/{id}/published': (f) => ({
    params: { id: f.activity! },
    body: { published: false },
  }),
  'POST /api/admin/activities/{id}/photos': (f) => ({ params: { id: f.activity! } }),
  'DELETE /api/admin/activities/{id}/photos': (f) => ({
    params: { id: f.activity! },
    body: { url: '/uploads/photos/x.webp' },
  }),
  'GET /api/admin/activities/{id}/reviews': (f) => ({ params: { id: f.activity! } }),
  'PUT /api/admin/activities/{activityId}/trainer': (f) => ({
    params: { activityId: f.activity! },
    body: { trainerId: null },
  }),
  'GET /api/admin/prices/{id}': (f) => ({ params: { id: f.option! } }),
  'PUT /api/admin/prices/{id}': (f) => ({
    params: { id: f.option! },
    body: { activityId: f.activity, name: 'Vstup', price: 100, durationMinutes: 60 },
  }),
  'DELETE /api/admin/prices/{id}': (f) => ({ params: { id: f.option! } }),
  'PUT /api/admin/slots/{id}': (f) => ({
    params: { id: f.slot! },
    body: { date: '2026-12-01', time: '10:00', durationMinutes: 60, capacity: 1, championsPlaces: null },
  }),
  'POST /api/admin/slots/{id}/cancel': (f) => ({ params: { id: f.slot! }, body: {} }),
  // the partner API with the demo partner's write key: another partner's slot is not found
  'GET /api/partner-api/slots/{id}/bookings': (f) => ({ params: { id: f.slot! } }),
  'PUT /api/partner-api/slots/{id}': (f) => ({
    params: { id: f.slot! },
    body: { date: '2026-12-01', time: '10:00', durationMinutes: 60, capacity: 1, championsPlaces: null },
  }),
  'POST /api/partner-api/slots/{id}/cancel': (f) => ({ params: { id: f.slot! }, body: {} }),
  'DELETE /api/admin/staff/{staffId}': (f) => ({ params: { staffId: f.staff! } }),
  'DELETE /api/admin/api-keys/{id}': (f) => ({ params: { id: f.apiKey! } }),
  'PUT /api/admin/webhooks/{id}': (f) => ({ params: { id: f.webhook! }, body: { enabled: false } }),
  'DELETE /api/admin/webhooks/{id}': (f) => ({ params: { id: f.webhook! } }),
  'POST /api/admin/webhooks/{id}/rotate-secret': (f) => ({ params: { id: f.webhook! } }),
  'POST /api/admin/webhooks/{id}/test': (f) => ({ params: { id: f.webhook! } }),
  'GET /api/admin/webhooks/{id}/deliveries': (f) => ({ params: { id: f.webhook! } }),
  'POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend': (f) => ({
    params: { id: f.webhook!, deliveryId: f.webhookDelivery! },
  }),
  'PUT /api/admin/staff/{staffId}': (f) => ({ params: { staffId: f.staff! }, body: { venueIds: [] } }),
  'DELETE /api/admin/staff/invitations/{invitationId}': (f) => ({ params: { invitationId: f.invitation! } }),
  'DELETE /api/admin/trainers/{trainerId}': (f) => ({ params: { trainerId: f.trainer! } }),
  'DELETE /api/admin/trainers/invitations/{invitationId}': (f) => ({
    params: { invitationId: f.trainerInvitation! },
  }),
  'POST /api/partner/org/admins/{adminId}/session': (f) => ({ params: { adminId: f.partner! }, body: {} }),
  'GET /api/partner/org/reception/walk-in/{paymentId}': (f) => ({ params: { paymentId: f.payment! } }),
  'POST /api/partner/org/reception/walk-in/{paymentId}/cancel': (f) => ({
    params: { paymentId: f.payment! },
    body: {},
  }),
  'POST /api/partner/org/reception/walk-in/{paymentId}/admit': (f) => ({
    params: { paymentId: f.payment! },
    body: {},
  }),
  'GET /api/admin/payouts/{id}': (f) => ({ params: { id: f.payout! } }),
  'GET /api/admin/payouts/{id}/entries': (f) => ({ params: { id: f.payout! } }),
  'GET /api/admin/payouts/{id}/statement.pdf': (f) => ({ params: { id: f.payout! } }),
  'POST /api/admin/reviews/{id}/reply': (f) => ({ params: { id: f.review! }, body: { reply: 'Děkujeme.' } }),
  'DELETE /api/business/seats/{id}': (f) => ({ params: { id: f.seat! } }),
  'GET /api/business/invoices/{number}/pdf': (f) => ({ params: { number: f.invoice! } }),
  'POST /api/trainer/slots/{slotId}/bookings/{ticketId}/attendance': (f) => ({
    params: { slotId: f.slot!, ticketId: f.ticket! },
    body: {},
  }),
  'DELETE /api/user/payment-methods/{paymentMethodId}': (f) => ({ params: { paymentMethodId: f.card! } }),
  'POST /api/user/payment-methods/setup-intent/{setupIntentId}/sync': (f) => ({
    params: { setupIntentId: f.setupIntent! },
    body: {},
  }),
  'DELETE /api/user/waitlist/{id}': (f) => ({ params: { id: f.waitlist! } }),
  'GET /api/user/payments/{paymentId}/entry': (f) => ({ params: { paymentId: f.payment! } }),
  'GET /api/user/payments/{paymentId}/voucher': (f) => ({ params: { paymentId: f.voucherPayment! } }),
  'POST /api/user/vouchers/{voucherId}/withdraw': (f) => ({ params: { voucherId: f.voucher! }, body: {} }),
  'GET /api/user/entries/{id}/calendar.ics': (f) => ({ params: { id: f.ticket! } }),
  'POST /api/user/entries/{id}/cancel': (f) => ({ params: { id: f.ticket! }, body: {} }),
  'GET /api/user/entries/{id}/guests': (f) => ({ params: { id: f.ticket! } }),
  'POST /api/user/entries/guests/{ticketId}/send': (f) => ({
    params: { ticketId: f.ticket! },
    body: { email: 'cizi@example.cz' },
  }),
  'POST /api/user/entries/{id}/review': (f) => ({ params: { id: f.ticket! }, body: { rating: 5 } }),
  'GET /api/user/payments/{paymentId}': (f) => ({ params: { paymentId: f.payment! } }),
  'GET /api/user/payments/{paymentId}/receipt': (f) => ({ params: { paymentId: f.payment! } }),
  'GET /api/user/payments/{paymentId}/receipt.pdf': (f) => ({ params: { paymentId: f.payment! } }),
  'POST /api/user/payments/{paymentId}/cancel': (f) => ({ params: { paymentId: f.payment! }, body: {} }),
  'POST /api/user/payments/{paymentId}/sync': (f) => ({ params: { paymentId: f.payment! }, body: {} }),
  'POST /api/user/payments/{paymentId}/card-saving': (f) => ({
    params: { paymentId: f.payment! },
    body: { saveCard: true },
  }),
  // the other customer's payment, paid with the other customer's card
  'POST /api/user/payments/{paymentId}/saved-card': (f) => ({
    params: { paymentId: f.payment! },
    body: { paymentMethodId: f.card! },
  }),
  'GET /api/user/refunds/{refundId}/credit-note.pdf': (f) => ({ params: { refundId: f.refund! } }),
  'GET /api/user/credits/{id}/credit-note.pdf': (f) => ({ params: { id: f.creditReturn! } }),
};

/**
 * Calls whose path id names a public record, not a tenant's: a customer saves or unsaves any published
 * activity in their own list (what another customer saved is not reachable through it).
 */
const PUBLIC_IDS = [
  'PUT /api/user/saved/{id}',
  'DELETE /api/user/saved/{id}',
  // a friend's place: its unguessable link token is the credential that gives the place to whoever holds it
  'POST /api/user/friend-places/{token}/claim',
];

/** The tables a refused call must leave as they were. */
const WATCHED = [
  'accounts',
  'venues',
  'activities',
  'activity_options',
  'time_slots',
  'tickets',
  'entries',
  'payments',
  'payment_methods',
  'payment_refunds',
  'saved_activities',
  'waitlist_entries',
  'reviews',
  'staff_venues',
  'partner_api_keys',
  'webhook_endpoints',
  'webhook_deliveries',
  'one_time_tokens',
  'payouts',
  'company_seats',
  'company_invoices',
  'credit_ledger',
];

async function fingerprint(): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of WATCHED) {
    const rows = await t.db.execute(
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`),
    );
    result[table] = String((rows as unknown as { rows: { h: string }[] }).rows[0]!.h);
  }
  return result;
}

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000' } });
  operations = await openApiOperations(t.app);
  tokens = await demoTokens(t.app);
  // the partner API's calls are signed with a write key of the demo partner (it reads too)
  const writeKey = await t.app.inject({
    method: 'POST',
    url: '/api/admin/api-keys',
    headers: { 'x-admin-token': `Bearer ${tokens.admin}` },
    payload: { name: 'Zápis', scope: 'write' },
  });
  expect(writeKey.statusCode, writeKey.body).toBe(201);
  tokens.partnerApiKey = writeKey.json().key;
  // used once now (the clock stands still): its last use stays the same through the refusals below
  const used = await t.app.inject({
    method: 'GET',
    url: '/api/partner-api/activities',
    headers: schemeHeaders('partnerApiKey', tokens),
  });
  expect(used.statusCode, used.body).toBe(200);

  // another partner: venue, activity, price, slot, receptionist, an open invitation, a payout
  const world = await makePartnerWorld(t, 'Cizí');
  const now = t.clock.now();
  const [slot] = await t.db
    .insert(timeSlots)
    .values({
      activityId: world.activity.id,
      startsAt: new Date(now.getTime() + 3 * 86_400_000),
      endsAt: new Date(now.getTime() + 3 * 86_400_000 + 3_600_000),
      capacity: 10,
    })
    .returning();
  const partnerToken = await t.app.ctx.tokens.sign({
    id: world.partner.id,
    email: world.partner.email,
    role: 'admin',
    tv: 0,
  });
  const invited = `pozvana-${world.suffix}@example.cz`;
  const invitation = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/invitations',
    headers: { 'x-admin-token': `Bearer ${partnerToken}` },
    payload: { email: invited, venueIds: [world.venue.id] },
  });
  expect(invitation.statusCode, invitation.body).toBe(202);
  const [token] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.email, invited));
  const apiKey = await t.app.inject({
    method: 'POST',
    url: '/api/admin/api-keys',
    headers: { 'x-admin-token': `Bearer ${partnerToken}` },
    payload: { name: 'Cizí klíč', scope: 'read' },
  });
  expect(apiKey.statusCode, apiKey.body).toBe(201);
  const webhook = await t.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: { 'x-admin-token': `Bearer ${partnerToken}` },
    payload: { url: 'https://example.cz/webhooky', types: ['booking.created'] },
  });
  expect(webhook.statusCode, webhook.body).toBe(201);
  const webhookTest = await t.app.inject({
    method: 'POST',
    url: `/api/admin/webhooks/${webhook.json().endpoint.id}/test`,
    headers: { 'x-admin-token': `Bearer ${partnerToken}` },
  });
  expect(webhookTest.statusCode, webhookTest.body).toBe(202);
  const invitedTrainer = `trener-${world.suffix}@example.cz`;
  const trainerInvitation = await t.app.inject({
    method: 'POST',
    url: '/api/admin/trainers/invitations',
    headers: { 'x-admin-token': `Bearer ${partnerToken}` },
    payload: { email: invitedTrainer, venueIds: [world.venue.id] },
  });
  expect(trainerInvitation.statusCode, trainerInvitation.body).toBe(202);
  const [trainerToken] = await t.db
    .select()
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.email, invitedTrainer));
  const [trainer] = await t.db
    .insert(accounts)
    .values({
      role: 'trainer',
      adminId: world.partner.id,
      email: `trenerka-${world.suffix}@example.cz`,
      name: 'Cizí Trenérka',
      emailVerifiedAt: now,
    })
    .returning();
  const [payout] = await t.db
    .insert(payouts)
    .values({ adminId: world.partner.id, periodStart: now, periodEnd: now, amount: 1000 })
    .returning();

  // another customer: a card payment with its entry and saved card, a saved activity, a waiting line,
  // a refund; and a ticket on the other partner's slot, reviewed
  const paid = await cardPaymentMaker(() => t, 'cizi')();
  const [ticket] = await t.db.select().from(tickets).where(eq(tickets.userId, paid.user.id));
  const cards = (
    await t.app.inject({ method: 'GET', url: '/api/user/payment-methods', headers: paid.headers })
  ).json().paymentMethods as { id: string }[];
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/user/payment-methods/setup-intent',
    headers: paid.headers,
  });
  await t.db.insert(savedActivities).values({ userId: paid.user.id, activityId: world.activity.id });
  const [line] = await t.db
    .insert(waitlistEntries)
    .values({ userId: paid.user.id, timeSlotId: slot!.id, optionId: world.option.id })
    .returning();
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/superadmin/users/${paid.user.id}/payments/${paid.payment.id}/refunds`,
    headers: { 'x-superadmin-token': `Bearer ${tokens.superadmin}`, 'idempotency-key': randomUUID() },
    payload: { amount: 100, reason: 'Částečné vrácení pro test' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  // another customer's entry cancelled in time: its price came back as credit, with a credit note
  const returned = await cardPaymentMaker(() => t, 'cizikredit')();
  const [returnedTicket] = await t.db.select().from(tickets).where(eq(tickets.userId, returned.user.id));
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/user/entries/${returnedTicket!.id}/cancel`,
    headers: returned.headers,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const credits = await t.app.inject({
    method: 'GET',
    url: '/api/user/credits/history',
    headers: returned.headers,
  });
  const creditReturn = credits.json().movements[0];
  expect(creditReturn.creditNoteNumber).toEqual(expect.any(String));
  const [onWorld] = await t.db
    .insert(tickets)
    .values({
      userId: paid.user.id,
      activityId: world.activity.id,
      optionId: world.option.id,
      timeSlotId: slot!.id,
      price: 0,
      source: 'PAYG',
      expiresAt: slot!.endsAt,
    })
    .returning();
  const [review] = await t.db
    .insert(reviews)
    .values({ ticketId: onWorld!.id, userId: paid.user.id, activityId: world.activity.id, rating: 4 })
    .returning();

  // another company: a seat and an invoice
  const [company] = await t.db
    .insert(accounts)
    .values({
      role: 'business',
      email: `cizi-firma-${world.suffix}@example.cz`,
      name: 'Cizí Personalistka',
      companyName: 'Cizí firma s.r.o.',
      companyId: '25596641',
      billingAddress: 'Vinohradská 12, 120 00 Praha 2',
      emailVerifiedAt: now,
    })
    .returning();
  const [seat] = await t.db
    .insert(companySeats)
    .values({
      companyId: company!.id,
      email: `zamestnanec-${world.suffix}@example.cz`,
      inviteTokenHash: randomUUID(),
      invitedAt: now,
    })
    .returning();
  const [invoice] = await t.db
    .insert(companyInvoices)
    .values({
      number: 'F2099-000001',
      companyId: company!.id,
      month: '2026-10',
      total: 179_900,
      variableSymbol: '9999000001',
      issuedAt: now,
      dueAt: now,
      document: {},
    })
    .returning();

  // another customer's gift voucher
  const gift = await voucherBuyer(() => t, 'cizi-poukaz')();

  owners.admin = { 'x-admin-token': `Bearer ${partnerToken}` };
  owners.user = paid.headers;
  Object.assign(foreign, {
    partner: world.partner.id,
    venue: world.venue.id,
    venueBody: JSON.stringify(venueBody(world, 'Převzaté sportoviště')),
    activity: world.activity.id,
    option: world.option.id,
    slot: slot!.id,
    staff: world.staff.id,
    invitation: token!.id,
    apiKey: apiKey.json().apiKey.id,
    webhook: webhook.json().endpoint.id,
    webhookDelivery: webhookTest.json().id,
    trainer: trainer!.id,
    trainerInvitation: trainerToken!.id,
    payout: payout!.id,
    review: review!.id,
    seat: seat!.id,
    invoice: invoice!.number,
    ticket: onWorld!.id,
    boughtTicket: ticket!.id,
    card: cards[0]!.id,
    setupIntent: setup.json().setupIntentId,
    waitlist: line!.id,
    payment: paid.payment.id,
    refund: refund.json().refund.id,
    creditReturn: creditReturn.id,
    voucher: gift.voucher.id,
    voucherPayment: (await t.db.select().from(payments).where(eq(payments.userId, gift.buyer.id)))[0]!.id,
  });
}, 300_000);
afterAll(async () => t?.close());

describe('another tenant’s ids', () => {
  it('answer their owners (the ids are real)', async () => {
    for (const name of OWNER_READS) {
      const [method, path] = name.split(' ') as [string, string];
      const operation = operations.find((o) => o.method === method && o.path === path)!;
      const { params } = FOREIGN[name]!(foreign);
      const url = path.replace(/\{([^}]+)\}/g, (_, key: string) => params[key]!);
      const res = await t.app.inject({ method: 'GET', url, headers: owners[operation.role!] });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('every call with an id in its path has a row here', () => {
    const withIds = operations
      .filter((o) => o.role && o.role !== 'superadmin' && o.path.includes('{'))
      .map((o) => `${o.method} ${o.path}`);
    expect(withIds.filter((name) => !FOREIGN[name] && !PUBLIC_IDS.includes(name))).toEqual([]);
  });

  it('are refused with 403 or 404 by every call, and nothing changes', async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations.filter((o) => FOREIGN[`${o.method} ${o.path}`])) {
      const name = `${operation.method} ${operation.path}`;
      const { params, body } = FOREIGN[name]!(foreign);
      const url = operation.path.replace(/\{([^}]+)\}/g, (_, key: string) =>
        encodeURIComponent(params[key]!),
      );
      sent += 1;
      const res = await t.app.inject({
        remoteAddress: `10.7.${(sent >> 8) & 255}.${sent & 255}`,
        method: operation.method as 'GET',
        url,
        headers: { ...schemeHeaders(operation.role!, tokens), 'idempotency-key': randomUUID() },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (res.statusCode !== 403 && res.statusCode !== 404)
        failures.push(`${name} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });
});
