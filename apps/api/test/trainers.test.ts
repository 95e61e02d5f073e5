import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOUR_MS } from '@champions/domain';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activities, auditLog, entries, requests, tickets } from '../src/db/schema.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import {
  adminHeaders,
  customerMaker,
  DEMO_PASSWORD,
  loginAs,
  partnerSlotsQuery,
  userHeaders,
} from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';
import { startSmtpServer } from './smtp.ts';

/** The trainer area (SPEC 2 "Trainer"): invitation, profile, slots with bookings, attendance, back office. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let partnerId: string;
let partnerToken: string;
let otherPartnerToken: string;
let trainerToken: string;
let trainerId: string;
let slug: string;
let seededTrainerToken: string;
let slot: { slotId: string; optionId: string; activityId: string; startsAt: Date; price: number };

const uploadDir = mkdtempSync(join(tmpdir(), 'champions-trainer-uploads-'));
const trainer = (token = trainerToken) => ({ 'x-trainer-token': `Bearer ${token}` });
const makeCustomer = customerMaker(() => t, 'klient', 'Klára Klientová');

async function buy(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: userHeaders(token),
    payload: { timeSlotId: slot.slotId, optionId: slot.optionId },
  });
  expect(res.statusCode).toBeLessThan(300);
  const [ticket] = await t.db
    .select()
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.userId))
    .where(and(eq(tickets.timeSlotId, slot.slotId), eq(accounts.email, (await whoIs(token)).email)));
  return ticket!.tickets;
}

async function whoIs(token: string) {
  const claims = await t.app.ctx.tokens.verify(token, 'user');
  const [row] = await t.db.select().from(accounts).where(eq(accounts.id, claims!.id));
  return row!;
}

const attend = (slotId: string, ticketId: string, token = trainerToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/trainer/slots/${slotId}/bookings/${ticketId}/attendance`,
    headers: trainer(token),
  });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, UPLOAD_DIR: uploadDir, AUTH_RATE_LIMIT: '1000' } });
  partnerToken = await loginAs(t, 'admin', 'partner@champions.cz');
  seededTrainerToken = await loginAs(t, 'trainer', 'trener@champions.cz');
  const [partner] = await t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.email, 'partner@champions.cz')));
  partnerId = partner!.id;
  await t.db.insert(accounts).values({
    role: 'admin',
    email: 'jiny-partner@example.cz',
    name: 'Jiný partner',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    emailVerifiedAt: t.clock.now(),
  });
  otherPartnerToken = await loginAs(t, 'admin', 'jiny-partner@example.cz');
  // a slot of the partner within the next day: its tickets admit today
  const [first] = await partnerSlotsQuery(
    t,
    partnerId,
    new Date(t.clock.now().getTime() + 2 * HOUR_MS),
  ).limit(1);
  slot = first!;
});
afterAll(async () => {
  if (t) await expectMoneyInvariants(t);
  await t?.close();
  await smtp?.close();
});

describe('the demo trainer', () => {
  it('leads a demo activity from the first sign-in: its slots of the next weeks and its profile', async () => {
    const slots = await t.app.inject({
      method: 'GET',
      url: '/api/trainer/slots',
      headers: trainer(seededTrainerToken),
    });
    expect(slots.statusCode).toBe(200);
    const led = slots.json().slots as { activityName: string; venueName: string }[];
    expect(led.length).toBeGreaterThan(5);
    expect(new Set(led.map((slot) => `${slot.activityName} @ ${slot.venueName}`))).toEqual(
      new Set(['Box – technika a kondice @ CrossFit Holešovice']),
    );
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/trainer/profile',
      headers: trainer(seededTrainerToken),
    });
    expect(profile.json().activities.map((a: { name: string }) => a.name)).toEqual([
      'Box – technika a kondice',
    ]);
  });

  it('is assigned once per database: a partner’s later change is not undone by the next start', async () => {
    const [box] = await t.db.select().from(activities).where(eq(activities.name, 'Box – technika a kondice'));
    await t.db.update(activities).set({ trainerId: null }).where(eq(activities.id, box!.id));
    try {
      await seedDemoData(t.db, t.clock.now());
      const [after] = await t.db.select().from(activities).where(eq(activities.id, box!.id));
      expect(after!.trainerId).toBeNull();
    } finally {
      await t.db.update(activities).set({ trainerId: box!.trainerId }).where(eq(activities.id, box!.id));
    }
  });
});

describe('the partner invites a trainer', () => {
  it('e-mails a link; the trainer sets a password and is signed in with a profile and a public slug', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trainers/invitations',
      headers: adminHeaders(partnerToken),
      payload: { email: 'nova.trenerka@example.cz', name: 'Nová Trenérka' },
    });
    expect(invited.statusCode).toBe(202);
    const mail = smtp.lastTo('nova.trenerka@example.cz');
    expect(mail.link).toContain('/trainer/signup?token=');
    const info = await t.app.inject({ method: 'GET', url: `/api/trainer/invitation?token=${mail.token}` });
    expect(info.json()).toMatchObject({ email: 'nova.trenerka@example.cz', name: 'Nová Trenérka' });

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/trainer/signup',
      payload: { token: mail.token, name: 'Nová Trenérka', password: '123' },
    });
    expect(weak.statusCode).toBe(400);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/trainer/signup',
      payload: { token: mail.token, name: 'Nová Trenérka', password: 'Trenink-2026!' },
    });
    expect(signup.statusCode).toBe(201);
    trainerToken = signup.json().token;
    trainerId = signup.json().account.id;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/trainer/signup',
      payload: { token: mail.token, name: 'Nová Trenérka', password: 'Trenink-2026!' },
    });
    expect(again.statusCode).toBe(400);

    const profile = await t.app.inject({ method: 'GET', url: '/api/trainer/profile', headers: trainer() });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ name: 'Nová Trenérka', bio: '', activities: [] });
    slug = profile.json().slug;
    expect(slug).toMatch(/^nova-trenerka-[0-9a-f]{6}$/);
    // the password they set signs them in
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/trainer/login',
      payload: { email: 'nova.trenerka@example.cz', password: 'Trenink-2026!' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('assigns the trainer to the partner’s activity; another partner can neither assign nor use the trainer', async () => {
    const url = `/api/admin/activities/${slot.activityId}/trainer`;
    const foreign = await t.app.inject({
      method: 'PUT',
      url,
      headers: adminHeaders(otherPartnerToken),
      payload: { trainerId },
    });
    expect(foreign.statusCode).toBe(404);
    const notOurs = await t.app.inject({
      method: 'PUT',
      url,
      headers: adminHeaders(partnerToken),
      payload: { trainerId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(notOurs.statusCode).toBe(404);
    const assigned = await t.app.inject({
      method: 'PUT',
      url,
      headers: adminHeaders(partnerToken),
      payload: { trainerId },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().message).toContain('Nová Trenérka');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/trainers',
      headers: adminHeaders(partnerToken),
    });
    const listed = list.json().trainers.find((row: { id: string }) => row.id === trainerId);
    expect(listed.activities.map((a: { id: string }) => a.id)).toContain(slot.activityId);
  });
});

describe('the trainer’s profile and public page', () => {
  it('saves the bio and specialisations, refuses bad input, and shows them on /trener/{slug} with the next slots', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/trainer/profile',
      headers: trainer(),
      payload: { name: 'N', bio: 'x'.repeat(2001), specialisations: ['j'] },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/trainer/profile',
      headers: trainer(),
      payload: {
        name: 'Nová Trenérka',
        bio: 'Jóga a mobilita.',
        specialisations: ['Jóga', 'Mobilita', 'Jóga'],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ bio: 'Jóga a mobilita.', specialisations: ['Jóga', 'Mobilita'] });
    const page = await t.app.inject({ method: 'GET', url: `/api/public/trainers/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name: 'Nová Trenérka', bio: 'Jóga a mobilita.' });
    expect(page.json().slots.map((s: { id: string }) => s.id)).toContain(slot.slotId);
    expect(JSON.stringify(page.json())).not.toContain('nova.trenerka@example.cz');
    const detail = await t.app.inject({ method: 'GET', url: `/api/public/activities/${slot.activityId}` });
    expect(detail.json().trainer).toMatchObject({ name: 'Nová Trenérka', slug });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/trener/${slug}</loc>`);
    const missing = await t.app.inject({ method: 'GET', url: '/api/public/trainers/nikdo-takovy' });
    expect(missing.statusCode).toBe(404);
  });

  it('stores a photo as WebP copies and removes it again', async () => {
    const image = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const boundary = '----champions-trainer';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="ja.png"\r\nContent-Type: image/png\r\n\r\n`;
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/trainer/profile/photo',
      headers: { ...trainer(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().photoUrl).toMatch(/\.webp$/);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/trainer/profile/photo',
      headers: trainer(),
    });
    expect(removed.json().photoUrl).toBeNull();
  });
});

describe('the trainer’s slots and attendance', () => {
  it('lists the slot with its bookings by first name only', async () => {
    const customer = await makeCustomer(100_000);
    await buy(customer.token);
    const res = await t.app.inject({ method: 'GET', url: '/api/trainer/slots', headers: trainer() });
    expect(res.statusCode).toBe(200);
    const listed = res.json().slots.find((s: { id: string }) => s.id === slot.slotId);
    expect(listed.bookings).toContainEqual(expect.objectContaining({ firstName: 'Klára', attended: false }));
    expect(JSON.stringify(res.json())).not.toMatch(/Klientová|klient\d+@example\.cz/);
  });

  it('marks attendance once when 20 identical requests race: one entry with the partner’s earning, used in the history', async () => {
    const customer = await makeCustomer(100_000);
    const ticket = await buy(customer.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => attend(slot.slotId, ticket.id)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().attended).toBe(true);
    }
    const rows = await t.db.select().from(entries).where(eq(entries.ticketId, ticket.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scannedById: trainerId, partnerEarning: slot.price });
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/user/entries',
      headers: userHeaders(customer.token),
    });
    const entry = history.json().entries.find((e: { id: string }) => e.id === ticket.id);
    expect(entry.status).toBe('used');
    // a repeat later says it is recorded and admits nothing more
    const repeat = await attend(slot.slotId, ticket.id);
    expect(repeat.json()).toMatchObject({ attended: true, message: 'Docházka už je zapsaná.' });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/trainer/slots', headers: trainer() }))
      .json()
      .slots.find((s: { id: string }) => s.id === slot.slotId);
    expect(listed.bookings.filter((b: { attended: boolean }) => b.attended)).toHaveLength(1);
  });

  it('answers 404 for another trainer’s slot and for a ticket not booked on the slot; nothing is admitted', async () => {
    const customer = await makeCustomer(100_000);
    const ticket = await buy(customer.token);
    const foreignTrainer = await attend(slot.slotId, ticket.id, seededTrainerToken);
    expect(foreignTrainer.statusCode).toBe(404);
    const foreignSlots = await t.app.inject({
      method: 'GET',
      url: '/api/trainer/slots',
      headers: trainer(seededTrainerToken),
    });
    expect(foreignSlots.json().slots.map((s: { id: string }) => s.id)).not.toContain(slot.slotId);
    const [otherTicket] = await t.db
      .select()
      .from(tickets)
      .where(sql`${tickets.timeSlotId} is distinct from ${slot.slotId}`)
      .limit(1);
    expect((await attend(slot.slotId, otherTicket!.id)).statusCode).toBe(404);
    expect((await attend(slot.slotId, 'neni-uuid')).statusCode).toBe(400);
    const user = await t.app.inject({
      method: 'POST',
      url: `/api/trainer/slots/${slot.slotId}/bookings/${ticket.id}/attendance`,
      headers: { 'x-trainer-token': `Bearer ${customer.token}` },
    });
    expect(user.statusCode).toBe(401);
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row!.isUsed).toBe(false);
  });

  it('refuses a slot too far ahead in Czech, as the reception would', async () => {
    const threeDays = new Date(t.clock.now().getTime() + 3 * 24 * HOUR_MS);
    const [later] = await partnerSlotsQuery(
      t,
      partnerId,
      threeDays,
      eq(activities.id, slot.activityId),
    ).limit(1);
    expect(later).toBeDefined();
    const customer = await makeCustomer(100_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: userHeaders(customer.token),
      payload: { timeSlotId: later!.slotId, optionId: later!.optionId },
    });
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.timeSlotId, later!.slotId)).limit(1);
    const res = await attend(later!.slotId, ticket!.id);
    expect(res.json()).toMatchObject({ attended: false, message: 'Vstup platí na jiný termín.' });
  });
});

describe('support, referral and the back office', () => {
  it('sends a support message into the requests inbox and shows the referral link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trainer/support',
      headers: trainer(),
      payload: { subject: 'Docházka', message: 'Nejde mi zapsat docházku na středeční lekci.' },
    });
    expect(res.statusCode).toBe(202);
    const [request] = await t.db
      .select()
      .from(requests)
      .where(eq(requests.email, 'nova.trenerka@example.cz'));
    expect(request).toMatchObject({ kind: 'support', name: 'Nová Trenérka' });
    const referral = await t.app.inject({ method: 'GET', url: '/api/trainer/referral', headers: trainer() });
    expect(referral.json()).toMatchObject({ referred: [], earnedTotal: 0 });
    expect(referral.json().url).toContain('/r/');
  });

  it('lists every trainer for the superadmin, searched without diacritics and paged', async () => {
    const superadmin = await loginAs(t, 'superadmin', 'admin@champions.cz');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/superadmin/trainers?q=trenerka&limit=1',
      headers: { 'x-superadmin-token': `Bearer ${superadmin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toMatchObject({ total: 1, page: 1 });
    expect(res.json().trainers[0]).toMatchObject({ id: trainerId, partnerId, slug });
    expect(res.json().trainers[0].activities.map((a: { id: string }) => a.id)).toContain(slot.activityId);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/superadmin/trainers?limit=1&page=2',
      headers: { 'x-superadmin-token': `Bearer ${superadmin}` },
    });
    expect(all.json().pagination.total).toBe(2);
    expect(all.json().trainers).toHaveLength(1);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/superadmin/trainers',
      headers: trainer(),
    });
    expect(forbidden.statusCode).toBe(401);
  });
});

describe('the partner withdraws a trainer invitation and removes a trainer', () => {
  const listTrainers = async (token = partnerToken) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/trainers', headers: adminHeaders(token) })).json();

  it('lists the open invitation and withdraws it: its link stops working; another partner cannot', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trainers/invitations',
      headers: adminHeaders(partnerToken),
      payload: { email: 'odvolana.trenerka@example.cz', name: 'Odvolaná Trenérka' },
    });
    expect(invited.statusCode).toBe(202);
    const mail = smtp.lastTo('odvolana.trenerka@example.cz');
    const invitation = (await listTrainers()).invitations.find(
      (row: { email: string }) => row.email === 'odvolana.trenerka@example.cz',
    );
    expect(invitation).toMatchObject({ name: 'Odvolaná Trenérka', expiresAt: expect.any(String) });
    expect((await listTrainers(otherPartnerToken)).invitations).toEqual([]);

    const url = `/api/admin/trainers/invitations/${invitation.id}`;
    const foreign = await t.app.inject({ method: 'DELETE', url, headers: adminHeaders(otherPartnerToken) });
    expect(foreign.statusCode).toBe(404);
    const withdrawn = await t.app.inject({ method: 'DELETE', url, headers: adminHeaders(partnerToken) });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().message).toBe('Pozvánka pro odvolana.trenerka@example.cz byla zrušena.');
    const again = await t.app.inject({ method: 'DELETE', url, headers: adminHeaders(partnerToken) });
    expect(again.statusCode).toBe(404);
    expect((await listTrainers()).invitations.map((row: { id: string }) => row.id)).not.toContain(
      invitation.id,
    );
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/trainer/signup',
      payload: { token: mail.token, name: 'Odvolaná Trenérka', password: 'Trenink-2026!' },
    });
    expect(signup.statusCode).toBe(400);
    const [account] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'odvolana.trenerka@example.cz'));
    expect(account).toBeUndefined();
  });

  it('removes the trainer: sign-in ends, the activity has no trainer, the recorded attendance stays; another partner cannot', async () => {
    const attended = await t.db.select().from(entries).where(eq(entries.scannedById, trainerId));
    expect(attended.length).toBeGreaterThan(0);
    const url = `/api/admin/trainers/${trainerId}`;
    const foreign = await t.app.inject({ method: 'DELETE', url, headers: adminHeaders(otherPartnerToken) });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/trainer/profile', headers: trainer() })).statusCode,
    ).toBe(200);

    const removed = await t.app.inject({ method: 'DELETE', url, headers: adminHeaders(partnerToken) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toContain('Nová Trenérka už nemá přístup do trenérské sekce');
    // the trainer's token and password stop working at once
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/trainer/profile', headers: trainer() })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/trainer/login',
      payload: { email: 'nova.trenerka@example.cz', password: 'Trenink-2026!' },
    });
    expect(login.statusCode).toBe(401);
    // the activity they led has no trainer; the list no longer shows them; the public page is gone
    const [activity] = await t.db.select().from(activities).where(eq(activities.id, slot.activityId));
    expect(activity!.trainerId).toBeNull();
    expect((await listTrainers()).trainers.map((row: { id: string }) => row.id)).not.toContain(trainerId);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/trainers/${slug}` })).statusCode).toBe(404);
    // the attendance they recorded stays with the customers
    expect(await t.db.select().from(entries).where(eq(entries.scannedById, trainerId))).toEqual(attended);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trainer.remove'), eq(auditLog.targetId, trainerId)));
    expect(audit).toMatchObject([{ actorId: partnerId, data: { adminId: partnerId } }]);
    const twice = await t.app.inject({ method: 'DELETE', url, headers: adminHeaders(partnerToken) });
    expect(twice.statusCode).toBe(404);
  });
});
