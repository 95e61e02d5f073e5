import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_INVITATIONS_PER_DAY } from '../src/modules/auth/index.ts';
import {
  ACCOUNT_FAILURES_PER_HOUR,
  createLoginThrottle,
  delayAfter,
} from '../src/modules/auth/login-throttle.ts';
import { passwordProblem } from '../src/modules/auth/password-policy.ts';
import { memoryThrottleStore } from '../src/modules/auth/throttle-store.ts';
import { TooManyRequestsError } from '../src/shared/errors.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** Passwords: password rules, sign-in throttle, staff invitations. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await t?.close();
});

const register = (email: string, password: string, name = 'Karel Novák') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { email, password, name, acceptTerms: true },
  });
const login = (role: string, email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/api/${role}/login`, payload: { email, password }, remoteAddress });

describe('12. password rules', () => {
  it('accepts a long passphrase without digits and refuses Password1', async () => {
    expect((await register('fraze@example.cz', 'correct horse battery staple')).statusCode).toBe(202);
    const common = await register('bezne@example.cz', 'Password1');
    expect(common.statusCode).toBe(400);
    expect(common.json().details.fields[0]).toMatchObject({ field: 'body.password' });
    expect(common.json().message).toContain('nejčastěji používanými');
  });

  it('refuses the e-mail or the name as the password, and more than 128 characters', async () => {
    const byEmail = await register('karel.novak@example.cz', 'karel.novak');
    expect(byEmail.statusCode).toBe(400);
    expect(byEmail.json().message).toContain('e-mailem ani jménem');
    expect((await register('jiny@example.cz', 'Karel Novák 1')).statusCode).toBe(400);
    expect((await register('dlouhy@example.cz', 'x'.repeat(129))).statusCode).toBe(400);
    expect((await register('kratky@example.cz', 'sedm123')).statusCode).toBe(400);
  });

  it('knows the common list and tolerates no trivial variation of it', () => {
    for (const password of ['qwerty123', 'iloveyou!', 'Champions123!', '12345678']) {
      expect(passwordProblem(password, {}), password).not.toBeNull();
    }
    for (const password of ['modrá lavička u řeky', 'Silne-heslo-42', 'kolo v Brně 1988']) {
      expect(passwordProblem(password, { email: 'eva@example.cz', name: 'Eva Malá' }), password).toBeNull();
    }
  });
});

describe('13. sign-in throttle per account and address', () => {
  it('lets the owner in from their own address after someone else’s wrong passwords', async () => {
    for (let i = 0; i < 6; i++)
      await login('superadmin', 'admin@champions.cz', `hadam ${i}`, '198.51.100.66');
    const owner = await login('superadmin', 'admin@champions.cz', 'Champions123!', '192.0.2.1');
    expect(owner.statusCode).toBe(200);
    const attacker = await login('superadmin', 'admin@champions.cz', 'Champions123!', '198.51.100.66');
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('makes one address wait longer after each further failure', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < 3; i++)
      expect((await login('trainer', 'trener@champions.cz', 'spatne', address)).statusCode).toBe(401);
    const first = await login('trainer', 'trener@champions.cz', 'spatne', address);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    t.clock.advance(1000);
    expect((await login('trainer', 'trener@champions.cz', 'spatne', address)).statusCode).toBe(401);
    const second = await login('trainer', 'trener@champions.cz', 'Champions123!', address);
    expect(second.headers['retry-after']).toBe('2');
    t.clock.advance(2000);
    expect((await login('trainer', 'trener@champions.cz', 'Champions123!', address)).statusCode).toBe(200);
  });

  it('doubles delays up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(delayAfter)).toEqual([0, 0, 0, 1000, 2000, 4000, 15 * 60_000]);
  });

  it('caps an account at 100 failures an hour, except for addresses that signed in before', async () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const throttle = createLoginThrottle(
      memoryThrottleStore(() => now),
      () => now,
    );
    await throttle.recordSuccess('superadmin:admin@champions.cz', '192.0.2.1');
    for (let i = 0; i < ACCOUNT_FAILURES_PER_HOUR; i++) {
      await throttle.recordFailure('superadmin:admin@champions.cz', `10.0.${Math.floor(i / 250)}.${i % 250}`);
    }
    await expect(
      throttle.assertAllowed('superadmin:admin@champions.cz', '198.51.100.1'),
    ).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(
      throttle.assertAllowed('superadmin:admin@champions.cz', '192.0.2.1'),
    ).resolves.toBeUndefined();
    now = new Date(now.getTime() + 61 * 60_000);
    await expect(
      throttle.assertAllowed('superadmin:admin@champions.cz', '198.51.100.1'),
    ).resolves.toBeUndefined();
  });
});

describe('14. staff invitations', () => {
  it('are limited per partner', async () => {
    const partner = await login('admin', 'partner@champions.cz', 'Champions123!', '192.0.2.20');
    const headers = { 'x-admin-token': `Bearer ${partner.json().token}` };
    const codes: number[] = [];
    for (let i = 0; i <= TEAM_INVITATIONS_PER_DAY; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/staff/invitations',
        headers,
        payload: { email: `pozvany${i}@example.cz` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, TEAM_INVITATIONS_PER_DAY).every((code) => code === 202)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    t.clock.advance(24 * 3600_000 + 1000);
    const nextDay = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers,
      payload: { email: 'zitra@example.cz' },
    });
    t.clock.advance(-(24 * 3600_000 + 1000));
    expect(nextDay.statusCode).not.toBe(429);
  });
});
