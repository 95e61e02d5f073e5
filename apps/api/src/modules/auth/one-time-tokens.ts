import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import {
  countTokensIssuedSince,
  findOpenToken,
  insertOneTimeToken,
  markOpenTokensUsed,
  markTokenUsed,
} from './token-repository.ts';

export type Purpose =
  | 'verify_email'
  | 'reset_password'
  | 'staff_invite'
  | 'change_email'
  | 'restore_email'
  | 'trainer_invite';

export const ONE_TIME_TOKEN_LIFETIME_MS: Record<Purpose, number> = {
  verify_email: 24 * 3600_000,
  reset_password: 3600_000,
  staff_invite: 7 * 24 * 3600_000,
  change_email: 24 * 3600_000,
  restore_email: 7 * 24 * 3600_000,
  trainer_invite: 7 * 24 * 3600_000,
};

/**
 * How many links of one purpose an account receives per hour at most. More requests answer the same
 * but send nothing, so nobody can flood a mailbox from many addresses (the per-IP limit does not see that).
 */
export const LINKS_PER_ACCOUNT_PER_HOUR = 3;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a single-use link token; only its hash is stored. */
export async function issueOneTimeToken(
  db: Executor,
  input: {
    purpose: Purpose;
    accountId?: string | null;
    email?: string | null;
    data?: unknown;
    now: Date;
    /** a decoy: made, hashed and stored like a link, but used up from the start */
    spent?: boolean;
    /** a longer life than the purpose's own (a new partner's first password link: 7 days) */
    lifetimeMs?: number;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertOneTimeToken(db, {
    purpose: input.purpose,
    accountId: input.accountId ?? null,
    email: input.email ?? null,
    data: input.data ?? null,
    tokenHash: hash(token),
    expiresAt: new Date(
      input.now.getTime() + (input.lifetimeMs ?? ONE_TIME_TOKEN_LIFETIME_MS[input.purpose]),
    ),
    usedAt: input.spent ? input.now : null,
    createdAt: input.now,
  });
  return token;
}

/**
 * Stands in for an account id where there is no account, so that a decoy runs the very queries the
 * account would (and they match no row: no account has this id).
 */
export const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

/** Whether the account may get another link of this purpose now (LINKS_PER_ACCOUNT_PER_HOUR). */
export async function mayIssueLink(db: Executor, accountId: string, purpose: Purpose, now: Date) {
  const issued = await countTokensIssuedSince(db, accountId, purpose, new Date(now.getTime() - 3600_000));
  return issued < LINKS_PER_ACCOUNT_PER_HOUR;
}

/** Ends every open link of these purposes (a newer link or a password change replaces them). */
export async function revokeOpenLinks(db: Executor, accountId: string, purposes: Purpose[], now: Date) {
  await markOpenTokensUsed(db, accountId, purposes, now);
}

/** Marks the token used and returns it, atomically; null when unknown, expired or already used. */
export async function consumeOneTimeToken(
  db: Executor,
  token: string,
  purpose: Purpose | Purpose[],
  now: Date,
) {
  return markTokenUsed(db, hash(token), Array.isArray(purpose) ? purpose : [purpose], now);
}

/** Looks a token up without using it (to show an invitation before sign-up). */
export async function peekOneTimeToken(db: Executor, token: string, purpose: Purpose, now: Date) {
  return findOpenToken(db, hash(token), purpose, now);
}
