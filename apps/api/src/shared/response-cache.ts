import { LRUCache } from 'lru-cache';
import { type AnswerSchema, type EncodedAnswer, encodeAnswer } from './encoded-answer.ts';

/** What the cache holds by default: enough for every public answer of a large catalogue, a fixed ceiling. */
export const DEFAULT_PUBLIC_CACHE_BYTES = 64 * 1024 * 1024;

interface Kept {
  value: unknown;
  /** the bytes this entry is counted for (its JSON, its compressed copies, its key) */
  size: number;
}

/** Room an encoded answer takes: its JSON plus, at most, a br and a gzip copy no larger than half of it each. */
const answerSize = (answer: EncodedAnswer) => answer.json.length * 2;

/**
 * A short-lived in-process cache for public, anonymous answers (catalogue lists, details, filters). PGlite
 * runs on the main thread, so answering repeated identical queries from memory keeps the server
 * responsive; on PostgreSQL it spares the database. Entries live a few seconds (wall-clock time: this is
 * a technical cache, not a business rule); a change to the catalogue clears it at once on every
 * instance (shared/catalogue-changed.ts). A TTL of 0 turns it off.
 *
 * It is bounded in bytes, not in entries (`maxBytes`): the least recently used answers leave first, so a
 * client asking for many distinct answers costs memory up to the bound, never beyond it. Keys are made by
 * the callers from parsed input only (shared/public-answers.ts), never from a raw URL.
 *
 * Requests that miss the same key at once share one load (a thousand clients on an expired answer run
 * one query, not a thousand). `answer` keeps an answer as bytes (JSON, ETag, compressed copies), built
 * once per fill and sent as they are by every request.
 */
export function createResponseCache(ttlSeconds: number, maxBytes = DEFAULT_PUBLIC_CACHE_BYTES) {
  const cache =
    ttlSeconds > 0
      ? new LRUCache<string, Kept>({
          maxSize: maxBytes,
          sizeCalculation: (kept) => Math.max(1, kept.size),
          ttl: ttlSeconds * 1000,
        })
      : null;
  const loading = new Map<string, Promise<unknown>>();
  /** bumped by clear(), so a load that started before a change is not stored after it */
  let generation = 0;

  function load<T>(key: string, run: () => Promise<T>, sizeOf: (value: T) => number): Promise<T> {
    const hit = cache?.get(key);
    if (hit) return Promise.resolve(hit.value as T);
    if (!cache) return run();
    const pending = loading.get(key);
    if (pending) return pending as Promise<T>;
    const started = generation;
    const promise = run().then(
      (value) => {
        if (loading.get(key) === promise) loading.delete(key);
        const size = key.length + sizeOf(value);
        // an answer larger than the whole cache is served, not kept
        if (started === generation && size <= maxBytes) cache.set(key, { value, size });
        return value;
      },
      (error: unknown) => {
        if (loading.get(key) === promise) loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
    return promise;
  }

  return {
    /**
     * A value kept under `key` (a loaded record, e.g. the page meta of an activity); its size is counted
     * as its JSON, measured once per fill.
     */
    get<T>(key: string, run: () => Promise<T>): Promise<T> {
      return load(key, run, (value) => JSON.stringify(value)?.length ?? 0);
    },
    /** The answer of `run` as bytes, checked against the route's response schema once per fill. */
    answer(key: string, run: () => Promise<unknown>, schema?: AnswerSchema): Promise<EncodedAnswer> {
      return load(`answer:${key}`, async () => encodeAnswer(await run(), schema), answerSize);
    },
    /** The answer kept under `key`, if one is (no load: a request that finds none goes to its route). */
    peekAnswer(key: string): EncodedAnswer | undefined {
      return cache?.get(`answer:${key}`)?.value as EncodedAnswer | undefined;
    },
    /** bytes the kept entries are counted for */
    bytes: () => cache?.calculatedSize ?? 0,
    clear: () => {
      generation += 1;
      loading.clear();
      cache?.clear();
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
