import { LRUCache } from 'lru-cache';
import { type AnswerSchema, type EncodedAnswer, encodeAnswer } from './encoded-answer.ts';

/** An answer sent for one exact URL, with the headers it was sent with (see front-door.ts). */
export interface SentAnswer {
  readonly answer: EncodedAnswer;
  /** the headers it was sent with, as a flat list of name, value, name, value... (Node's raw form) */
  readonly headers: readonly string[];
}

/**
 * A short-lived in-process cache for public, anonymous answers (catalogue lists, filters). PGlite runs
 * on the main thread, so answering repeated identical queries from memory keeps the server responsive;
 * on PostgreSQL it spares the database. Entries live a few seconds (wall-clock time: this is a technical
 * cache, not a business rule), so edits show up almost at once; partners' changes clear it. A TTL of 0
 * turns it off.
 *
 * Requests that miss the same key at once share one load (a thousand clients on an expired answer run
 * one query, not a thousand). `answer` keeps an answer as bytes (JSON, ETag, compressed copies), built
 * once per fill and sent as they are by every request.
 */
export function createResponseCache(ttlSeconds: number, max = 500) {
  const cache =
    ttlSeconds > 0 ? new LRUCache<string, { value: unknown }>({ max, ttl: ttlSeconds * 1000 }) : null;
  const sent = ttlSeconds > 0 ? new LRUCache<string, SentAnswer>({ max, ttl: ttlSeconds * 1000 }) : null;
  const loading = new Map<string, Promise<unknown>>();
  /** bumped by clear(), so a load that started before a change is not stored after it */
  let generation = 0;

  function get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache?.get(key);
    if (hit) return Promise.resolve(hit.value as T);
    if (!cache) return load();
    const pending = loading.get(key);
    if (pending) return pending as Promise<T>;
    const started = generation;
    const promise = load().then(
      (value) => {
        if (loading.get(key) === promise) loading.delete(key);
        if (started === generation) cache.set(key, { value });
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
    get,
    /** The answer of `load` as bytes, checked against the route's response schema once per fill. */
    answer(key: string, load: () => Promise<unknown>, schema?: AnswerSchema): Promise<EncodedAnswer> {
      return get(`answer:${key}`, async () => encodeAnswer(await load(), schema));
    },
    /**
     * Remembers what a GET of this exact URL was answered, for the front door to repeat until the
     * answer itself expires.
     */
    rememberSent(
      url: string,
      answer: EncodedAnswer,
      headers: Readonly<Record<string, string | number | string[] | undefined>>,
    ): void {
      if (!sent) return;
      const kept: string[] = [];
      for (const [name, value] of Object.entries(headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) kept.push(name, String(one));
      }
      const lifeLeft = ttlSeconds * 1000 - (performance.now() - answer.builtAt);
      if (lifeLeft >= 1) sent.set(url, { answer, headers: kept }, { ttl: Math.floor(lifeLeft) });
    },
    /** What a GET of this exact URL was answered while the answer lives, if anything. */
    sentFor: (url: string): SentAnswer | undefined => sent?.get(url),
    clear: () => {
      generation += 1;
      loading.clear();
      cache?.clear();
      sent?.clear();
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
