import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from './clock.ts';
import { COMPRESS_THRESHOLD, chooseEncoding, matchesIfNoneMatch } from './encoded-answer.ts';
import type { SentAnswer } from './response-cache.ts';

export interface FrontDoorOptions {
  /** what a GET of an exact URL was answered, while the public cache keeps it */
  sentFor(url: string): SentAnswer | undefined;
  /** the request id, as Fastify's genReqId makes it */
  requestId(request: IncomingMessage): string;
  log(): FastifyBaseLogger;
  /** appends one line to the request log (the logger's own destination); absent when logging is off */
  writeLogLine?(line: string): void;
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
    const head = [...sent.headers, 'x-request-id', id];
    const logged = () => logCompleted(options, request, id, response.statusCode, started);
    if (matchesIfNoneMatch(request.headers['if-none-match'], sent.answer.etag)) {
      response.writeHead(304, head);
      response.end();
      logged();
      return true;
    }
    const answer = sent.answer;
    const encoding =
      answer.json.length >= COMPRESS_THRESHOLD ? chooseEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) {
      sendBody(response, answer.json, head, null);
      logged();
      return true;
    }
    answer.encoded(encoding).then(
      (body) => {
        sendBody(response, body, head, encoding);
        logged();
      },
      (error: unknown) => {
        options.log().error({ err: error }, 'front door failed to send a cached answer');
        response.destroy();
      },
    );
    return true;
  };
}

/** One write of the status line and every header (Node's raw header list), then the body. */
function sendBody(response: ServerResponse, body: Buffer, head: string[], encoding: string | null) {
  head.push('content-type', 'application/json; charset=utf-8');
  if (encoding) head.push('content-encoding', encoding);
  head.push('content-length', String(body.length));
  response.writeHead(200, head);
  response.end(body);
}

const LOG_FIXED = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

/**
 * The same line Fastify's request log writes (app.ts, OneLineRequestLog), never the query string.
 * Written from a template: pino's serializing of the line was a quarter of a repeated answer's time.
 * The request id is safe in JSON as it is (a UUID, or the caller's id when it is [\w-]{8,64}).
 */
function logCompleted(
  options: FrontDoorOptions,
  request: IncomingMessage,
  id: string,
  statusCode: number,
  started: number,
) {
  // without a log destination logging is off (LOG_LEVEL=silent: Fastify then has no pino logger)
  const write = options.writeLogLine;
  if (!write) return;
  const log = options.log() as FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
  if (!log.isLevelEnabled('info')) return;
  const url = (request.url ?? '').split('?')[0]!;
  const responseTime = Math.round((performance.now() - started) * 10) / 10;
  write(
    `{"level":30,"time":${systemClock.now().getTime()}${LOG_FIXED},"reqId":"${id}","req":{"id":"${id}","method":"${request.method}","url":${JSON.stringify(url)}},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`,
  );
}
