import type { Redis } from 'ioredis';
import { TooManyRequestsError } from '../../shared/errors.ts';
import { memoryThrottleStore, redisThrottleStore, type ThrottleStore } from '../auth/index.ts';

const HOUR = 3600_000;
/** unknown codes one account may try in an hour */
export const REDEEM_FAILURES_PER_ACCOUNT = 10;
/** unknown codes one address may try in an hour (a household or an office shares one) */
export const REDEEM_FAILURES_PER_ADDRESS = 30;

/**
 * Guessing codes is refused: after 10 unknown codes an hour from one account, or 30 from one address, the
 * redemption answers 429 until the hour passes. Counted in Redis when REDIS_URL is set (every instance sees
 * them), in the process otherwise. A known code (used, voided, expired) is no guess and is not counted.
 */
export function createRedeemThrottle(options: {
  redis: Redis | null;
  redisPrefix: string;
  now: () => Date;
  onRedisError?: (error: unknown) => void;
}) {
  const store: ThrottleStore = options.redis
    ? redisThrottleStore(
        options.redis,
        `${options.redisPrefix}voucher-redeem:`,
        options.onRedisError ?? (() => {}),
      )
    : memoryThrottleStore(options.now);
  return {
    async assertAllowed(accountId: string, address: string): Promise<void> {
      const [account, ip] = await Promise.all([store.get(`a:${accountId}`), store.get(`ip:${address}`)]);
      if (account >= REDEEM_FAILURES_PER_ACCOUNT || ip >= REDEEM_FAILURES_PER_ADDRESS) {
        throw new TooManyRequestsError(undefined, 3600);
      }
    },
    async recordUnknownCode(accountId: string, address: string): Promise<void> {
      await Promise.all([store.increment(`a:${accountId}`, HOUR), store.increment(`ip:${address}`, HOUR)]);
    },
  };
}

/** The redemption's guard against guessed codes (one per app: plugins/vouchers.ts). */
export type RedeemThrottle = ReturnType<typeof createRedeemThrottle>;

declare module 'fastify' {
  interface FastifyInstance {
    /** unknown voucher codes counted per account and address (plugins/vouchers.ts) */
    voucherRedeemThrottle: RedeemThrottle;
  }
}

declare module '../../shared/use-case.ts' {
  interface UseCaseServices {
    /** unknown voucher codes counted per account and address: guessing is refused (modules/vouchers) */
    voucherRedeemThrottle: RedeemThrottle;
  }
}
