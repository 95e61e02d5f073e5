import type { ApiCall } from '@champions/contract';
import * as contract from '@champions/contract';
import { nextCalendarDay, pragueDayKey } from '@champions/domain';
import { eq } from 'drizzle-orm';
import {
  accounts,
  activityCategories,
  entries,
  partnerOrganisationAdmins,
  partnerSettings,
  payoutEntries,
  payouts,
  priceChanges,
  requests,
  tickets,
  venues,
} from '../src/db/schema.ts';
import { postPartnerEarning } from '../src/modules/books/index.ts';
import { makeCompany, makeInvoice } from './business-fixtures.ts';
import { customerMaker } from './customers.ts';
import type { TestApp } from './harness.ts';
import { activityBody, makePartnerWorld, venueBody } from './partner-fixtures.ts';
import { cardPaymentMaker } from './refund-kit.ts';
import { voucherBuyer } from './voucher-fixtures.ts';

/**
 * The back office's calls, read from the route table: every call of every `*_CALLS` table whose role
 * is 'superadmin' (account calls are mounted under /superadmin). New back-office calls join the
 * authorization and audit tests by themselves.
 */
export function superadminCalls(): { key: string; call: ApiCall; path: string }[] {
  const found: { key: string; call: ApiCall; path: string }[] = [];
  for (const [tableName, table] of Object.entries(contract)) {
    if (!tableName.endsWith('_CALLS') || typeof table !== 'object' || table === null) continue;
    for (const call of Object.values(table as Record<string, ApiCall>)) {
      if (call?.role !== 'superadmin') continue;
      const path = tableName === 'ACCOUNT_CALLS' ? `/superadmin${call.path}` : call.path;
      found.push({ key: `${call.method} ${path}`, call, path });
    }
  }
  return found;
}

export interface ExampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallExample {
  /** builds a valid request (the data it needs is made here, fresh for each use) */
  request(t: TestApp, ids: { superadmin: string; admin: string }): Promise<ExampleRequest>;
  /** the audit action a successful call writes (required for every write call) */
  audit?: string;
}

const makeCustomer = (() => {
  let app: TestApp;
  const make = customerMaker(() => app, 'priklad', 'Příklad');
  return (t: TestApp, credits = 0) => {
    app = t;
    return make(credits);
  };
})();

const BANK_ACCOUNT = '19-2000145399/0800';

/** A customer's succeeded card payment of an entry, with its receipt (back-office refunds). */
const makeCardPayment = (() => {
  let app: TestApp;
  const make = cardPaymentMaker(() => app, 'prikladvraceni');
  return (t: TestApp) => {
    app = t;
    return make();
  };
})();

/** An activity category nothing uses yet, last in its list. */
async function makeActivityCategory(t: TestApp) {
  const suffix = crypto.randomUUID().slice(0, 8);
  const [category] = await t.db
    .insert(activityCategories)
    .values({ slug: `priklad-${suffix}`, name: `Příklad ${suffix}`, icon: 'fitness', sortOrder: 1000 })
    .returning();
  return { kind: 'activity', id: category!.id };
}

/**
 * A payout of October 2026 with one admitted entry, of a partner of its own (so examples never meet):
 * a draft to review, or approved to export and pay.
 */
async function makePayout(t: TestApp, status: 'draft' | 'approved') {
  const [partner] = await t.db
    .insert(accounts)
    .values({
      role: 'admin',
      email: `vyplata-${crypto.randomUUID().slice(0, 8)}@example.cz`,
      name: 'Příklad výplaty',
      emailVerifiedAt: t.clock.now(),
    })
    .returning();
  await t.db.insert(partnerSettings).values({
    adminId: partner!.id,
    companyName: 'Příklad s.r.o.',
    bankAccount: BANK_ACCOUNT,
  });
  const [someTicket] = await t.db.select().from(tickets).limit(1);
  const [anyVenue] = await t.db.select().from(venues).limit(1);
  // the partner's own venue, so that the entry's earning is owed to the partner the payout pays
  const [venue] = await t.db
    .insert(venues)
    .values({
      adminId: partner!.id,
      areaId: anyVenue!.areaId,
      name: 'Příklad výplaty – sál',
      street: anyVenue!.street,
      city: anyVenue!.city,
      lat: anyVenue!.lat,
      lng: anyVenue!.lng,
    })
    .returning();
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
      partnerEarning: 10_000,
      scannedAt: new Date('2026-10-10T10:00:00Z'),
    })
    .returning();
  await postPartnerEarning(t.db, { id: entry!.id, partnerId: partner!.id, earning: 10_000 });
  const [payout] = await t.db
    .insert(payouts)
    .values({
      adminId: partner!.id,
      periodStart: new Date('2026-09-30T22:00:00Z'),
      periodEnd: new Date('2026-10-31T23:00:00Z'),
      periodKey: '2026-10',
      amount: 10_000,
      gross: 10_000,
      entryCount: 1,
      status,
      bankAccount: BANK_ACCOUNT,
      companyName: 'Příklad s.r.o.',
      variableSymbol: '202610',
      computedAt: t.clock.now(),
      ...(status === 'approved' ? { approvedAt: t.clock.now() } : {}),
    })
    .returning();
  await t.db.insert(payoutEntries).values({ payoutId: payout!.id, entryId: entry!.id, earning: 10_000 });
  return { payoutId: payout!.id, entryId: entry!.id };
}

/** A contact request in the inbox, fresh for each example. */
async function makeRequest(t: TestApp) {
  const [row] = await t.db
    .insert(requests)
    .values({ kind: 'contact', name: 'Příklad Tazatel', email: 'tazatel@example.cz', message: 'Dotaz' })
    .returning();
  return { id: row!.id };
}

/**
 * A valid request for each back-office call, keyed `METHOD /path` as the route table declares it.
 * The audit walk fails for a write call (any method but GET) that has no example here, or whose
 * example names no audit action: add one with every new back-office write.
 */
export const BACKOFFICE_EXAMPLES: Record<string, CallExample> = {
  'POST /superadmin/impersonate': {
    request: async (_t, ids) => ({ body: { adminId: ids.admin } }),
    audit: 'impersonation.start',
  },
  'POST /superadmin/users/:id/credits': {
    request: async (t) => ({
      params: { id: (await makeCustomer(t)).id },
      body: { direction: 'grant', amount: 20_000, reason: 'Omluva za výpadek' },
      headers: { 'idempotency-key': `priklad-${crypto.randomUUID()}` },
    }),
    audit: 'backoffice.credit.grant',
  },
  'PUT /superadmin/users/:id/block': {
    request: async (t) => ({
      params: { id: (await makeCustomer(t)).id },
      body: { blocked: true, reason: 'Podezření na zneužití účtu' },
    }),
    audit: 'backoffice.user.block',
  },
  'POST /superadmin/users/:id/resend-verification': {
    request: async (t) => {
      const customer = await makeCustomer(t);
      await t.db.update(accounts).set({ emailVerifiedAt: null }).where(eq(accounts.id, customer.id));
      return { params: { id: customer.id } };
    },
    audit: 'backoffice.user.resend_verification',
  },
  'POST /superadmin/payouts/compute': {
    // the demo partner's visits of October (seed history), paid to its account
    request: async (t, ids) => {
      await t.db
        .insert(partnerSettings)
        .values({ adminId: ids.admin, bankAccount: BANK_ACCOUNT })
        .onConflictDoUpdate({ target: partnerSettings.adminId, set: { bankAccount: BANK_ACCOUNT } });
      return { body: { frequency: 'monthly', period: '2026-10' } };
    },
    audit: 'payout.compute',
  },
  'POST /superadmin/payouts/:id/entries/:entryId/void': {
    request: async (t) => {
      const { payoutId, entryId } = await makePayout(t, 'draft');
      return { params: { id: payoutId, entryId }, body: { reason: 'Naskenováno omylem' } };
    },
    audit: 'payout.void_entry',
  },
  'POST /superadmin/payouts/:id/commission': {
    request: async (t) => ({
      params: { id: (await makePayout(t, 'draft')).payoutId },
      body: { commissionBps: 1000 },
    }),
    audit: 'payout.commission',
  },
  'POST /superadmin/payouts/:id/approve': {
    request: async (t) => ({ params: { id: (await makePayout(t, 'draft')).payoutId } }),
    audit: 'payout.approve',
  },
  'POST /superadmin/payouts/:id/paid': {
    request: async (t) => ({ params: { id: (await makePayout(t, 'approved')).payoutId } }),
    audit: 'payout.paid',
  },
  'POST /superadmin/payouts/exports': {
    request: async (t) => ({
      body: { payoutIds: [(await makePayout(t, 'approved')).payoutId], dueDate: '2026-11-30' },
    }),
    audit: 'payout.export',
  },
  'POST /superadmin/categories': {
    request: async () => ({
      body: { kind: 'activity', name: `Nová ${crypto.randomUUID().slice(0, 8)}`, icon: 'joga' },
    }),
    audit: 'category.create',
  },
  'PUT /superadmin/categories/:kind/:id': {
    request: async (t) => ({
      params: await makeActivityCategory(t),
      body: { name: `Přejmenovaná ${crypto.randomUUID().slice(0, 8)}`, icon: 'plavani' },
    }),
    audit: 'category.update',
  },
  'POST /superadmin/categories/:kind/:id/move': {
    request: async (t) => ({ params: await makeActivityCategory(t), body: { direction: 'up' } }),
    audit: 'category.reorder',
  },
  'DELETE /superadmin/categories/:kind/:id': {
    request: async (t) => ({ params: await makeActivityCategory(t) }),
    audit: 'category.delete',
  },
  'POST /superadmin/entries/:id/void': {
    // a membership visit in a draft payout: voiding it also voids the payout's line
    request: async (t) => ({
      params: { id: (await makePayout(t, 'draft')).entryId },
      body: { reason: 'Naskenováno omylem' },
    }),
    audit: 'backoffice.entry.void',
  },
  'GET /superadmin/users/:id/export': {
    request: async (t) => ({ params: { id: (await makeCustomer(t)).id } }),
    audit: 'gdpr.export',
  },
  'PUT /superadmin/requests/:id/state': {
    request: async (t) => ({ params: await makeRequest(t), body: { status: 'in_progress' } }),
    audit: 'request.state',
  },
  'PUT /superadmin/requests/:id/assignee': {
    request: async (t, ids) => ({ params: await makeRequest(t), body: { assigneeId: ids.superadmin } }),
    audit: 'request.assign',
  },
  'POST /superadmin/requests/:id/notes': {
    request: async (t) => ({ params: await makeRequest(t), body: { body: 'Zavolat zpět v pondělí.' } }),
    audit: 'request.note',
  },
  'POST /superadmin/requests/:id/replies': {
    request: async (t) => ({
      params: await makeRequest(t),
      body: { subject: 'Odpověď na dotaz', body: 'Dobrý den, děkujeme.', key: crypto.randomUUID() },
    }),
    audit: 'request.reply',
  },
  // the dashboard and the header's search box (read-only)
  'GET /superadmin/dashboard': { request: async () => ({ query: { days: '90' } }) },
  'GET /superadmin/search': { request: async () => ({ query: { q: 'novak' } }) },
  // the Ceník (scheduled prices): a change from a later day, and cancelling a future one
  'POST /superadmin/prices': {
    request: async (t) => ({ body: { target: 'PAYG_PLUS', amount: 129, startsOn: dayAfterNext(t) } }),
    audit: 'price.schedule',
  },
  'POST /superadmin/prices/:id/cancel': {
    request: async (t, ids) => {
      const [change] = await t.db
        .insert(priceChanges)
        .values({ target: 'FLEXIBLE', value: 24_900, startsOn: dayAfterNext(t), createdBy: ids.superadmin })
        .returning();
      return { params: { id: change!.id } };
    },
    audit: 'price.cancel',
  },
  // partner approval and suspension
  'POST /superadmin/requests/:id/approve-partner': {
    request: async (t) => ({ params: await makePartnerRequest(t) }),
    audit: 'backoffice.partner.approve',
  },
  'POST /superadmin/requests/:id/reject-partner': {
    request: async (t) => ({
      params: await makeSubmittedPartnerRequest(t),
      body: { reason: 'Doplňte prosím fotografie sportoviště.' },
    }),
    audit: 'backoffice.partner.reject',
  },
  'GET /superadmin/admins/:id': {
    request: async (_t, ids) => ({ params: { id: ids.admin } }),
  },
  'POST /superadmin/admins/:id/suspend': {
    request: async (t) => ({ params: await makeQuietPartner(t), body: { reason: 'Porušení podmínek' } }),
    audit: 'backoffice.partner.suspend',
  },
  'POST /superadmin/admins/:id/lift-suspension': {
    request: async (t) => ({
      params: await makeQuietPartner(t, t.clock.now()),
      body: { reason: 'Vše vyřešeno' },
    }),
    audit: 'backoffice.partner.unsuspend',
  },
  // partner organisations: the list, creating one, linking and unlinking an admin account
  'GET /superadmin/organisations': { request: async () => ({}) },
  'POST /superadmin/organisations': {
    request: async () => ({
      body: {
        name: 'Příklad organizace s.r.o.',
        contactName: 'Eva Příkladová',
        email: `organizace-${crypto.randomUUID().slice(0, 8)}@example.cz`,
      },
    }),
    audit: 'backoffice.organisation.create',
  },
  'POST /superadmin/organisations/:id/admins': {
    request: async (t) => ({
      params: await makeOrganisation(t),
      body: { adminId: (await makeQuietPartner(t)).id },
    }),
    audit: 'backoffice.organisation.link',
  },
  'DELETE /superadmin/organisations/:id/admins/:adminId': {
    request: async (t) => {
      const organisation = await makeOrganisation(t);
      const admin = await makeQuietPartner(t);
      await t.db.insert(partnerOrganisationAdmins).values({ partnerId: organisation.id, adminId: admin.id });
      return { params: { id: organisation.id, adminId: admin.id } };
    },
    audit: 'backoffice.organisation.unlink',
  },
  // the back office's partner screens (venues, activities, receptionists)
  'PUT /superadmin/venues/:id': {
    request: async (t) => {
      const world = await makePartnerWorld(t);
      return { params: { id: world.venue.id }, body: venueBody(world, 'Nový popis od podpory.') };
    },
    audit: 'backoffice.venue.update',
  },
  'PUT /superadmin/venues/:id/published': {
    request: async (t) => ({
      params: { id: (await makePartnerWorld(t)).venue.id },
      body: { published: false },
    }),
    audit: 'backoffice.venue.unpublish',
  },
  'POST /superadmin/activities': {
    request: async (t) => ({ body: activityBody(await makePartnerWorld(t), 'Nová lekce') }),
    audit: 'backoffice.activity.create',
  },
  'PUT /superadmin/activities/:id': {
    request: async (t) => {
      const world = await makePartnerWorld(t);
      return { params: { id: world.activity.id }, body: activityBody(world, 'Přejmenovaná lekce') };
    },
    audit: 'backoffice.activity.update',
  },
  'PUT /superadmin/activities/:id/published': {
    request: async (t) => ({
      params: { id: (await makePartnerWorld(t)).activity.id },
      body: { published: false },
    }),
    audit: 'backoffice.activity.unpublish',
  },
  'DELETE /superadmin/staff/:id': {
    request: async (t) => ({ params: { id: (await makePartnerWorld(t)).staff.id } }),
    audit: 'staff.remove',
  },

  // back-office refunds of card payments
  'GET /superadmin/users/:id/payments': {
    request: async (t) => ({ params: { id: (await makeCardPayment(t)).user.id } }),
  },
  'POST /superadmin/users/:id/payments/:paymentId/refunds': {
    request: async (t) => {
      const { user, payment } = await makeCardPayment(t);
      return {
        params: { id: user.id, paymentId: payment.id },
        body: { amount: 1_000, reason: 'Lekce byla zkrácena' },
        headers: { 'idempotency-key': `priklad-${crypto.randomUUID()}` },
      };
    },
    audit: 'backoffice.payment.refund',
  },

  // referral rewards: a referral not yet rewarded, closed as fraudulent
  'POST /superadmin/referrals/:refereeId/revoke': {
    request: async (t) => {
      const referrer = await makeCustomer(t);
      const referee = await makeCustomer(t);
      await t.db.update(accounts).set({ referredById: referrer.id }).where(eq(accounts.id, referee.id));
      return {
        params: { refereeId: referee.id },
        body: { reason: 'Stejná osoba, dva účty' },
        headers: { 'idempotency-key': `priklad-${crypto.randomUUID()}` },
      };
    },
    audit: 'backoffice.referral.revoke',
  },

  // gift vouchers: found by the buyer's e-mail, resent, an unused one voided with its refund
  'GET /superadmin/vouchers': {
    request: async (t) => ({ query: { q: (await voucherBuyer(() => t, 'priklad-poukaz')()).buyer.email } }),
  },
  'POST /superadmin/vouchers/:voucherId/resend': {
    request: async (t) => ({
      params: { voucherId: (await voucherBuyer(() => t, 'priklad-poukaz-znovu')()).voucher.id },
    }),
    audit: 'backoffice.voucher.resend',
  },
  'POST /superadmin/vouchers/:voucherId/void': {
    request: async (t) => ({
      params: { voucherId: (await voucherBuyer(() => t, 'priklad-poukaz-zrusit')()).voucher.id },
      headers: { 'idempotency-key': `priklad-${crypto.randomUUID()}` },
    }),
    audit: 'backoffice.voucher.void',
  },

  // the companies of the corporate plan: their invoices, one marked paid
  'GET /superadmin/businesses/:id/invoices': {
    request: async (t) => {
      const company = await makeCompany(t, { companyName: 'Příklad a.s.', companyId: '25596641' });
      return { params: { id: company.id } };
    },
  },
  'GET /superadmin/businesses/invoices/:number/pdf': {
    request: async (t) => {
      const company = await makeCompany(t, { companyName: 'Příklad a.s.', companyId: '25596641' });
      const invoice = await makeInvoice(t, company.id, { month: '2026-01', total: 100_000 });
      return { params: { number: invoice.number } };
    },
  },
  'POST /superadmin/businesses/invoices/:number/paid': {
    request: async (t) => {
      const company = await makeCompany(t, { companyName: 'Příklad a.s.', companyId: '25596641' });
      const invoice = await makeInvoice(t, company.id, { month: '2026-01', total: 100_000 });
      return { params: { number: invoice.number } };
    },
    audit: 'backoffice.company_invoice.paid',
  },
};

/** The Prague day after tomorrow on the test's clock (a price change starts tomorrow at the earliest). */
const dayAfterNext = (t: TestApp) => nextCalendarDay(nextCalendarDay(pragueDayKey(t.clock.now())));

/** A partner request from an address of its own. */
async function makePartnerRequest(t: TestApp) {
  const [row] = await t.db
    .insert(requests)
    .values({
      kind: 'partner',
      name: 'Příklad Partner',
      email: `zadost-${crypto.randomUUID().slice(0, 8)}@example.cz`,
      company: 'Příklad s.r.o., IČO 25596641',
      message: 'Chceme nabízet lekce.',
    })
    .returning();
  return { id: row!.id };
}

/** A self-registered partner of its own who submitted the first-run checklist: its request waits in the inbox. */
async function makeSubmittedPartnerRequest(t: TestApp) {
  const email = `prihlaska-${crypto.randomUUID().slice(0, 8)}@example.cz`;
  const [partner] = await t.db
    .insert(accounts)
    .values({
      role: 'admin',
      email,
      name: 'Příklad přihlášky',
      emailVerifiedAt: t.clock.now(),
      partnerApproval: 'submitted',
    })
    .returning();
  const [row] = await t.db
    .insert(requests)
    .values({
      kind: 'partner',
      name: 'Příklad přihlášky',
      email,
      accountId: partner!.id,
      message: 'Ke schválení.',
    })
    .returning();
  return { id: row!.id };
}

/** A partner of its own without venues (suspending it moves no money), suspended when `suspendedAt`. */
async function makeQuietPartner(t: TestApp, suspendedAt: Date | null = null) {
  const [partner] = await t.db
    .insert(accounts)
    .values({
      role: 'admin',
      email: `pozastaveni-${crypto.randomUUID().slice(0, 8)}@example.cz`,
      name: 'Příklad pozastavení',
      emailVerifiedAt: t.clock.now(),
      suspendedAt,
    })
    .returning();
  return { id: partner!.id };
}

/** A partner organisation of its own, no admin accounts linked. */
async function makeOrganisation(t: TestApp) {
  const [organisation] = await t.db
    .insert(accounts)
    .values({
      role: 'partner',
      email: `organizace-${crypto.randomUUID().slice(0, 8)}@example.cz`,
      name: 'Příklad organizace',
      companyName: 'Příklad organizace s.r.o.',
      emailVerifiedAt: t.clock.now(),
    })
    .returning();
  return { id: organisation!.id };
}

/** The URL of a call with the example's params and query. */
export function exampleUrl(path: string, request: ExampleRequest): string {
  const filled = contract.callPath(path, request.params ?? {}).replace(/:\w+/g, crypto.randomUUID());
  const query = new URLSearchParams(request.query ?? {}).toString();
  return `/api${filled}${query ? `?${query}` : ''}`;
}
