import { type AccountRole, type ApiCall, type CallAnswer, errorBody } from '@champions/contract';
import type { Language } from '@champions/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { answered, runAnswering } from './after-answer.ts';
import { answerLanguage } from './error-handler.ts';
import { withErrorAnswers } from './error-responses.ts';
import { operationIdOf } from './operation-ids.ts';
import { publicAnswerHook } from './public-answers.ts';
import { API_KEY_SCHEME, type ApiKeyCaller } from './role-guard.ts';
import { isPublicCallPath, noStore, refuseControlCharacters } from './security-hooks.ts';
import { type UseCaseContext, useCaseContextAt } from './use-case.ts';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The signed-in account a role's guard put on the request (modules/auth declares it). */
type SignedInAccount = NonNullable<FastifyRequest['auth']>['account'];

/** Who makes a call: the account of its role's token, the partner's API key, or no one (a public call). */
export type ActorOf<C extends ApiCall> = C['role'] extends null
  ? C['apiKey'] extends 'read' | 'write'
    ? ApiKeyCaller
    : null
  : SignedInAccount;

/** What a handler of a table call gets: the validated params, query and body, and the raw request. */
export interface CallRequest<C extends ApiCall> {
  /** the use case's context: the app's parts, the moment of the call and its language */
  ctx: UseCaseContext;
  /** who calls: the signed-in account (a role's call), the partner's API key, or `null` (a public call) */
  actor: ActorOf<C>;
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** the answer's language (Accept-Language): the texts an answer carries are in it, as its errors are */
  language: Language;
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

/** The answer went out (or the client left): the steps the call left for after it run (shared/after-answer.ts). */
const releaseAfterAnswer = async (request: FastifyRequest) => answered(request);

// biome-ignore lint/suspicious/noExplicitAny: any type provider and logger: the schemas come from the call
type AnyFastify = FastifyInstance<any, any, any, any, any>;

/**
 * Registers one call of the contract's route table (packages/contract/src/calls.ts) and builds the whole
 * route from it: method, path, schemas, answer status and the error answers it can give, its OpenAPI
 * operationId (from the call's name in the table, shared/operation-ids.ts) and security; the token guard
 * of its role (once, before validation), the refusal of control characters, Cache-Control: no-store on
 * every answer outside the public calls, and the public cache for a call declared with
 * `publicAnswerConfig`; a call made with a partner's API key (`apiKey`) gets its guard instead of a role's. No other hook rewrites a route. The handler gets the validated input and returns the answer; the route table is the only place the call is declared.
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
  const cached = publicAnswerHook(options.config);
  const schema = {
    operationId: operationIdOf(call, options.role),
    tags: options.tags,
    summary: call.summary,
    ...(options.consumes ? { consumes: options.consumes } : {}),
    ...(options.moneyCall ? { 'x-money-call': true } : {}),
    // the token header of its role, or a partner's API key (components.securitySchemes); a public call
    // says so with no scheme
    security: role ? [{ [role]: [] }] : call.apiKey ? [{ [API_KEY_SCHEME]: [] }] : [],
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    response: {
      [call.status]: call.answer,
      ...(call.alsoStatus ? { [call.alsoStatus]: call.answer } : {}),
      ...Object.fromEntries((call.errors ?? []).map((status) => [status, errorBody])),
    },
  };
  app.route({
    method: call.method,
    url: call.path,
    // before validation: the token (an anonymous caller learns nothing of the schema), control characters
    // in any string, then a kept public answer (after every onRequest hook, the rate limiter's too)
    preValidation: [
      ...(role ? [app.roleGuard(role)] : []),
      ...(!role && call.apiKey ? [app.apiKeyGuard(call.apiKey)] : []),
      refuseControlCharacters,
      ...(cached ? [cached] : []),
    ],
    ...(isPublicCallPath(call.path) ? {} : { onSend: [noStore] }),
    onResponse: releaseAfterAnswer,
    onRequestAbort: releaseAfterAnswer,
    ...(options.config ? { config: options.config } : {}),
    schema: {
      ...schema,
      response: withErrorAnswers({ schema, config: options.config, method: call.method }),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const language = answerLanguage(request);
      const input = {
        ctx: useCaseContextAt(app.useCases, app.ctx.clock.now(), language),
        actor: role ? request.auth?.account : call.apiKey ? request.apiKey : null,
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        language,
      };
      // what the call leaves for after its answer (the delivery of its e-mails) waits for the answer
      const answer = await runAnswering(request, () => handler(input as CallRequest<C>));
      // a handler that sent the answer itself (awaiting a reply resolves it, so look at reply.sent)
      if (answer === reply || reply.sent) return reply;
      const status = call.alsoStatus && reply.statusCode === call.alsoStatus ? call.alsoStatus : call.status;
      return reply.status(status).send(answer);
    },
  });
}
