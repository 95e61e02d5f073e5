import { payoutDetail, payoutList } from '@champions/contract';
import { and, eq, like } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  activityOptions,
  auditLog,
  emailOutbox,
  entries,
  partnerSettings,
  payoutEntries,
  payouts,
  tickets,
  venues,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { postPartnerEarning } from '../src/modules/books/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Partner payouts: computed per Prague month or ISO week from admitted entries and the
 * partner's commission, reviewed (voids), approved, exported to a bank file and marked paid — each at
 * most once, whatever the concurrency — and shown to the partner. Now is Monday 23 Nov 2026.
 */

let t: TestApp;
const PASSWORD = 'Champions123!';
const tokens: Record<'superadmin' | 'partner' | 'weekly' | 'user', string> = {
  superadmin: '',
  partner: '',
  weekly: '',
  user: '',
};
const headerOf = {
  superadmin: 'x-superadmin-token',
  partner: 'x-admin-token',
  weekly: 'x-admin-token',
  user: 'x-user-token',
};
const as = (who: keyof typeof tokens) => ({ [headerOf[who]]: `Bearer ${tokens[who]}` });
let partnerId: string;
let weeklyId: string;
let superadminId: string;
let activityId: string;
let venueId: string;
let optionId: string;
let userId: string;
const octoberEntries: string[] = [];

async function login(role: string, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { email, password: PASSWORD },
  });
  return res.json().token as string;
}

async function admitted(adminVenueId: string, scannedAt: string, earning: number) {
  const [ticket] = await t.db
    .insert(tickets)
    .values({
      userId,
      activityId,
      optionId,
      source: 'PAYG',
      price: earning,
      isUsed: true,
      expiresAt: new Date('2026-12-31T00:00:00Z'),
    })
    .returning();
  const [entry] = await t.db
    .insert(entries)
    .values({
      ticketId: ticket!.id,
      userId,
      venueId: adminVenueId,
      partnerEarning: earning,
      scannedAt: new Date(scannedAt),
    })
    .returning();
  // as a scan does: the earning is owed to the venue's partner in the books
  const [venue] = await t.db.select().from(venues).where(eq(venues.id, adminVenueId));
  await postPartnerEarning(t.db, { id: entry!.id, partnerId: venue!.adminId, earning });
  return entry!.id;
}

const pdfText = async (pdf: Buffer) =>
  (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  t = await createTestApp();
  tokens.superadmin = await login('superadmin', 'admin@champions.cz');
  const demoPartnerToken = await login('admin', 'partner@champions.cz');
  tokens.user = await login('user', 'uzivatel@champions.cz');
  const byEmail = async (email: string) =>
    (await t.db.select().from(accounts).where(eq(accounts.email, email)))[0]!.id;
  superadminId = await byEmail('admin@champions.cz');
  userId = await byEmail('uzivatel@champions.cz');
  const list = await call('GET', '/api/admin/activities', { 'x-admin-token': `Bearer ${demoPartnerToken}` });
  activityId = list.json().activities[0].id;
  venueId = list.json().activities[0].venueId;
  optionId = (await t.db.select().from(activityOptions).where(eq(activityOptions.activityId, activityId)))[0]!
    .id;
  const [monthly] = await t.db
    .insert(accounts)
    .values({
      role: 'admin',
      email: 'karlin@example.cz',
      name: 'Fitness Karlín',
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: t.clock.now(),
    })
    .returning();
  partnerId = monthly!.id;
  tokens.partner = await login('admin', 'karlin@example.cz');
  await t.db.insert(partnerSettings).values({
    adminId: partnerId,
    companyName: 'Fitness Karlín s.r.o.',
    ico: '25596641',
    address: 'Karlínské náměstí 1, Praha 8',
    bankAccount: '19-2000145399/0800',
    contactEmail: 'vyplaty@fitness-karlin.cz',
    payoutFrequency: 'monthly',
    commissionBps: 1_250,
  });
  // A weekly partner with a venue of its own (the demo partner's venue, for the test's sake, would mix them).
  const [weekly] = await t.db
    .insert(accounts)
    .values({
      role: 'admin',
      email: 'tydenni@example.cz',
      name: 'Týdenní partner',
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: t.clock.now(),
    })
    .returning();
  weeklyId = weekly!.id;
  tokens.weekly = await login('admin', 'tydenni@example.cz');
  await t.db.insert(partnerSettings).values({
    adminId: weeklyId,
    companyName: 'Jóga Vršovice',
    ico: '00006947',
    address: 'Vršovická 1, Praha 10',
    bankAccount: '2000145399/0800',
    payoutFrequency: 'weekly',
  });
  const [demoVenue] = await t.db.select().from(venues).where(eq(venues.id, venueId));
  const karlin = await call('POST', '/api/admin/venues', as('partner'), {
    name: 'Fitness Karlín',
    street: 'Karlínské náměstí 1',
    city: 'Praha',
    areaId: demoVenue!.areaId,
    lat: 50.09,
    lng: 14.45,
  });
  expect(karlin.statusCode).toBe(201);
  const karlinVenueId: string = karlin.json().id;
  const venue = await call('POST', '/api/admin/venues', as('weekly'), {
    name: 'Jóga Vršovice',
    street: 'Vršovická 1',
    city: 'Praha',
    areaId: demoVenue!.areaId,
    lat: 50.07,
    lng: 14.45,
  });
  expect(venue.statusCode).toBe(201);
  const weeklyVenueId: string = venue.json().id;
  // October 2026 in Prague: 1 Oct 00:30 Prague is 30 Sep 22:30 UTC; 31 Oct 23:30 Prague is 22:30 UTC.
  octoberEntries.push(await admitted(karlinVenueId, '2026-09-30T22:30:00Z', 15_000));
  octoberEntries.push(await admitted(karlinVenueId, '2026-10-15T10:00:00Z', 20_050));
  octoberEntries.push(await admitted(karlinVenueId, '2026-10-31T22:30:00Z', 9_900));
  await admitted(karlinVenueId, '2026-09-30T21:30:00Z', 77_700); // 30 Sep 23:30 Prague: September
  await admitted(karlinVenueId, '2026-11-02T09:00:00Z', 88_800); // November: still open
  await admitted(weeklyVenueId, '2026-11-16T08:00:00Z', 30_000); // Monday of week 47
  await admitted(weeklyVenueId, '2026-11-22T22:30:00Z', 40_000); // Sunday 23:30 Prague: week 47
});
afterAll(async () => {
  await t?.close();
});

async function payoutOf(adminId: string, period: string) {
  const [row] = await t.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.adminId, adminId), eq(payouts.periodKey, period)));
  return row!;
}

describe('computing payouts', () => {
  it('answers only a superadmin token', async () => {
    const body = { frequency: 'monthly', period: '2026-10' };
    expect((await call('POST', '/api/superadmin/payouts/compute', {}, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/superadmin/payouts/compute', as('partner'), body)).statusCode).toBe(401);
    expect((await call('GET', '/api/superadmin/payouts', as('user'))).statusCode).toBe(401);
    expect(await t.db.select().from(payouts)).toEqual([]);
  });

  it('refuses a period that has not ended and a malformed one, in Czech, changing nothing', async () => {
    const open = await call('POST', '/api/superadmin/payouts/compute', as('superadmin'), {
      frequency: 'monthly',
      period: '2026-11',
    });
    expect(open.statusCode).toBe(422);
    expect(open.json().message).toContain('2026-11 ještě neskončilo');
    const bad = await call('POST', '/api/superadmin/payouts/compute', as('superadmin'), {
      frequency: 'weekly',
      period: '2026-10',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('period');
    expect(await t.db.select().from(payouts)).toEqual([]);
  });

  it('pays last month’s Prague entries at the partner’s commission, once per entry', async () => {
    const res = await call('POST', '/api/superadmin/payouts/compute', as('superadmin'), {
      frequency: 'monthly',
      period: '2026-10',
    });
    expect(res.statusCode).toBe(200);
    // the demo partner has October entries (the seed) but no bank account yet: left out
    expect(res.json()).toMatchObject({ period: '2026-10', computed: 1, locked: 0, missingAccount: 1 });
    // ...and named, with why and what waits for it, so the back office can chase the account
    const demoPartnerId = (
      await t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'))
    )[0]!.id;
    const skipped = res.json().skipped;
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({
      adminId: demoPartnerId,
      partnerEmail: 'partner@champions.cz',
      reason: 'missing_bank_account',
    });
    expect(skipped[0].entryCount).toBeGreaterThan(0);
    expect(skipped[0].gross).toBeGreaterThan(0);
    // the partner without an account is told on its earnings page; one with an account is not
    const range = '?from=2026-10-01&to=2026-10-31';
    const demoToken = await login('admin', 'partner@champions.cz');
    const demoEarnings = await call('GET', `/api/admin/earnings${range}`, {
      'x-admin-token': `Bearer ${demoToken}`,
    });
    expect(demoEarnings.json()).toMatchObject({ bankAccountMissing: true });
    expect((await call('GET', `/api/admin/earnings${range}`, as('partner'))).json()).toMatchObject({
      bankAccountMissing: false,
    });
    const payout = await payoutOf(partnerId, '2026-10');
    // 15 000 + 20 050 + 9 900 = 44 950; 12.5 % = 5 618.75 → 5 619
    expect(payout).toMatchObject({
      status: 'draft',
      frequency: 'monthly',
      entryCount: 3,
      gross: 44_950,
      commissionBps: 1_250,
      commission: 5_619,
      amount: 39_331,
      bankAccount: '19-2000145399/0800',
      variableSymbol: '202610',
    });
    expect(payout.periodStart.toISOString()).toBe('2026-09-30T22:00:00.000Z');
    const lines = await t.db.select().from(payoutEntries).where(eq(payoutEntries.payoutId, payout.id));
    expect(lines.map((line) => line.entryId).sort()).toEqual([...octoberEntries].sort());
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.compute'), eq(auditLog.targetId, partnerId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: superadminId, targetId: partnerId });
  });

  it('computes a weekly partner’s last ISO week', async () => {
    const res = await call('POST', '/api/superadmin/payouts/compute', as('superadmin'), {
      frequency: 'weekly',
      period: '2026-W47',
    });
    expect(res.json()).toMatchObject({ computed: 1 });
    const payout = await payoutOf(weeklyId, '2026-W47');
    expect(payout).toMatchObject({
      entryCount: 2,
      gross: 70_000,
      commission: 0,
      amount: 70_000,
      variableSymbol: '2026047',
    });
  });
});

describe('reviewing and approving', () => {
  it('shows the statement with its QR Platba code, and the entries paged and sorted on the server', async () => {
    const payout = await payoutOf(partnerId, '2026-10');
    const res = await call('GET', `/api/superadmin/payouts/${payout.id}`, as('superadmin'));
    const detail = payoutDetail.parse(res.json());
    expect(detail.iban).toBe('CZ6508000000192000145399');
    expect(detail.spayd).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:393.31*CC:CZK*MSG:Champions vyplata 2026-10*X-VS:202610',
    );
    expect(detail.payout.partnerName).toBe('Fitness Karlín s.r.o.');
    const page = await call(
      'GET',
      `/api/superadmin/payouts/${payout.id}/entries?sort=-earning&limit=2`,
      as('superadmin'),
    );
    expect(page.json().entries.map((e: { earning: number }) => e.earning)).toEqual([20_050, 15_000]);
    expect(page.json().pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const list = payoutList.parse(
      (await call('GET', '/api/superadmin/payouts?sort=-amount&status=draft', as('superadmin'))).json(),
    );
    const amounts = list.payouts.map((p) => p.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(list.payouts.map((p) => p.status)).toEqual(['draft', 'draft']);
  });

  it('voids an entry of a draft: it stays on the statement, pays nothing, and a recompute keeps it void', async () => {
    const payout = await payoutOf(partnerId, '2026-10');
    const url = `/api/superadmin/payouts/${payout.id}/entries/${octoberEntries[2]}/void`;
    const empty = await call('POST', url, as('superadmin'), { reason: '' });
    expect(empty.statusCode).toBe(400);
    const res = await call('POST', url, as('superadmin'), { reason: 'Zkušební sken recepce' });
    expect(res.statusCode).toBe(200);
    // 35 050 × 12.5 % = 4 381.25 → 4 381
    expect(res.json().payout).toMatchObject({
      entryCount: 2,
      voidedCount: 1,
      voidedAmount: 9_900,
      gross: 35_050,
      commission: 4_381,
      amount: 30_669,
    });
    expect((await call('POST', url, as('superadmin'), { reason: 'Znovu' })).statusCode).toBe(409);
    await call('POST', '/api/superadmin/payouts/compute', as('superadmin'), {
      frequency: 'monthly',
      period: '2026-10',
    });
    expect(await payoutOf(partnerId, '2026-10')).toMatchObject({
      amount: 30_669,
      voidedCount: 1,
      entryCount: 2,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payout.void_entry'));
    expect(audit[0]?.data).toMatchObject({ before: { amount: 39_331 }, after: { amount: 30_669 } });
  });

  it('sets the partner’s commission from a draft: the draft is computed again, bad rates are refused', async () => {
    const payout = await payoutOf(partnerId, '2026-10');
    const url = `/api/superadmin/payouts/${payout.id}/commission`;
    expect((await call('POST', url, as('superadmin'), { commissionBps: 10_001 })).statusCode).toBe(400);
    expect((await call('POST', url, as('superadmin'), { commissionBps: 12.5 })).statusCode).toBe(400);
    const twenty = await call('POST', url, as('superadmin'), { commissionBps: 2_000 });
    // 35 050 × 20 % = 7 010
    expect(twenty.json().payout).toMatchObject({ commissionBps: 2_000, commission: 7_010, amount: 28_040 });
    const [settings] = await t.db
      .select()
      .from(partnerSettings)
      .where(eq(partnerSettings.adminId, partnerId));
    expect(settings?.commissionBps).toBe(2_000);
    const back = await call('POST', url, as('superadmin'), { commissionBps: 1_250 });
    expect(back.json().payout).toMatchObject({ commission: 4_381, amount: 30_669 });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payout.commission'));
    expect(audit).toHaveLength(2);
    expect(audit.map((row) => row.data)).toContainEqual(
      expect.objectContaining({
        before: { commissionBps: 1_250, amount: 30_669 },
        after: { commissionBps: 2_000, amount: 28_040 },
      }),
    );
  });

  it('approves once when two approvals come at the same time', async () => {
    const payout = await payoutOf(partnerId, '2026-10');
    const url = `/api/superadmin/payouts/${payout.id}/approve`;
    const answers = await Promise.all([
      call('POST', url, as('superadmin')),
      call('POST', url, as('superadmin')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toContain('už je schválená');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.approve'), eq(auditLog.targetId, partnerId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'approved', amount: 30_669 },
    });
    // approved is final for the statement: no more voids, a recompute leaves it alone
    const voidAgain = await call(
      'POST',
      `/api/superadmin/payouts/${payout.id}/entries/${octoberEntries[0]}/void`,
      as('superadmin'),
      {
        reason: 'Pozdě',
      },
    );
    expect(voidAgain.statusCode).toBe(409);
    const again = await call('POST', '/api/superadmin/payouts/compute', as('superadmin'), {
      frequency: 'monthly',
      period: '2026-10',
    });
    expect(again.json()).toMatchObject({ computed: 0, locked: 1 });
    await call(
      'POST',
      `/api/superadmin/payouts/${(await payoutOf(weeklyId, '2026-W47')).id}/approve`,
      as('superadmin'),
    );
  });
});

describe('bank file and payment', () => {
  let exportId: string;

  it('puts each approved payout in one bank file when two exports run at once', async () => {
    const body = { dueDate: '2026-11-24' };
    const answers = await Promise.all([
      call('POST', '/api/superadmin/payouts/exports', as('superadmin'), body),
      call('POST', '/api/superadmin/payouts/exports', as('superadmin'), body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const created = answers.find((a) => a.statusCode === 201)!.json();
    expect(created).toMatchObject({ payoutCount: 2, total: 30_669 + 70_000, dueDate: '2026-11-24' });
    exportId = created.id;
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('PAYOUT_NOTHING_TO_EXPORT');
    const files = await call('GET', '/api/superadmin/payouts/exports', as('superadmin'));
    expect(files.json().exports).toHaveLength(1);
    expect(await payoutOf(partnerId, '2026-10')).toMatchObject({ status: 'exported', exportId });
    const past = await call('POST', '/api/superadmin/payouts/exports', as('superadmin'), {
      dueDate: '2026-11-01',
    });
    expect(past.statusCode).toBe(400);
  });

  it('downloads the ABO file (.kpc) and the CSV of the export, each payout once', async () => {
    const abo = await call(
      'GET',
      `/api/superadmin/payouts/exports/${exportId}/file?format=abo`,
      as('superadmin'),
    );
    expect(abo.statusCode).toBe(200);
    expect(abo.headers['content-disposition']).toContain('.kpc');
    const lines = abo.body.split('\r\n');
    expect(lines[0]).toBe(
      `UHL1231126${'CHAMPIONS S.R.O.'.padEnd(20)}${'0'.repeat(10)}001001${'0'.repeat(12)}`,
    );
    expect(lines[1]).toBe('1 1501 001000 0800');
    expect(lines[2]).toBe(`2 000000-2000145399 ${String(100_669).padStart(15, '0')} 241126`);
    expect(lines.filter((line) => line.startsWith('000019-2000145399 '))).toHaveLength(1);
    expect(lines.slice(-3)).toEqual(['3 +', '5 +', '']);
    const csv = await call(
      'GET',
      `/api/superadmin/payouts/exports/${exportId}/file?format=csv`,
      as('superadmin'),
    );
    expect(
      csv.body.startsWith('\ufeffPartner;Číslo účtu;IBAN;Částka (Kč);Variabilní symbol;Období;Zpráva'),
    ).toBe(true);
    expect(csv.body).toContain(
      'Fitness Karlín s.r.o.;19-2000145399/0800;CZ6508000000192000145399;306,69;202610;2026-10;',
    );
  });

  it('marks a payout paid once when asked twice at the same time, and e-mails the PDF statement once', async () => {
    const payout = await payoutOf(partnerId, '2026-10');
    const url = `/api/superadmin/payouts/${payout.id}/paid`;
    const answers = await Promise.all([
      call('POST', url, as('superadmin')),
      call('POST', url, as('superadmin')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 200)?.json().payout).toMatchObject({ status: 'paid' });
    const later = await call('POST', url, as('superadmin'));
    expect(later.statusCode).toBe(409);
    expect(later.json().code).toBe('PAYOUT_NOT_PAYABLE');
    const paid = await payoutOf(partnerId, '2026-10');
    expect(paid.paidAt?.toISOString()).toBe(t.clock.now().toISOString());
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'payoutPaid'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'vyplaty@fitness-karlin.cz',
      subject: 'Výplata za 2026-10 je odeslaná – Champions',
    });
    const audit = await t.db.select().from(auditLog).where(like(auditLog.action, 'payout.paid'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toMatchObject({ before: { status: 'exported' }, after: { status: 'paid' } });
  });

  it('keeps a paid payout paid: the database refuses paid without a date, and an entry in two payouts', async () => {
    const payout = await payoutOf(partnerId, '2026-10');
    await expect(
      t.db.update(payouts).set({ paidAt: null }).where(eq(payouts.id, payout.id)),
    ).rejects.toThrow();
    const weekly = await payoutOf(weeklyId, '2026-W47');
    await expect(
      t.db.insert(payoutEntries).values({ payoutId: weekly.id, entryId: octoberEntries[0]!, earning: 1 }),
    ).rejects.toThrow();
  });
});

describe('the partner’s view', () => {
  it('shows the partner the same statement and state, the PDF, and the paid balance', async () => {
    const list = payoutList.parse((await call('GET', '/api/admin/payouts', as('partner'))).json());
    expect(list.payouts).toHaveLength(1);
    expect(list.payouts[0]).toMatchObject({
      period: '2026-10',
      status: 'paid',
      amount: 30_669,
      voidedCount: 1,
    });
    const id = list.payouts[0]!.id;
    const entriesPage = await call('GET', `/api/admin/payouts/${id}/entries`, as('partner'));
    expect(
      entriesPage.json().entries.filter((e: { voidReason: string | null }) => e.voidReason),
    ).toHaveLength(1);
    const pdf = await call('GET', `/api/admin/payouts/${id}/statement.pdf`, as('partner'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const statement = await pdfText(pdf.rawPayload);
    expect(statement).toContain('Výpis výplaty partnerovi');
    expect(statement).toContain('Období: 2026-10 (1. října 2026 – 31. října 2026)');
    expect(statement).toContain('ZRUŠENO');
    expect(statement).toContain('K výplatě: 306,69 Kč');
    expect(statement).not.toContain('Payout statement');
    const earnings = await call(
      'GET',
      '/api/admin/earnings?from=2026-10-01&to=2026-10-31&groupBy=month',
      as('partner'),
    );
    expect(earnings.json().balance).toMatchObject({ paid: 30_669 });
    // another partner's payout answers as if it did not exist
    expect((await call('GET', `/api/admin/payouts/${id}`, as('weekly'))).statusCode).toBe(404);
    const weeklyEarnings = await call(
      'GET',
      '/api/admin/earnings?from=2026-11-01&to=2026-11-30&groupBy=month',
      as('weekly'),
    );
    expect(weeklyEarnings.json().balance).toMatchObject({ approved: 70_000, paid: 0 });
  });
});

describe('a partner whose language is English', () => {
  it('gets the payout e-mail and the statement in English, also at a contact address of no account', async () => {
    await t.db.update(accounts).set({ language: 'en' }).where(eq(accounts.id, weeklyId));
    await t.db
      .update(partnerSettings)
      .set({ contactEmail: 'vyplaty@joga-vrsovice.cz' })
      .where(eq(partnerSettings.adminId, weeklyId));
    const payout = await payoutOf(weeklyId, '2026-W47');
    const paid = await call('POST', `/api/superadmin/payouts/${payout.id}/paid`, as('superadmin'));
    expect(paid.statusCode).toBe(200);
    const [mail, ...more] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `payout-paid:${payout.id}`));
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: 'vyplaty@joga-vrsovice.cz',
      subject: 'The payout for 2026-W47 has been sent – Champions',
    });
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.text.replace(/\s+/g, ' ')).toContain(
      'we have sent the payout for the period 2026-W47, 700 Kč, to the account 2000145399/0800.',
    );
    expect(mail!.attachments).toEqual([{ kind: 'payout_statement', id: payout.id }]);

    const statement = await pdfText(
      Buffer.from(
        (await t.app.ctx.mailer.renderAttachment({ kind: 'payout_statement', id: payout.id }))!.content,
      ),
    );
    expect(statement).toContain('Payout statement for the partner');
    expect(statement).toContain('Period: 2026-W47 (16 November 2026 – 22 November 2026)');
    expect(statement).toContain('16 Nov 2026, 09:00');
    expect(statement).toContain('Earnings from entries: 700 Kč');
    expect(statement).toContain('Champions commission 0%: −0 Kč');
    expect(statement).toContain('To be paid out: 700 Kč');
    expect(statement).toContain('Paid out: 23 November 2026');
    expect(statement).not.toContain('Výpis');
    // the partner's own download is the same English statement
    const download = await call('GET', `/api/admin/payouts/${payout.id}/statement.pdf`, as('weekly'));
    expect(await pdfText(download.rawPayload)).toContain('Payout statement for the partner');
    await t.db.update(accounts).set({ language: 'cs' }).where(eq(accounts.id, weeklyId));
  });
});
