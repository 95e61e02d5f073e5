import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, emailOutbox, partnerOrganisationAdmins } from '../src/db/schema.ts';
import { loginAs } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let superadmin = '';
let demoOrganisation = '';
let pragueAdmin = '';

beforeAll(async () => {
  t = await createTestApp();
  superadmin = await loginAs(t, 'superadmin', 'admin@champions.cz');
  demoOrganisation = (await accountOf('partner', 'provozovatel@champions.cz')).id;
  pragueAdmin = (await accountOf('admin', 'partner@champions.cz')).id;
});
afterAll(async () => {
  await t?.close();
});

async function accountOf(role: 'admin' | 'partner', email: string) {
  const [row] = await t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, role), eq(accounts.email, email)));
  return row!;
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/superadmin${url}`,
    headers: { 'x-superadmin-token': `Bearer ${superadmin}` },
    ...(payload ? { payload } : {}),
  });

/** An admin (venue partner) account of nobody's organisation. */
async function makeAdmin(label: string) {
  const [admin] = await t.db
    .insert(accounts)
    .values({
      role: 'admin',
      email: `${label}-${crypto.randomUUID().slice(0, 8)}@example.cz`,
      name: `Provozovna ${label}`,
      emailVerifiedAt: t.clock.now(),
    })
    .returning();
  return admin!;
}

async function createOrganisation(email: string, name = 'Sportcentra Morava s.r.o.') {
  const res = await call('POST', '/organisations', { name, contactName: 'Jana Moravcová', email });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().organisation.id as string;
}

const linksOf = (adminId: string) =>
  t.db.select().from(partnerOrganisationAdmins).where(eq(partnerOrganisationAdmins.adminId, adminId));
const auditOf = (targetId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('the back office lists partner organisations', () => {
  it('shows each organisation with its contact and its admin accounts', async () => {
    const organisation = await createOrganisation('seznam@example.cz', 'Seznamová s.r.o.');
    const admin = await makeAdmin('seznam');
    await t.db.insert(partnerOrganisationAdmins).values({ partnerId: organisation, adminId: admin.id });
    const res = await call('GET', '/organisations');
    expect(res.statusCode).toBe(200);
    const organisations = res.json().organisations;
    expect(organisations.find((o: { id: string }) => o.id === demoOrganisation)).toMatchObject({
      email: 'provozovatel@champions.cz',
      passwordSet: true,
    });
    expect(organisations.find((o: { id: string }) => o.id === organisation)).toMatchObject({
      name: 'Seznamová s.r.o.',
      contactName: 'Jana Moravcová',
      email: 'seznam@example.cz',
      passwordSet: false,
      admins: [{ id: admin.id, email: admin.email, name: admin.name, companyName: null }],
    });
  });

  it('only for the superadmin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/superadmin/organisations' });
    expect(res.statusCode).toBe(401);
  });
});

describe('creating an organisation', () => {
  it('makes a partner account, mails a 7-day link to set the password; the partner then signs in', async () => {
    const res = await call('POST', '/organisations', {
      name: '  Fit Holding a.s. ',
      contactName: 'Petr Holub',
      email: 'Vedeni@Fit-Holding.cz',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toContain('vedeni@fit-holding.cz');
    expect(body.organisation).toMatchObject({
      name: 'Fit Holding a.s.',
      contactName: 'Petr Holub',
      email: 'vedeni@fit-holding.cz',
      passwordSet: false,
      admins: [],
    });
    const account = await accountOf('partner', 'vedeni@fit-holding.cz');
    expect(account).toMatchObject({
      id: body.organisation.id,
      passwordHash: null,
      companyName: 'Fit Holding a.s.',
    });

    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'vedeni@fit-holding.cz'));
    expect(mails.map((m) => m.template)).toEqual(['organisation_invite']);
    expect(mails[0]!.text).toContain('/partner/login');
    expect(mails[0]!.text).toContain('7 dní');
    const token = /\/zapomenute-heslo\?role=partner&token=([\w-]+)/.exec(mails[0]!.text)?.[1];
    expect(token).toBeTruthy();

    const early = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: 'vedeni@fit-holding.cz', password: 'Silne-Heslo-2026' },
    });
    expect(early.statusCode).toBe(401);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/partner/update-password',
      payload: { token, password: 'Silne-Heslo-2026' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: 'vedeni@fit-holding.cz', password: 'Silne-Heslo-2026' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().account).toMatchObject({ role: 'partner' });
    // the link works once
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/partner/update-password',
      payload: { token, password: 'Jine-Heslo-2027' },
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);

    const audit = await auditOf(body.organisation.id);
    expect(audit.map((a) => a.action)).toEqual(['backoffice.organisation.create']);
  });

  it('refuses an e-mail a partner account has already, in Czech, and changes nothing', async () => {
    const res = await call('POST', '/organisations', {
      name: 'Kopie',
      contactName: 'Jan Kopecký',
      email: 'PROVOZOVATEL@champions.cz',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('provozovatel@champions.cz');
    const partners = await t.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.role, 'partner'), eq(accounts.email, 'provozovatel@champions.cz')));
    expect(partners).toHaveLength(1);
  });

  it('a double submit makes one account and one e-mail', async () => {
    const body = { name: 'Dvojklik s.r.o.', contactName: 'Eva Dvořáková', email: 'dvojklik@example.cz' };
    const answers = await Promise.all([
      call('POST', '/organisations', body),
      call('POST', '/organisations', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'dvojklik@example.cz'));
    expect(mails).toHaveLength(1);
  });

  it('validates with Czech messages', async () => {
    const res = await call('POST', '/organisations', { name: ' ', contactName: 'X', email: 'neni-email' });
    expect(res.statusCode).toBe(400);
    const text = res.body;
    expect(text).toContain('Zadejte název organizace');
    expect(text).toContain('Zadejte jméno a příjmení.');
    expect(text).toContain('Zadejte platný e-mail.');
  });
});

describe('linking and unlinking admin accounts', () => {
  it('links an admin once, lists it, unlinks it; each change audited', async () => {
    const organisation = await createOrganisation('linky@example.cz');
    const admin = await makeAdmin('linky');
    const linked = await call('POST', `/organisations/${organisation}/admins`, { adminId: admin.id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ changed: true });
    expect(linked.json().organisation.admins).toEqual([
      { id: admin.id, name: admin.name, email: admin.email, companyName: null },
    ]);
    const twice = await call('POST', `/organisations/${organisation}/admins`, { adminId: admin.id });
    expect(twice.json()).toMatchObject({ changed: false });
    expect(await linksOf(admin.id)).toHaveLength(1);

    const list = (await call('GET', '/organisations')).json();
    const row = list.organisations.find((o: { id: string }) => o.id === organisation);
    expect(row.admins.map((a: { id: string }) => a.id)).toEqual([admin.id]);

    const unlinked = await call('DELETE', `/organisations/${organisation}/admins/${admin.id}`);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toMatchObject({ changed: true, organisation: { admins: [] } });
    expect(await linksOf(admin.id)).toHaveLength(0);
    const again = await call('DELETE', `/organisations/${organisation}/admins/${admin.id}`);
    expect(again.json()).toMatchObject({ changed: false });

    const audit = await auditOf(organisation);
    expect(audit.map((a) => a.action).sort()).toEqual([
      'backoffice.organisation.create',
      'backoffice.organisation.link',
      'backoffice.organisation.unlink',
    ]);
    expect(audit.find((a) => a.action === 'backoffice.organisation.link')!.data).toMatchObject({
      adminId: admin.id,
    });
  });

  it('refuses an admin of another organisation (409, Czech) and changes nothing', async () => {
    const owner = await createOrganisation('vlastnik@example.cz');
    const owned = await call('POST', `/organisations/${owner}/admins`, { adminId: pragueAdmin });
    expect(owned.statusCode, owned.body).toBe(200);
    const organisation = await createOrganisation('cizi@example.cz');
    const res = await call('POST', `/organisations/${organisation}/admins`, { adminId: pragueAdmin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('už patří organizaci');
    const links = await linksOf(pragueAdmin);
    expect(links.map((l) => l.partnerId)).toEqual([owner]);
    expect((await auditOf(organisation)).map((a) => a.action)).toEqual(['backoffice.organisation.create']);
    // unlinking it from an organisation it does not belong to changes nothing either
    const unlink = await call('DELETE', `/organisations/${organisation}/admins/${pragueAdmin}`);
    expect(unlink.json()).toMatchObject({ changed: false });
    expect(await linksOf(pragueAdmin)).toHaveLength(1);
  });

  it('unknown organisations and admin accounts answer 404', async () => {
    const organisation = await createOrganisation('neznamy@example.cz');
    const admin = await makeAdmin('neznamy');
    const nobody = crypto.randomUUID();
    expect((await call('POST', `/organisations/${nobody}/admins`, { adminId: admin.id })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/organisations/${organisation}/admins`, { adminId: nobody })).statusCode,
    ).toBe(404);
    // an admin id that is a partner (not an admin account) is not found either
    expect(
      (await call('POST', `/organisations/${organisation}/admins`, { adminId: demoOrganisation })).statusCode,
    ).toBe(404);
    // an admin account is not an organisation
    expect((await call('POST', `/organisations/${admin.id}/admins`, { adminId: admin.id })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/organisations/${nobody}/admins/${admin.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/organisations/${organisation}/admins/${nobody}`)).statusCode).toBe(404);
    expect(await linksOf(admin.id)).toHaveLength(0);
  });

  it('20 identical links at once leave one row and one audit row', async () => {
    const organisation = await createOrganisation('soubeh@example.cz');
    const admin = await makeAdmin('soubeh');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/organisations/${organisation}/admins`, { adminId: admin.id }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json().changed)).toHaveLength(1);
    expect(await linksOf(admin.id)).toHaveLength(1);
    const audit = await auditOf(organisation);
    expect(audit.filter((a) => a.action === 'backoffice.organisation.link')).toHaveLength(1);
  });

  it('two organisations racing for one admin: one wins, the other is refused', async () => {
    const first = await createOrganisation('zavod-a@example.cz');
    const second = await createOrganisation('zavod-b@example.cz');
    const admin = await makeAdmin('zavod');
    const answers = await Promise.all([
      call('POST', `/organisations/${first}/admins`, { adminId: admin.id }),
      call('POST', `/organisations/${second}/admins`, { adminId: admin.id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await linksOf(admin.id)).toHaveLength(1);
  });

  it('the linked organisation can then open the admin panel', async () => {
    const organisation = await createOrganisation('panel@example.cz');
    const admin = await makeAdmin('panel');
    await call('POST', `/organisations/${organisation}/admins`, { adminId: admin.id });
    // the partner sets its password through the invitation, then lists its admins
    const partnerToken = await (async () => {
      const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'panel@example.cz'));
      const token = /role=partner&token=([\w-]+)/.exec(mail!.text)![1];
      const set = await t.app.inject({
        method: 'POST',
        url: '/api/partner/update-password',
        payload: { token, password: 'Silne-Heslo-2026' },
      });
      expect(set.statusCode, set.body).toBe(200);
      return set.json().token as string;
    })();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/partner/org/admins',
      headers: { 'x-partner-token': `Bearer ${partnerToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().admins.map((a: { id: string }) => a.id)).toEqual([admin.id]);
  });
});
