import { staffListResponse } from '@champions/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { startSmtpServer } from './smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let partnerToken: string;
let otherPartnerToken: string;

const PASSWORD = 'Champions123!';
const admin = (token = partnerToken) => ({ 'x-admin-token': `Bearer ${token}` });

async function login(role: string, email: string, password = PASSWORD) {
  return t.app.inject({ method: 'POST', url: `/api/${role}/login`, payload: { email, password } });
}

async function staffList(token = partnerToken) {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: admin(token) });
  expect(res.statusCode).toBe(200);
  return staffListResponse.parse(res.json());
}

async function invite(email: string, name?: string, token = partnerToken) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/invitations',
    headers: admin(token),
    payload: { email, name },
  });
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  partnerToken = (await login('admin', 'partner@champions.cz')).json().token;
  await t.db.insert(accounts).values({
    role: 'admin',
    email: 'jiny-partner@example.cz',
    name: 'Jiný partner',
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: t.clock.now(),
  });
  otherPartnerToken = (await login('admin', 'jiny-partner@example.cz')).json().token;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('the partner’s receptionists (/api/admin/staff)', () => {
  it('lists the seeded receptionist and no invitations', async () => {
    const list = await staffList();
    expect(list.staff.map((member) => member.email)).toEqual(['recepce@champions.cz']);
    expect(list.invitations).toEqual([]);
    expect((await staffList(otherPartnerToken)).staff).toEqual([]);
  });

  it('refuses a venue of someone else for a receptionist, naming the field in the request’s language', async () => {
    const [member] = (await staffList()).staff;
    const assign = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/staff/${member!.id}`,
        headers: { ...admin(), ...headers },
        payload: { venueIds: ['00000000-0000-4000-8000-000000000000'] },
      });
    const czech = (await assign({})).json();
    expect(czech.code).toBe('STAFF_VENUES_NOT_OWN');
    expect(czech.details.fields).toEqual([{ field: 'body.venueIds', message: czech.message }]);
    const english = (await assign({ 'accept-language': 'en' })).json();
    expect(english.code).toBe('STAFF_VENUES_NOT_OWN');
    expect(english.message).not.toBe(czech.message);
    expect(english.details.fields).toEqual([{ field: 'body.venueIds', message: english.message }]);
  });

  it('shows an open invitation; sending again replaces the earlier link', async () => {
    expect((await invite('nova@example.cz', 'Nová Recepční')).statusCode).toBe(202);
    const first = smtp.lastTo('nova@example.cz').token;
    expect((await invite('nova@example.cz', 'Nová Recepční')).statusCode).toBe(202);
    const second = smtp.lastTo('nova@example.cz').token;
    expect(second).not.toBe(first);

    const { invitations } = await staffList();
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({ email: 'nova@example.cz', name: 'Nová Recepční' });
    const old = await t.app.inject({ method: 'GET', url: `/api/staff/invitation?token=${first}` });
    expect(old.statusCode).toBe(400);
    const current = await t.app.inject({ method: 'GET', url: `/api/staff/invitation?token=${second}` });
    expect(current.statusCode).toBe(200);
  });

  it('withdraws an invitation only of its own partner, and the link stops working', async () => {
    const [invitation] = (await staffList()).invitations;
    const token = smtp.lastTo('nova@example.cz').token;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/invitations/${invitation!.id}`,
      headers: admin(otherPartnerToken),
    });
    expect(foreign.statusCode).toBe(404);

    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/invitations/${invitation!.id}`,
      headers: admin(),
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().message).toBe('Pozvánka pro nova@example.cz byla zrušena.');
    expect((await staffList()).invitations).toEqual([]);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/staff/signup',
      payload: { token, name: 'Nová Recepční', password: 'Recepce-2026' },
    });
    expect(signup.statusCode).toBe(400);
  });

  it('invites no one for an e-mail that already has a receptionist account (same answer), refuses a malformed one', async () => {
    const before = (await staffList()).invitations.length;
    const taken = await invite('Recepce@champions.cz');
    // the same answer as for a new address, so the call does not reveal who has an account
    expect(taken.statusCode).toBe(202);
    expect((await staffList()).invitations).toHaveLength(before);
    const malformed = await invite('neni-email');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.fields[0].field).toBe('body.email');
  });

  it('removes a receptionist in one transaction: when the audit write fails, nothing changes', async () => {
    const staffLogin = await login('staff', 'recepce@champions.cz');
    const staffToken = staffLogin.json().token as string;
    const staffId = staffLogin.json().account.id as string;
    const [before] = await t.db.select().from(accounts).where(eq(accounts.id, staffId));
    // The audit log refuses every row: the erasure before it must roll back with it.
    await t.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
    );
    try {
      const failed = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/staff/${staffId}`,
        headers: admin(),
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_audit on audit_log`);
      await t.db.execute(sql`drop function refuse_audit()`);
    }
    const [after] = await t.db.select().from(accounts).where(eq(accounts.id, staffId));
    expect(after).toEqual(before);
    expect((await staffList()).staff.map((member) => member.id)).toEqual([staffId]);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: { 'x-staff-token': `Bearer ${staffToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('removes a receptionist: their token stops working, they can be invited again, and it is audited', async () => {
    const staffLogin = await login('staff', 'recepce@champions.cz');
    const staffToken = staffLogin.json().token as string;
    const staffId = staffLogin.json().account.id as string;

    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${staffId}`,
      headers: admin(otherPartnerToken),
    });
    expect(foreign.statusCode).toBe(404);
    const wrongRole = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${staffId}`,
      headers: { 'x-staff-token': `Bearer ${staffToken}` },
    });
    expect(wrongRole.statusCode).toBe(401);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${staffId}`,
      headers: admin(),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Lucie Dvořáková už nemá přístup do recepce.');
    expect((await staffList()).staff).toEqual([]);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: { 'x-staff-token': `Bearer ${staffToken}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await login('staff', 'recepce@champions.cz')).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${staffId}`,
      headers: admin(),
    });
    expect(again.statusCode).toBe(404);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.remove'), eq(auditLog.targetId, staffId)));
    expect(audit).toBeDefined();
    expect((await invite('recepce@champions.cz')).statusCode).toBe(202);
  });
});
