import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { accounts } from '../src/db/schema.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { eraseAccount } from '../src/modules/auth/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { startSmtpServer } from './smtp.ts';

/** Accounts: no demo data in production, no forged client addresses, no takeover by token. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '20' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const userHeaders = (token: string) => ({ 'x-user-token': `Bearer ${token}` });

async function newVerifiedUser(email: string, password = 'dlouhe heslo na kolo') {
  await post('/api/user/register', { email, password, name: 'Jana Dvořáková', acceptTerms: true });
  const verified = await post('/api/user/verify-email', { token: smtp.lastTo(email).token });
  expect(verified.statusCode).toBe(200);
  return verified.json().token as string;
}

describe('1. demo data and secrets in production', () => {
  /** Everything production requires; each test leaves out what it is about. */
  const PRODUCTION = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    SMTP_URL: 'smtp://mail.example.cz:25',
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
    SELLER_NAME: 'Sportovní s.r.o.',
    SELLER_ADDRESS: 'Dlouhá 1, 110 00 Praha 1',
    SELLER_ICO: '27082440',
  };
  const without = (...names: (keyof typeof PRODUCTION)[]) =>
    Object.fromEntries(Object.entries(PRODUCTION).filter(([name]) => !names.includes(name as never)));
  /** The message of the ConfigError loading this environment throws. */
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it('links e-mails to the port it runs on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ PORT: '3005' }).PUBLIC_URL).toBe('http://localhost:3005');
    expect(loadConfig({ PORT: '3005', PUBLIC_URL: 'https://champions.cz' }).PUBLIC_URL).toBe(
      'https://champions.cz',
    );
  });

  it('refuses to start in production without JWT_SECRET and SMTP_URL, naming both', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET[\s\S]*SMTP_URL/);
    expect(() => loadConfig(without('JWT_SECRET', 'SMTP_URL'))).toThrow(/JWT_SECRET[\s\S]*SMTP_URL/);
    expect(() => loadConfig(PRODUCTION)).not.toThrow();
  });

  it('refuses to start in production without the Stripe keys rather than run the test card provider', () => {
    expect(() => loadConfig(without('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'))).toThrow(
      /STRIPE_SECRET_KEY: required in production[\s\S]*STRIPE_WEBHOOK_SECRET: required in production/,
    );
    // a key alone is not enough: without the webhook secret no payment would ever be confirmed
    const keyAlone = refusal(without('STRIPE_WEBHOOK_SECRET'));
    expect(keyAlone).toContain('STRIPE_WEBHOOK_SECRET: required in production');
    expect(keyAlone).not.toContain('STRIPE_SECRET_KEY');
    expect(() =>
      loadConfig({ ...without('STRIPE_WEBHOOK_SECRET'), UNSAFE_LOCAL_TEST_PAYMENTS: 'true' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    // the loudly named opt-in of end-to-end tests and benchmarks
    const local = {
      ...without('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'),
      UNSAFE_LOCAL_TEST_PAYMENTS: 'true',
    };
    expect(loadConfig(local).UNSAFE_LOCAL_TEST_PAYMENTS).toBe(true);
    expect(() => loadConfig({ ...local, UNSAFE_LOCAL_TEST_PAYMENTS: 'false' })).toThrow(/STRIPE_SECRET_KEY/);
    // outside production the local provider stays the default
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('refuses to start in production without the seller of the receipts, naming each variable', () => {
    expect(() => loadConfig(without('SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_ICO'))).toThrow(
      /SELLER_NAME: required in production[\s\S]*SELLER_ADDRESS: required in production[\s\S]*SELLER_ICO: required in production/,
    );
    expect(() => loadConfig({ ...PRODUCTION, SELLER_ICO: '  ' })).toThrow(/SELLER_ICO: required/);
    expect(loadConfig(PRODUCTION)).toMatchObject({
      SELLER_NAME: 'Sportovní s.r.o.',
      SELLER_ADDRESS: 'Dlouhá 1, 110 00 Praha 1',
      SELLER_ICO: '27082440',
    });
    // outside production receipts name the demo company
    expect(loadConfig({})).toMatchObject({ SELLER_NAME: 'Champions s.r.o.', SELLER_ICO: '12345678' });
  });

  it('has demo data off by default in production and on elsewhere', () => {
    expect(loadConfig(PRODUCTION).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('stops the real server with a clear message instead of starting with a published superadmin', async () => {
    const run = promisify(execFile);
    const serverFile = fileURLToPath(new URL('../src/server.ts', import.meta.url));
    // the way `npm start` runs it: Node's own type stripping, on the Node that runs the tests
    const started = run(process.execPath, [serverFile], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: 'memory://',
        PORT: '0',
        // whatever the machine has set, these stay unset for the server (empty counts as unset)
        ...Object.fromEntries(
          ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_ICO'].map(
            (name) => [name, ''],
          ),
        ),
      },
      timeout: 30_000,
    });
    const failure = await started.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('JWT_SECRET: required in production');
    expect(failure?.stderr).toContain('SMTP_URL: required in production');
    for (const name of [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'SELLER_NAME',
      'SELLER_ADDRESS',
      'SELLER_ICO',
    ])
      expect(failure?.stderr).toContain(`${name}: required in production`);
  }, 40_000);

  it('seeds the demo once per database and never brings back an erased demo account', async () => {
    const [superadmin] = await t.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.role, 'superadmin'), eq(accounts.email, 'admin@champions.cz')));
    await eraseAccount(
      { db: t.db, customers: t.app.payments.provider, changed: t.app.ctx.catalogueChanged },
      superadmin!.id,
      t.clock.now(),
    );
    await seedDemoData(t.db, t.clock.now());
    await seedDemoData(t.db, t.clock.now());
    const again = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = 'admin@champions.cz'`);
    expect(again).toEqual([]);
    const login = await post('/api/superadmin/login', {
      email: 'admin@champions.cz',
      password: 'Champions123!',
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('2. client address for limits', () => {
  it('ignores X-Forwarded-For by default: rotating it does not escape the limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await post(
        '/api/admin/forgot-password',
        { email: 'nikdo@example.cz' },
        { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` },
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 202)).toBe(true);
    expect(codes.slice(20)).toEqual(Array(12).fill(429));
  });

  it('reads the TRUST_PROXY setting: off, a hop count, or the load balancer addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('takes the client address from the load balancer it trusts, and only from it', async () => {
    const behind = await createTestApp({
      seed: 'reference',
      env: { TRUST_PROXY: '10.0.0.1', AUTH_RATE_LIMIT: '2' },
    });
    try {
      const call = (remoteAddress: string, forwardedFor: string) =>
        behind.app.inject({
          method: 'POST',
          url: '/api/user/forgot-password',
          payload: { email: 'nikdo@example.cz' },
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // through the trusted balancer: two clients, each with its own allowance
      expect((await call('10.0.0.1', '203.0.113.1')).statusCode).toBe(202);
      expect((await call('10.0.0.1', '203.0.113.1')).statusCode).toBe(202);
      expect((await call('10.0.0.1', '203.0.113.1')).statusCode).toBe(429);
      expect((await call('10.0.0.1', '203.0.113.2')).statusCode).toBe(202);
      // straight from elsewhere: the forged header counts for nothing
      expect((await call('192.0.2.7', '203.0.113.50')).statusCode).toBe(202);
      expect((await call('192.0.2.7', '203.0.113.51')).statusCode).toBe(202);
      expect((await call('192.0.2.7', '203.0.113.52')).statusCode).toBe(429);
    } finally {
      await behind.close();
    }
  });
});

describe('3. changing the e-mail or password', () => {
  it('asks for the current password before an e-mail change', async () => {
    const token = await newVerifiedUser('jana@example.cz');
    const headers = userHeaders(token);
    const without = await put(
      '/api/user/me',
      { name: 'Jana Dvořáková', email: 'utocnik@example.cz' },
      headers,
    );
    expect(without.statusCode).toBe(400);
    expect(without.json().details.fields[0].field).toBe('body.currentPassword');
    const wrong = await put(
      '/api/user/me',
      { name: 'Jana Dvořáková', email: 'utocnik@example.cz', currentPassword: 'hadam heslo' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect((await get('/api/user/me', headers)).json().email).toBe('jana@example.cz');
    expect(smtp.received.some((mail) => mail.to.includes('utocnik@example.cz'))).toBe(false);
  });

  it('changes the e-mail once the new address confirms, tells the old one, and the old link restores it', async () => {
    const token = await newVerifiedUser('petra@example.cz');
    const headers = userHeaders(token);
    const asked = await put(
      '/api/user/me',
      { name: 'Petra Malá', email: 'petra.nova@example.cz', currentPassword: 'dlouhe heslo na kolo' },
      headers,
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json().email).toBe('petra@example.cz');
    const confirm = smtp.lastTo('petra.nova@example.cz');
    expect(confirm.subject).toBe('Potvrďte nový e-mail – Champions');

    const confirmed = await post('/api/user/verify-email', { token: confirm.token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().account.email).toBe('petra.nova@example.cz');
    // the session that asked for the change ends with it
    expect((await get('/api/user/me', headers)).statusCode).toBe(401);

    const notice = smtp.lastTo('petra@example.cz');
    expect(notice.subject).toBe('E-mail vašeho účtu byl změněn – Champions');
    expect(notice.text).toContain('Odkaz platí 7 dní.');
    expect(notice.link).toContain('/obnovit-email?role=user&token=');

    // Seven days later the link still works: the original owner takes the account back.
    t.clock.advance(6 * 24 * 3600_000);
    const restored = await post('/api/user/restore-email', { token: notice.token });
    t.clock.advance(-6 * 24 * 3600_000);
    expect(restored.statusCode).toBe(200);
    expect((await get('/api/user/me', userHeaders(confirmed.json().token))).statusCode).toBe(401);
    const reset = smtp.lastTo('petra@example.cz');
    expect(reset.subject).toBe('Obnovení hesla – Champions');
    const newPassword = await post('/api/user/update-password', {
      token: reset.token,
      password: 'moje nove kolo 2',
    });
    expect(newPassword.statusCode).toBe(200);
    expect(newPassword.json().account.email).toBe('petra@example.cz');
    expect((await post('/api/user/restore-email', { token: notice.token })).statusCode).toBe(400);
  });

  it('does not accept the restore link after seven days', async () => {
    const token = await newVerifiedUser('olga@example.cz');
    await put(
      '/api/user/me',
      { name: 'Olga', email: 'olga2@example.cz', currentPassword: 'dlouhe heslo na kolo' },
      userHeaders(token),
    );
    await post('/api/user/verify-email', { token: smtp.lastTo('olga2@example.cz').token });
    const notice = smtp.lastTo('olga@example.cz');
    t.clock.advance(7 * 24 * 3600_000 + 60_000);
    const late = await post('/api/user/restore-email', { token: notice.token });
    t.clock.advance(-(7 * 24 * 3600_000 + 60_000));
    expect(late.statusCode).toBe(400);
  });

  it('announces a password change and a password reset to the account’s address', async () => {
    const token = await newVerifiedUser('karla@example.cz');
    const changed = await put(
      '/api/user/me/password',
      { currentPassword: 'dlouhe heslo na kolo', newPassword: 'jine dlouhe heslo' },
      userHeaders(token),
    );
    expect(changed.statusCode).toBe(200);
    expect(smtp.lastTo('karla@example.cz').subject).toBe('Heslo bylo změněno – Champions');

    await post('/api/user/forgot-password', { email: 'karla@example.cz' });
    const reset = smtp.lastTo('karla@example.cz');
    expect(
      (await post('/api/user/update-password', { token: reset.token, password: 'treti dlouhe heslo' }))
        .statusCode,
    ).toBe(200);
    expect(smtp.lastTo('karla@example.cz').subject).toBe('Heslo bylo změněno – Champions');
  });
});
