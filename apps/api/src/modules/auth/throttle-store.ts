import type { Redis } from 'ioredis';

/**
 * Counters with an expiry, for the sign-in throttle. In process by default; on Redis when REDIS_URL is
 * set, so that every API instance sees the same failures.
 */
export interface ThrottleStore {
  get(key: string): Promise<number>;
  /** adds one; a new counter lives ttlMs from now, an existing one keeps its expiry */
  increment(key: string, ttlMs: number): Promise<number>;
  set(key: string, value: number, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export function memoryThrottleStore(now: () => Date, maxKeys = 100_000): ThrottleStore {
  const entries = new Map<string, { value: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now().getTime()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const put = (key: string, value: number, expiresAt: number) => {
    entries.delete(key);
    entries.set(key, { value, expiresAt });
    // bounded memory: the oldest keys go first
    while (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
  };
  return {
    async get(key) {
      return live(key)?.value ?? 0;
    },
    async increment(key, ttlMs) {
      const entry = live(key);
      const value = (entry?.value ?? 0) + 1;
      put(key, value, entry?.expiresAt ?? now().getTime() + ttlMs);
      return value;
    },
    async set(key, value, ttlMs) {
      put(key, value, now().getTime() + ttlMs);
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

/**
 * Counters in Redis, shared by every instance. When Redis is unreachable sign-in keeps working
 * (the per-IP rate limit does the same with skipOnError); the failure is reported through onError.
 */
export function redisThrottleStore(
  redis: Redis,
  prefix: string,
  onError: (error: unknown) => void = () => {},
): ThrottleStore {
  const k = (key: string) => `${prefix}throttle:${key}`;
  const safe = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      onError(error);
      return fallback;
    }
  };
  return {
    get: (key) => safe(async () => Number((await redis.get(k(key))) ?? 0), 0),
    increment: (key, ttlMs) =>
      safe(async () => {
        const [[, value]] = (await redis.multi().incr(k(key)).pexpire(k(key), ttlMs, 'NX').exec()) as [
          [Error | null, number],
        ];
        return value;
      }, 0),
    set: (key, value, ttlMs) =>
      safe(async () => void (await redis.set(k(key), String(value), 'PX', ttlMs)), undefined),
    delete: (key) => safe(async () => void (await redis.del(k(key))), undefined),
  };
}
