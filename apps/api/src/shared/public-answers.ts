import type { ApiCall } from '@champions/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type EncodedAnswer, sendEncodedAnswer } from './encoded-answer.ts';

/**
 * Public answers served from the cache inside Fastify. A route of the contract's table that anyone may
 * call (`role: null`) and whose answer is the same for everyone declares itself with
 * `publicAnswerConfig(call, seconds)`; its handler keeps its answer in `ctx.publicCache` under
 * `publicAnswerKey`. A later request whose parsed input makes the same key is answered by a preValidation
 * hook that `routeFromCall` puts last (after every onRequest hook: security headers, rate limits), before
 * the validation and handler: the same bytes, headers, ETag/304 and br/gzip as the route sends, and
 * Fastify's own onSend hooks and single log line, as for any answer.
 */
export interface PublicAnswerSpec {
  call: ApiCall;
  /** how long browsers and proxies may keep the answer (Cache-Control max-age) */
  seconds: number;
}

const PUBLIC_ANSWER = 'publicAnswer';

/** The route config of a cached public call; refuses a call that needs a token. */
export function publicAnswerConfig(call: ApiCall, seconds: number): Record<string, unknown> {
  if (call.role !== null || call.method !== 'GET') {
    throw new Error(`${call.method} ${call.path}: only a public GET call may be answered from the cache`);
  }
  return { [PUBLIC_ANSWER]: { call, seconds } satisfies PublicAnswerSpec };
}

/** Objects with their keys sorted, so that the order of query parameters does not change the key. */
function canonical(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : item,
  );
}

/**
 * The cache key of a public call: its route and its parsed params and query (as the call's schemas
 * make them: unknown parameters dropped, defaults filled in, order irrelevant), never the raw URL.
 */
export function publicAnswerKey(call: ApiCall, params: unknown, query: unknown): string {
  // a call without a params or query schema has none (Fastify still gives it an empty object)
  return `${call.path}|${call.params ? canonical(params) : ''}|${call.query ? canonical(query) : ''}`;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point (as in security-hooks.ts)
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;
const hasControlCharacter = (value: unknown): boolean =>
  typeof value === 'string'
    ? CONTROL_CHARACTER.test(value)
    : Array.isArray(value)
      ? value.some(hasControlCharacter)
      : false;

/**
 * The key a request will have once validated, or null when it would not pass validation (the route
 * then answers it, with its 400). Control characters are refused before validation (security-hooks.ts),
 * so a query with one is left to the route even where the schema would trim it away.
 */
function keyBeforeValidation(call: ApiCall, request: FastifyRequest): string | null {
  let params: unknown;
  if (call.params) {
    const parsed = call.params.safeParse(request.params);
    if (!parsed.success) return null;
    params = parsed.data;
  }
  let query: unknown;
  if (call.query) {
    const raw = request.query as Record<string, unknown>;
    for (const key in raw) if (hasControlCharacter(raw[key])) return null;
    const parsed = call.query.safeParse(raw);
    if (!parsed.success) return null;
    query = parsed.data;
  }
  return publicAnswerKey(call, params, query);
}

/** Sends a kept public answer: its Cache-Control, then ETag/304 or its bytes (encoded-answer.ts). */
export function sendPublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  seconds: number,
): Promise<FastifyReply> {
  reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=300`);
  return sendEncodedAnswer(request, reply, answer);
}

/** URLs longer than this are not remembered (their keys are made again each time) */
const MEMO_URL_LENGTH = 512;

function answerFromCache({ call, seconds }: PublicAnswerSpec) {
  // The key of a URL never changes: remembered for the URLs seen last (a bounded number of short
  // strings), so a repeated request skips parsing its query (about 5 µs of a 30 µs answer).
  const keys = new LRUCache<string, { key: string | null }>({ max: 1000 });
  const keyOf = (request: FastifyRequest) => {
    const url = request.url;
    if (url.length > MEMO_URL_LENGTH) return keyBeforeValidation(call, request);
    let known = keys.get(url);
    if (!known) {
      known = { key: keyBeforeValidation(call, request) };
      keys.set(url, known);
    }
    return known.key;
  };
  return async function publicAnswerFromCache(request: FastifyRequest, reply: FastifyReply) {
    const key = keyOf(request);
    if (key === null) return;
    const answer = request.server.ctx.publicCache.peekAnswer(key);
    if (!answer) return;
    return sendPublicAnswer(request, reply, answer, seconds);
  };
}

/**
 * The cache hook of a route declared with `publicAnswerConfig`, or null. It runs in preValidation, after
 * every onRequest hook (the rate limiter's too) and before the validation and the handler.
 */
export function publicAnswerHook(config: Record<string, unknown> | undefined) {
  const spec = config?.[PUBLIC_ANSWER] as PublicAnswerSpec | undefined;
  return spec ? answerFromCache(spec) : null;
}
