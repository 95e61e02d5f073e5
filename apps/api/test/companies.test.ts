import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/business/register', payload });

const company = {
  email: 'hr@strojirny.cz',
  password: 'modry-kun-skace-pres-plot',
  name: 'Hana Personální',
  companyName: 'Strojírny Brno a.s.',
  companyId: '25596641',
  vatId: 'cz 25596641',
  billingAddress: 'Křenová 65, 602 00 Brno',
  acceptTerms: true,
};

describe('company sign-up (corporate plan)', () => {
  it('refuses an IČO with a wrong check digit, naming the field, and creates nothing', async () => {
    const res = await signUp({ ...company, email: 'spatne-ico@firma.cz', companyId: '25596642' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('companyId');
    expect(res.json().message).toContain('IČO');
    const rows = await t.db.select().from(accounts).where(eq(accounts.email, 'spatne-ico@firma.cz'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a DIČ of the wrong shape', async () => {
    const res = await signUp({ ...company, email: 'spatne-dic@firma.cz', vatId: 'SK1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('DIČ');
  });

  it('requires the IČO and the billing address of a business', async () => {
    const noIco = await signUp({ ...company, email: 'bez-ico@firma.cz', companyId: undefined });
    expect(noIco.statusCode).toBe(400);
    expect(noIco.json().code).toBe('COMPANY_ID_REQUIRED');
    const noAddress = await signUp({ ...company, email: 'bez-adresy@firma.cz', billingAddress: '' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().code).toBe('BILLING_ADDRESS_REQUIRED');
  });

  it('stores the company with its normalised DIČ and billing address, unverified until the e-mail link', async () => {
    const res = await signUp(company);
    expect(res.statusCode).toBe(202);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.email, company.email));
    expect(row).toMatchObject({
      role: 'business',
      companyName: 'Strojírny Brno a.s.',
      companyId: '25596641',
      vatId: 'CZ25596641',
      billingAddress: 'Křenová 65, 602 00 Brno',
      name: 'Hana Personální',
      emailVerifiedAt: null,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/business/login',
      payload: { email: company.email, password: company.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('EMAIL_NOT_VERIFIED');
  });
});
