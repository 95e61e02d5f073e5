import type { ApiCall, CallAnswer } from '@champions/contract';
import type { FastifyInstance } from 'fastify';
import type { CallRequest, CallRouteOptions } from '../../shared/call-route.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { withAccountLock } from './account-lock.ts';
import { idempotencyKeyOf, replayAnswer, runIdempotent } from './idempotency.ts';

// biome-ignore lint/suspicious/noExplicitAny: any type provider and logger, as routeFromCall takes
type AnyFastify = FastifyInstance<any, any, any, any, any>;

/**
 * Registers a call of the route table that moves money, credit or an entry (`moneyWrite`): a repeat
 * with the same Idempotency-Key answers the first answer, and the account's money lock makes
 * concurrent calls of one account run one after another, each on the state the previous one left.
 * The handler gets `key`: the client's key, or a fresh one, for the payment it may create.
 */
export function routeMoneyCall<C extends ApiCall & { moneyWrite: true }>(
  app: AnyFastify,
  call: C,
  options: CallRouteOptions,
  handler: (input: CallRequest<C> & { key: string }) => Promise<CallAnswer<C>>,
): void {
  const { db } = app.ctx;
  routeFromCall(app, call, options, async (input) => {
    const accountId = currentAccount(input.request).id;
    const answer = await runIdempotent(
      db,
      {
        accountId,
        scope: `${call.method} ${call.path}`,
        key: idempotencyKeyOf(input.request.headers),
        body: { params: input.params ?? null, body: input.body ?? null },
      },
      (key) =>
        withAccountLock(db, accountId, async () => {
          const body = await handler({ ...input, key });
          const status =
            call.alsoStatus && input.reply.statusCode === call.alsoStatus ? call.alsoStatus : call.status;
          return { statusCode: status, body };
        }),
    );
    input.reply.status(answer.statusCode);
    return replayAnswer(answer);
  });
}
