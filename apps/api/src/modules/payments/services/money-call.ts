import type { Database } from '../../../db/client.ts';
import { withAccountLock } from '../account-lock.ts';
import { replayAnswer, runIdempotent } from '../idempotency.ts';

/**
 * Runs a call that moves money, credit or an entry: a repeat with the same Idempotency-Key answers
 * the first answer (an error the client caused is answered again as that error), and the account's
 * money lock makes concurrent calls of one account run one after another, each on the state the
 * previous one left. `run` gets the client's key, or a fresh one, for the payment it may create.
 */
export async function runMoneyCall<T>(
  db: Database,
  call: { accountId: string; scope: string; key: string | undefined; body: unknown },
  run: (key: string) => Promise<{ statusCode: number; body: T }>,
): Promise<{ statusCode: number; body: T }> {
  const answer = await runIdempotent(db, call, (key) => withAccountLock(db, call.accountId, () => run(key)));
  return { statusCode: answer.statusCode, body: replayAnswer(answer) };
}
