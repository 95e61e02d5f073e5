import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** A registration through a partner's referral link records the referring partner. */
let t: TestApp;
let partnerToken: string;
const partner = () => ({ 'x-admin-token': `Bearer ${partnerToken}` });

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: 'partner@champions.cz', password: 'Champions123!' },
  });
  partnerToken = login.json().token;
});
afterAll(async () => {
  await t?.close();
});

const referral = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/referral', headers: partner() });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: string; url: string; referredCount: number };
};

const register = (role: 'admin' | 'user', email: string, referralCode?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${role}/register`,
    payload: {
      email,
      password: 'dlouhe heslo na kolo',
      name: 'Petra Nováková',
      acceptTerms: true,
      ...(referralCode === undefined ? {} : { referralCode }),
    },
  });

const referrerOf = async (email: string) => {
  const [row] = await t.db
    .select({ referredById: accounts.referredById })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email}`);
  return row?.referredById;
};

describe('registration through a referral link', () => {
  it('records the referring partner for a partner and a user, and the referral page counts them', async () => {
    const { code, url } = await referral();
    expect(url).toContain(`/admin/register?ref=${code}`);
    const [owner] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'partner@champions.cz'));
    const before = (await referral()).referredCount;

    // the code is read case-insensitively (a link typed by hand)
    expect((await register('admin', 'novy.partner@example.cz', code.toLowerCase())).statusCode).toBe(202);
    expect((await register('user', 'doporuceny@example.cz', code)).statusCode).toBe(202);
    expect(await referrerOf('novy.partner@example.cz')).toBe(owner!.id);
    expect(await referrerOf('doporuceny@example.cz')).toBe(owner!.id);
    expect((await referral()).referredCount).toBe(before + 2);
  });

  it('ignores an unknown code: the registration goes on, with the same answer and no referrer', async () => {
    const withCode = await register('admin', 'bez.doporuceni@example.cz', 'NEEXISTUJE');
    const without = await register('admin', 'uplne.bez@example.cz');
    expect(withCode.statusCode).toBe(202);
    expect(withCode.json()).toEqual(without.json());
    expect(await referrerOf('bez.doporuceni@example.cz')).toBeNull();
  });

  it('refuses an overlong code as invalid input', async () => {
    const res = await register('user', 'dlouhy@example.cz', 'X'.repeat(41));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});
