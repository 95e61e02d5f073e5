import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyInvoices } from '../src/db/schema.ts';
import { addSeat, makeCompany, makeInvoice } from './business-fixtures.ts';
import { loginAs } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let zdar: Awaited<ReturnType<typeof makeCompany>>;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  tokens.superadmin = await loginAs(t, 'superadmin', 'admin@champions.cz');
  tokens.user = await loginAs(t, 'user', 'uzivatel@champions.cz');
  tokens.admin = await loginAs(t, 'admin', 'partner@champions.cz');
  tokens.business = await loginAs(t, 'business', 'firma@champions.cz');
  zdar = await makeCompany(t, {
    companyName: 'Strojírny Žďár a.s.',
    companyId: '27082440',
    email: 'personalni@zdar-strojirny.cz',
  });
  await addSeat(t, zdar.id, true);
  await addSeat(t, zdar.id, true);
  await addSeat(t, zdar.id, false);
  await makeInvoice(t, zdar.id, { month: '2026-09', total: 120_000, paidAt: t.clock.now() });
  await makeInvoice(t, zdar.id, { month: '2026-10', total: 150_000 });
  await makeInvoice(t, zdar.id, { month: '2026-11', total: 90_050 });
  for (const name of ['Pekárna Vlčnov', 'Pila Vlčnov', 'Pivovar Vlčnov'])
    await makeCompany(t, { companyName: name, companyId: '25596641' });
});
afterAll(async () => {
  await t?.close();
});

const superadmin = () => ({ 'x-superadmin-token': `Bearer ${tokens.superadmin}` });
const list = (query: string, headers: Record<string, string> = superadmin()) =>
  t.app.inject({ method: 'GET', url: `/api/superadmin/businesses${query}`, headers });
const markPaid = (number: string, headers: Record<string, string> = superadmin()) =>
  t.app.inject({ method: 'POST', url: `/api/superadmin/businesses/invoices/${number}/paid`, headers });

describe('GET /api/superadmin/businesses', () => {
  it('lists a company with its seats, invoices and unpaid sum', async () => {
    const res = await list('?q=personalni@zdar-strojirny.cz');
    expect(res.statusCode).toBe(200);
    expect(res.json().businesses).toEqual([
      {
        id: zdar.id,
        name: 'Strojírny Žďár a.s.',
        ico: '27082440',
        email: 'personalni@zdar-strojirny.cz',
        seatsUsed: 2,
        seatsInvited: 1,
        invoicesCount: 3,
        unpaidTotal: 240_050,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('finds by name without diacritics, by IČO and by e-mail; the demo company is listed too', async () => {
    const byName = await list('?q=zdar%20STROJIRNY');
    expect(byName.json().businesses.map((b: { id: string }) => b.id)).toEqual([zdar.id]);
    const byIco = await list('?q=27082440');
    expect(byIco.json().businesses.map((b: { id: string }) => b.id)).toEqual([zdar.id]);
    const byMail = await list('?q=zdar-strojirny');
    expect(byMail.json().pagination.total).toBe(1);
    const demo = await list('?q=firma@champions.cz');
    expect(demo.json().businesses[0]).toMatchObject({ name: 'Acme s.r.o.', ico: '25596641' });
  });

  it('pages on the server, by name', async () => {
    const first = await list('?q=vlcnov&limit=2');
    expect(first.json().pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(first.json().businesses.map((b: { name: string }) => b.name)).toEqual([
      'Pekárna Vlčnov',
      'Pila Vlčnov',
    ]);
    const second = await list('?q=vlcnov&limit=2&page=2');
    expect(second.json().businesses.map((b: { name: string }) => b.name)).toEqual(['Pivovar Vlčnov']);
    const none = await list('?q=neexistuje-nikde');
    expect(none.json()).toMatchObject({ businesses: [], pagination: { total: 0 } });
  });

  it('refuses a search that is too long with a Czech message', async () => {
    const res = await list(`?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('nejvýše 100 znaků');
  });

  it.each([
    ['no token', {}],
    ['a user token', { 'x-user-token': `Bearer {user}` }],
    ['a business token', { 'x-business-token': `Bearer {business}` }],
    ['a business token as a superadmin’s', { 'x-superadmin-token': `Bearer {business}` }],
    ['an admin token as a superadmin’s', { 'x-superadmin-token': `Bearer {admin}` }],
  ])('refuses %s', async (_label, template: Record<string, string>) => {
    const headers = Object.fromEntries(
      Object.entries(template).map(([key, value]) => [
        key,
        value.replace(/\{(\w+)\}/, (_w, role: string) => tokens[role]!),
      ]),
    );
    expect((await list('', headers)).statusCode).toBe(401);
    const [invoice] = await t.db.select().from(companyInvoices).where(eq(companyInvoices.companyId, zdar.id));
    expect((await markPaid(invoice!.number, headers)).statusCode).toBe(401);
  });
});

describe('a company’s invoices', () => {
  it('lists them newest first; another role’s id is not a company', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/superadmin/businesses/${zdar.id}/invoices`,
      headers: superadmin(),
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .invoices.map((i: { month: string }) => i.month)
        .sort(),
    ).toEqual(['2026-09', '2026-10', '2026-11']);
    const notCompany = await t.app.inject({
      method: 'GET',
      url: `/api/superadmin/businesses/${crypto.randomUUID()}/invoices`,
      headers: superadmin(),
    });
    expect(notCompany.statusCode).toBe(404);
    expect(notCompany.json().message).toBe('Firma nenalezena.');
  });

  it('gives the superadmin the invoice PDF', async () => {
    const invoice = await makeInvoice(t, zdar.id, { month: '2026-08', total: 50_000 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/superadmin/businesses/invoices/${invoice.number}/pdf`,
      headers: superadmin(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('marks an unpaid invoice paid once, with an audit row; a second time is a Czech 409', async () => {
    const invoice = await makeInvoice(t, zdar.id, { month: '2026-07', total: 70_000 });
    const res = await markPaid(invoice.number);
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice).toMatchObject({ number: invoice.number, paidAt: t.clock.now().toISOString() });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'backoffice.company_invoice.paid'), eq(auditLog.targetId, zdar.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toEqual({
      invoice: invoice.number,
      total: 70_000,
      before: { paidAt: null },
      after: { paidAt: t.clock.now().toISOString() },
    });
    const again = await markPaid(invoice.number);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'COMPANY_INVOICE_ALREADY_PAID',
      message: 'Faktura už je označená jako zaplacená.',
    });
    const after = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'backoffice.company_invoice.paid'));
    expect(after.filter((row) => row.targetId === zdar.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown invoice and 400 for a malformed number', async () => {
    const unknown = await markPaid('F2000-000001');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Faktura nenalezena.');
    expect((await markPaid('nejake-cislo')).statusCode).toBe(400);
  });
});
