import { TooManyRequestsError } from '../../shared/errors.ts';
import type { ThrottleStore } from './throttle-store.ts';

const HOUR = 3600_000;
/** wrong passwords from one address to one account before delays start */
export const FREE_FAILURES = 3;
/** the delay doubles with every further failure, up to this */
export const MAX_DELAY_MS = 15 * 60_000;
/** failures per account and hour beyond which only addresses that signed in before get through (ASVS 2.2.1) */
export const ACCOUNT_FAILURES_PER_HOUR = 100;
/** how long an address that signed in successfully stays trusted for that account */
const KNOWN_ADDRESS_MS = 90 * 24 * HOUR;

/** Seconds to wait after `failures` wrong passwords from one address (0 = no wait). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

/**
 * Sign-in throttle per account and address. Wrong passwords from one address make that address wait
 * longer and longer before its next try at that account; they do not lock the account for anyone else.
 * Only a flood (100 failures an hour) closes the account to addresses it has never signed in from, and
 * an address that signed in successfully before is never blocked by others' failures.
 */
export function createLoginThrottle(store: ThrottleStore, now: () => Date) {
  const keys = (account: string, address: string) => ({
    pair: `pair:${account}|${address}`,
    pairLast: `pairlast:${account}|${address}`,
    account: `account:${account}`,
    known: `known:${account}|${address}`,
  });
  return {
    async assertAllowed(account: string, address: string) {
      const k = keys(account, address);
      const [failures, lastAt, known] = await Promise.all([
        store.get(k.pair),
        store.get(k.pairLast),
        store.get(k.known),
      ]);
      const waitMs = lastAt + delayAfter(failures) - now().getTime();
      if (failures >= FREE_FAILURES && waitMs > 0) {
        throw new TooManyRequestsError(undefined, Math.ceil(waitMs / 1000));
      }
      if (!known && (await store.get(k.account)) >= ACCOUNT_FAILURES_PER_HOUR) {
        throw new TooManyRequestsError(undefined, 3600);
      }
    },
    async recordFailure(account: string, address: string) {
      const k = keys(account, address);
      await Promise.all([
        store.increment(k.pair, HOUR),
        store.set(k.pairLast, now().getTime(), HOUR),
        store.increment(k.account, HOUR),
      ]);
    },
    async recordSuccess(account: string, address: string) {
      const k = keys(account, address);
      await Promise.all([
        store.delete(k.pair),
        store.delete(k.pairLast),
        store.set(k.known, 1, KNOWN_ADDRESS_MS),
      ]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

declare module 'fastify' {
  interface FastifyInstance {
    /** the sign-in throttle of every role, made once by the auth plugin (plugins/auth.ts) */
    loginThrottle: LoginThrottle;
  }
}

declare module '../../shared/use-case.ts' {
  interface UseCaseServices {
    /** the sign-in throttle of every role (sign-in, password reset) */
    loginThrottle: LoginThrottle;
  }
}
