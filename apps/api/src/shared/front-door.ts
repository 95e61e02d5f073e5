import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import {
  COMPRESS_THRESHOLD,
  chooseEncoding,
  type EncodedAnswer,
  matchesIfNoneMatch,
} from './encoded-answer.ts';
import type { SentAnswer } from './response-cache.ts';

export interface FrontDoorOptions {
  /** what a GET of an exact URL was answered, while the public cache keeps it */
  sentFor(url: string): SentAnswer | undefined;
  /** the request id, as Fastify's genReqId makes it */
  requestId(request: IncomingMessage): string;
  log(): FastifyBaseLogger;
}

/**
 * The front door of the HTTP server: a GET whose exact URL was answered from the public cache a moment
 * ago gets the same answer again before Fastify parses, routes and validates it (the work a public
 * answer repeated to a thousand phones does not need). It keeps what the answer had: the security and
 * cache headers it was sent with, its ETag and 304, br/gzip, a request id and the one log line.
 * Anything else (another method, a URL not answered yet, an expired answer) goes to Fastify.
 *
 * Only answers sent by `sendEncodedAnswer` are remembered, and those are public and anonymous by
 * construction: the same URL gets the same answer whoever asks.
 */
export function createFrontDoor(options: FrontDoorOptions) {
  return function answerFromFront(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const sent = options.sentFor(request.url);
    if (!sent) return false;
    const started = performance.now();
    const id = options.requestId(request);
    response.setHeaders(sent.headers as Map<string, string | number | readonly string[]>);
    response.setHeader('x-request-id', id);
    const logged = () => logCompleted(options.log(), request, id, response.statusCode, started);
    if (matchesIfNoneMatch(request.headers['if-none-match'], sent.answer.etag)) {
      response.statusCode = 304;
      response.end();
      logged();
      return true;
    }
    void sendBody(request, response, sent.answer).then(logged, (error: unknown) => {
      options.log().error({ err: error }, 'front door failed to send a cached answer');
      response.destroy();
    });
    return true;
  };
}

async function sendBody(request: IncomingMessage, response: ServerResponse, answer: EncodedAnswer) {
  response.setHeader('content-type', 'application/json; charset=utf-8');
  const encoding =
    answer.json.length >= COMPRESS_THRESHOLD ? chooseEncoding(request.headers['accept-encoding']) : null;
  const body = encoding ? await answer.encoded(encoding) : answer.json;
  if (encoding) response.setHeader('content-encoding', encoding);
  response.setHeader('content-length', body.length);
  response.end(body);
}

/** The same line Fastify's request log writes (app.ts, OneLineRequestLog); never the query string. */
function logCompleted(
  log: FastifyBaseLogger,
  request: IncomingMessage,
  id: string,
  statusCode: number,
  started: number,
) {
  log.info(
    {
      reqId: id,
      req: { id, method: request.method, url: request.url },
      res: { statusCode },
      responseTime: Math.round((performance.now() - started) * 10) / 10,
    },
    'request completed',
  );
}
