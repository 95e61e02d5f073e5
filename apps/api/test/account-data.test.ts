import { adminDataResponse, superadminDataResponse, userDataResponse } from '@champions/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { startSmtpServer } from './smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  for (const [role, email] of [
    ['user', 'uzivatel@champions.cz'],
    ['admin', 'partner@champions.cz'],
    ['superadmin', 'admin@champions.cz'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { email, password: 'Champions123!' },
    });
    tokens[role] = res.json().token;
    ids[role] = res.json().account.id;
  }
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const as = (role: string, token = tokens[role]) => ({ [`x-${role}-token`]: `Bearer ${token}` });

describe('GET /api/user/', () => {
  it('answers user, subscription, payment history and its pagination', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/', headers: as('user') });
    expect(res.statusCode).toBe(200);
    const body = userDataResponse.parse(res.json());
    expect(body.user.email).toBe('uzivatel@champions.cz');
    expect(body.user.credits).toBe(100_000); // the demo welcome credit
    expect(body.subscription).toBeNull();
    expect(body.paymentHistoryPagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
  });

  it('exports the user’s data as a download', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/me/export', headers: as('user') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.json().account.email).toBe('uzivatel@champions.cz');
  });

  it('requires a user token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(401);
    const wrongRole = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { 'x-user-token': `Bearer ${tokens.admin}` },
    });
    expect(wrongRole.statusCode).toBe(401);
  });
});

describe('GET /api/admin/{adminId}', () => {
  it('answers the partner’s own panel data', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/${ids.admin}`, headers: as('admin') });
    expect(res.statusCode).toBe(200);
    const body = adminDataResponse.parse(res.json());
    expect(body.admin.venues.map((v) => v.name)).toContain('Holmes Place Karlín');
    expect(body.areas).toHaveLength(5);
    expect(body.activityCategories.map((c) => c.name)).toContain('Jóga');
    expect(body.computedData.venueCount).toBe(body.admin.venues.length);
  });

  it('refuses another partner’s id with 403 and a malformed id with 400', async () => {
    const other = await t.app.inject({ method: 'GET', url: `/api/admin/${ids.user}`, headers: as('admin') });
    expect(other.statusCode).toBe(403);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/not-a-uuid',
      headers: as('admin'),
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /api/superadmin/', () => {
  it('answers everything the back office oversees, only to the superadmin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/superadmin/', headers: as('superadmin') });
    expect(res.statusCode).toBe(200);
    const body = superadminDataResponse.parse(res.json());
    expect(body.users.map((u) => u.email)).toContain('uzivatel@champions.cz');
    expect(body.admins[0]?.venueCount).toBeGreaterThan(0);
    expect(body.venues.length).toBeGreaterThan(10);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/superadmin/',
      headers: { 'x-superadmin-token': `Bearer ${tokens.admin}` },
    });
    expect(asAdmin.statusCode).toBe(401);
  });
});

describe('impersonation', () => {
  it('opens a partner’s panel, records it in the audit log, and ends it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/superadmin/impersonate',
      headers: as('superadmin'),
      payload: { adminId: ids.admin },
    });
    expect(res.statusCode).toBe(200);
    const adminToken = res.json().token as string;
    const panel = await t.app.inject({
      method: 'GET',
      url: `/api/admin/${ids.admin}`,
      headers: as('admin', adminToken),
    });
    expect(panel.json().impersonatedBy).toBe(ids.superadmin);

    const end = await t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonation/end',
      headers: as('admin', adminToken),
    });
    expect(end.statusCode).toBe(200);
    const log = await t.db.select().from(auditLog).where(eq(auditLog.actorId, ids.superadmin!));
    expect(log.map((l) => l.action)).toEqual(['impersonation.start', 'impersonation.end']);
  });

  it('cannot impersonate a non-partner account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/superadmin/impersonate',
      headers: as('superadmin'),
      payload: { adminId: ids.user },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('staff invitation', () => {
  it('invites a receptionist by e-mail, who signs up from the link once', async () => {
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: as('admin'),
      payload: { email: 'recepcni@example.cz' },
    });
    expect(invite.statusCode).toBe(202);
    const mail = smtp.lastTo('recepcni@example.cz');
    expect(mail.subject).toBe('Pozvánka do týmu recepce – Champions');
    expect(mail.link).toContain('/staff/signup?token=');

    const peek = await t.app.inject({ method: 'GET', url: `/api/staff/invitation?token=${mail.token}` });
    expect(peek.json()).toMatchObject({ email: 'recepcni@example.cz', partnerName: 'Petr Svoboda' });

    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/staff/signup',
      payload: { token: mail.token, name: 'Olga Malá', password: 'Recepce-2026' },
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().account.role).toBe('staff');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/staff/signup',
      payload: { token: mail.token, name: 'Olga Malá', password: 'Recepce-2026' },
    });
    expect(again.statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'recepcni@example.cz', password: 'Recepce-2026' },
    });
    expect(login.statusCode).toBe(200);
  });
});
