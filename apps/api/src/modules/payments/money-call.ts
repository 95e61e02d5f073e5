import type { ApiCall, CallAnswer } from '@champions/contract';
import type { FastifyInstance } from 'fastify';
import type { CallRequest, CallRouteOptions } from '../../shared/call-route.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { AppError } from '../../shared/errors.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { runMoneyCall } from './services/money-call.ts';

// biome-ignore lint/suspicious/noExplicitAny: any type provider and logger, as routeFromCall takes
type AnyFastify = FastifyInstance<any, any, any, any, any>;

/** The id of the signed-in account that makes a call; a call without one is refused (401). */
function signedInAccountId(actor: unknown): string {
  if (actor && typeof actor === 'object' && 'id' in actor && typeof actor.id === 'string') return actor.id;
  throw new AppError('UNAUTHORIZED');
}

/**
 * Registers a call of the route table that moves money, credit or an entry (`moneyWrite`): the
 * handler runs in `runMoneyCall` (services/money-call.ts: a repeated Idempotency-Key answers the
 * first answer, one money call per account at a time). The handler gets `key`: the client's key,
 * or a fresh one, for the payment it may create.
 */
export function routeMoneyCall<C extends ApiCall & { moneyWrite: true }>(
  app: AnyFastify,
  call: C,
  options: CallRouteOptions,
  handler: (input: CallRequest<C> & { key: string }) => Promise<CallAnswer<C>>,
  /**
   * keyRequired: a call with nothing in its body to tell a repeat from a new request (a credit grant:
   * two identical grants may both be meant) is refused without the client's Idempotency-Key, so a
   * double click can never move money twice
   */
  {
    keyRequired = false,
    accountOf,
  }: {
    keyRequired?: boolean;
    /**
     * whose money the call moves, for a call without a signed-in caller (a public payment link): its
     * account's lock and key replay; by default the call's actor (the signed-in account)
     */
    accountOf?: (input: CallRequest<C>) => Promise<string>;
  } = {},
): void {
  routeFromCall(app, call, { ...options, moneyCall: true }, async (input) => {
    if (keyRequired && !idempotencyKeyOf(input.request.headers))
      throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    const answer = await runMoneyCall(
      input.ctx.db,
      {
        accountId: accountOf ? await accountOf(input) : signedInAccountId(input.actor),
        scope: `${call.method} ${call.path}`,
        key: idempotencyKeyOf(input.request.headers),
        body: { params: input.params ?? null, body: input.body ?? null },
      },
      async (key) => {
        const body = await handler({ ...input, key });
        const status =
          call.alsoStatus && input.reply.statusCode === call.alsoStatus ? call.alsoStatus : call.status;
        return { statusCode: status, body };
      },
    );
    input.reply.status(answer.statusCode);
    return answer.body;
  });
}
