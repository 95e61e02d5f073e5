import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hashLimiter } from '../../shared/hash-limiter.ts';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** OWASP password storage cheat sheet: scrypt with N=2^17, r=8, p=1. */
const STANDARD = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
/**
 * Tests only (UNSAFE_TEST_PASSWORD_HASH): N=2^10 costs about 1/128 of the standard hash. The suite signs
 * in thousands of times, at half a second of CPU each with the standard cost. A stored hash names its own
 * cost, so either kind verifies whichever way new hashes are made.
 */
const TEST = { ...STANDARD, N: 2 ** 10 };
let PARAMS = STANDARD;

/** The cost of the hashes made from now on in this process: the tests' only in tests (server.ts, test/setup-hashing.ts). */
export function setPasswordHashCost(cost: 'standard' | 'test'): void {
  PARAMS = cost === 'test' ? TEST : STANDARD;
}
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await hashLimiter().run(() => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS));
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await hashLimiter().run(() =>
    scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: PARAMS.maxmem,
    }),
  );
  return timingSafeEqual(actual, expected);
}
