import type { AccountRole } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import type { AccountMail } from '../account-mail.ts';
import type { Account } from '../repository.ts';

/**
 * What every account service of one role works with: the executor (the database or a transaction),
 * the role whose accounts it touches, the time of the request, the role's e-mails and its token signer.
 * The routes build one per request; a test or another service may pass its own.
 */
export interface AccountFlow {
  db: Executor;
  role: AccountRole;
  now: Date;
  mail: AccountMail;
  /** a fresh token of this role for the account */
  sign(account: Account): Promise<string>;
}
