import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { hashPassword, setPasswordHashCost, verifyPassword } from './password.ts';

describe('password hashes', () => {
  afterEach(() => setPasswordHashCost('test'));

  it('are scrypt at the OWASP cost (N=2^17, r=8, p=1) unless a test asks for less', async () => {
    setPasswordHashCost('standard');
    const stored = await hashPassword('Silne-heslo-2026');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Silne-heslo-2026', stored)).toBe(true);
    expect(await verifyPassword('silne-heslo-2026', stored)).toBe(false);
  });

  it("verify by the cost they name, so a test's cheap hash and a standard one both verify", async () => {
    setPasswordHashCost('test');
    const cheap = await hashPassword('Silne-heslo-2026');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    setPasswordHashCost('standard');
    expect(await verifyPassword('Silne-heslo-2026', cheap)).toBe(true);
    expect(await verifyPassword('Jine-heslo-2026', cheap)).toBe(false);
  });

  it('are cheap only in tests: UNSAFE_TEST_PASSWORD_HASH is refused together with real payments', () => {
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', UNSAFE_TEST_PASSWORD_HASH: 'true' };
    expect(loadConfig(env).UNSAFE_TEST_PASSWORD_HASH).toBe(true);
    expect(loadConfig({ ...env, UNSAFE_TEST_PASSWORD_HASH: undefined }).UNSAFE_TEST_PASSWORD_HASH).toBe(
      false,
    );
    expect(() => loadConfig({ ...env, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/UNSAFE_TEST_PASSWORD_HASH/);
  });
});
