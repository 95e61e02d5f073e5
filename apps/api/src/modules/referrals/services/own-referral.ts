import { randomBytes } from 'node:crypto';
import type { OwnReferralResponse } from '@champions/contract';
import { PAGES, REFERRAL_REWARD } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findOwnCode, insertOwnCode, selectReferred } from '../repository.ts';
import { firstName } from './grant-reward.ts';

const PREFIX = { user: 'U', trainer: 'T' } as const;

/** The account's own code, made on first use (`U`/`T` and 8 hex digits; a taken one is drawn again). */
async function ownCode(db: Executor, accountId: string, role: keyof typeof PREFIX): Promise<string> {
  const existing = await findOwnCode(db, accountId);
  if (existing) return existing;
  for (;;) {
    const code = `${PREFIX[role]}${randomBytes(4).toString('hex').toUpperCase()}`;
    if (await insertOwnCode(db, accountId, code)) return code;
    const raced = await findOwnCode(db, accountId);
    if (raced) return raced;
  }
}

/**
 * GET /api/user/referral (and /api/trainer/referral): the link `/r/<code>`, the accounts it brought
 * (first names only: the referrer learns nothing more of another person) and what each earned that
 * still stands (a reversed or revoked reward earned nothing).
 */
export async function ownReferral(
  { db, config }: UseCaseContext,
  account: Account,
  /** the role whose link it is: its code starts with U (a customer) or T (a trainer) */
  input: { role: keyof typeof PREFIX },
): Promise<OwnReferralResponse> {
  const code = await ownCode(db, account.id, input.role);
  const rows = await selectReferred(db, account.id);
  const referred = rows.map((row) => ({
    firstName: firstName(row.name),
    registeredAt: row.createdAt.toISOString(),
    state: row.state ?? ('pending' as const),
    earned: row.state === 'granted' ? (row.referrerAmount ?? 0) : 0,
  }));
  return {
    code,
    url: `${config.PUBLIC_URL}${PAGES.referralLink(code)}`,
    referrerReward: REFERRAL_REWARD.referrerAmount,
    refereeReward: REFERRAL_REWARD.refereeAmount,
    referred,
    earnedTotal: referred.reduce((sum, r) => sum + r.earned, 0),
  };
}
