import type { CardResponse } from '@champions/contract';
import { CARD_CODE } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { cardSecret } from '../card-code.ts';
import { findLiveSubscription, listUserTickets, loadPlanCompany } from '../repository.ts';
import { toHistoryEntry } from './list-history.ts';

/** GET /api/user/card: name, plan, the next entries and the secret the phone computes codes from. */
export async function loadCard({ db, cardKey, now }: UseCaseContext, user: Account): Promise<CardResponse> {
  const [live, list] = await Promise.all([
    findLiveSubscription(db, user.id),
    listUserTickets(db, user.id, now, { limit: 3, offset: 0 }),
  ]);
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    plan: live
      ? {
          type: live.subscription.type,
          currentState: live.subscription.currentState,
          areaName: live.areaName,
          company: await loadPlanCompany(db, live.subscription.companySeatId),
        }
      : null,
    secret: cardSecret(cardKey, user),
    stepSeconds: CARD_CODE.STEP_SECONDS,
    digits: CARD_CODE.DIGITS,
    serverTime: now.toISOString(),
    upcoming: list.rows.map((row) => toHistoryEntry(row, now)).filter((entry) => entry.status === 'upcoming'),
  };
}
