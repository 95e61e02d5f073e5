import { LRUCache } from 'lru-cache';

/**
 * A short-lived in-process cache for public, anonymous answers (catalogue lists, filters). PGlite runs
 * on the main thread, so answering repeated identical queries from memory keeps the server responsive;
 * on PostgreSQL it spares the database. Entries live a few seconds (wall-clock time: this is a technical
 * cache, not a business rule), so edits show up almost at once. A TTL of 0 turns it off.
 */
export function createResponseCache(ttlSeconds: number, max = 500) {
  const cache =
    ttlSeconds > 0 ? new LRUCache<string, { value: unknown }>({ max, ttl: ttlSeconds * 1000 }) : null;
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache?.get(key);
      if (hit) return hit.value as T;
      const value = await load();
      cache?.set(key, { value });
      return value;
    },
    clear: () => cache?.clear(),
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
