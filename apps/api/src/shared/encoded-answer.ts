import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ZodType, z } from 'zod';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies smaller than this are sent as they are (as @fastify/compress does). */
export const COMPRESS_THRESHOLD = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * A public answer as bytes: its JSON, its ETag, and its br and gzip copies, each compressed once (in
 * libuv's thread pool, not on the event loop) the first time a client asks for it, then shared by every
 * request until the cache drops the answer.
 */
export interface EncodedAnswer {
  readonly json: Buffer;
  readonly etag: string;
  /** when it was built (performance.now()), so that copies of it expire with it */
  readonly builtAt: number;
  encoded(encoding: AnswerEncoding): Promise<Buffer>;
}

/**
 * The route's response schema (the contract's): the answer is encoded with it as the route's serializer
 * would (fastify-type-provider-zod's `safeEncode`), once per answer instead of once per request.
 */
export type AnswerSchema = ZodType;

export function encodeAnswer(value: unknown, schema?: AnswerSchema): EncodedAnswer {
  const json = Buffer.from(JSON.stringify(schema ? z.encode(schema, value as never) : value));
  // one weak tag for every encoding: the copies are the same answer, byte for byte once decoded
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  const copies = new Map<AnswerEncoding, Promise<Buffer>>();
  return {
    json,
    etag,
    builtAt: performance.now(),
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        copy =
          encoding === 'br'
            ? brotli(json, {
                params: {
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_QUALITY]: 9,
                  [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
                },
              })
            : gzipAsync(json, { level: 9 });
        copies.set(encoding, copy);
      }
      return copy;
    },
  };
}

/** The encoding to send: br before gzip, none when the client accepts neither (or refuses them, q=0). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const accepted = new Set<string>();
  let anything = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    if (name === '*') anything = true;
    else accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return anything ? 'br' : null;
}

/** Whether If-None-Match names this tag (weak comparison, a list, or *). */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === bare;
  });
}

/**
 * Sends a prepared answer: 304 when the client has it, else its bytes in the best encoding the client
 * takes. The bytes skip the route's response serializer, the ETag hashing and the per-request
 * compression (the headers set here tell @fastify/etag and @fastify/compress the work is done).
 */
export async function sendEncodedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
): Promise<FastifyReply> {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.json.length >= COMPRESS_THRESHOLD ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.json);
  const body = await answer.encoded(encoding);
  return reply.header('content-encoding', encoding).send(body);
}
