import type { PauseInfoResponse } from '@champions/contract';
import {
  PAUSE_RULES,
  pauseQuote,
  pauseRefusal,
  pauseStatus,
  pausesLeft,
  plannedPause,
} from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { earlierPauseStarts } from '../repository.ts';
import { currentPause, PAUSE_REFUSALS, pausable, pauseRefusalError } from './current-pause.ts';
import { requireLive } from './live.ts';

/**
 * GET /api/user/subscriptions/pause, what the pause modal shows: the current pause, the three choices
 * with their dates, the limit, and why a pause is refused, in the request's language.
 */
export async function pauseInfo(
  { db, now, language }: UseCaseContext,
  account: Account,
): Promise<PauseInfoResponse> {
  const userId = account.id;
  const sub = await requireLive(db, userId);
  const starts = await earlierPauseStarts(db, userId);
  const refusal = pauseRefusal({ sub: pausable(sub, now), periods: 1, now, earlierPauseStarts: starts });
  const pause = currentPause(sub, now);
  const nextStart = plannedPause(sub.startDate, now, 1).startsAt;
  const options = [];
  for (let periods = PAUSE_RULES.MIN_PERIODS; periods <= PAUSE_RULES.MAX_PERIODS; periods++) {
    const q = pauseQuote(sub, now, periods);
    options.push({
      ...q,
      startsAt: q.startsAt.toISOString(),
      resumesAt: q.resumesAt.toISOString(),
      nextChargeAt: q.nextChargeAt.toISOString(),
    });
  }
  return {
    pause: pause
      ? {
          startsAt: pause.startsAt.toISOString(),
          resumesAt: pause.resumesAt.toISOString(),
          status: pauseStatus(pause, now) === 'planned' ? 'planned' : 'running',
        }
      : null,
    options,
    pausesLeft: pausesLeft(starts, nextStart),
    maxPerYear: PAUSE_RULES.MAX_PER_YEAR,
    refusal: refusal
      ? {
          code: PAUSE_REFUSALS[refusal],
          message: pauseRefusalError(refusal, starts, sub, now).messageIn(language),
        }
      : null,
  };
}
