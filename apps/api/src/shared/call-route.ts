import { type AccountRole, type ApiCall, type CallAnswer, errorBody } from '@champions/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {} from './role-guard.ts';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a handler of a table call gets: the validated params, query and body, and the raw request. */
export interface CallRequest<C extends ApiCall> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface CallRouteOptions {
  /** OpenAPI tags */
  tags: string[];
  /** the role an `'account'` call is mounted for */
  role?: AccountRole;
  /** route config (e.g. a rate limit) */
  config?: Record<string, unknown>;
  /** content types of a body the call's schema does not describe (a multipart upload) */
  consumes?: string[];
  /**
   * a money call (routeMoneyCall): its OpenAPI operation says so (`x-money-call`), so a test can walk
   * every money route of the app (books-route-table.test.ts) and clients see the Idempotency-Key matters
   */
  moneyCall?: true;
}

// biome-ignore lint/suspicious/noExplicitAny: any type provider and logger: the schemas come from the call
type AnyFastify = FastifyInstance<any, any, any, any, any>;

/**
 * Registers one call of the contract's route table (packages/contract/src/calls.ts): its method, path,
 * schemas and answer status come from the table, the token guard from its role. The handler gets the
 * validated input and returns the answer; the route table is the only place the call is declared.
 * A handler that sends the answer itself (a file, prepared bytes, a 304) returns the `reply` it sent.
 */
export function routeFromCall<C extends ApiCall>(
  app: AnyFastify,
  call: C,
  options: CallRouteOptions,
  handler: (input: CallRequest<C>) => Promise<CallAnswer<C> | FastifyReply>,
): void {
  const role = call.role === 'account' ? options.role : call.role;
  if (call.role === 'account' && !role)
    throw new Error(`${call.method} ${call.path}: the account role is missing`);
  app.route({
    method: call.method,
    url: call.path,
    ...(role ? { preHandler: app.roleGuard(role) } : {}),
    ...(options.config ? { config: options.config } : {}),
    schema: {
      tags: options.tags,
      summary: call.summary,
      ...(options.consumes ? { consumes: options.consumes } : {}),
      ...(options.moneyCall ? { 'x-money-call': true } : {}),
      ...(role ? { security: [{ [role]: [] }] } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: {
        [call.status]: call.answer,
        ...(call.alsoStatus ? { [call.alsoStatus]: call.answer } : {}),
        ...Object.fromEntries((call.errors ?? []).map((status) => [status, errorBody])),
      },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const input = { params: request.params, query: request.query, body: request.body, request, reply };
      const answer = await handler(input as CallRequest<C>);
      // a handler that sent the answer itself (awaiting a reply resolves it, so look at reply.sent)
      if (answer === reply || reply.sent) return reply;
      const status = call.alsoStatus && reply.statusCode === call.alsoStatus ? call.alsoStatus : call.status;
      return reply.status(status).send(answer);
    },
  });
}
