import type { PauseInfoResponse } from '@champions/contract';
import {
  nextPauseAllowedFrom,
  PAUSE_RULES,
  type PauseRefusal,
  pauseCancellation,
  pauseQuote,
  pauseRefusal,
  pauseStatus,
  pausesLeft,
  plannedPause,
} from '@champions/domain';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { ErrorCode } from '../../shared/error-codes.ts';
import { AppError } from '../../shared/errors.ts';
import {
  dropPlannedPause,
  earlierPauseStarts,
  liveSubscription,
  lockSubscription,
  recordPause,
  type Subscription,
  shortenPause,
  toDto,
} from './repository.ts';

const REFUSALS: Record<PauseRefusal, ErrorCode> = {
  NOT_FLEXIBLE: 'PAUSE_NOT_FLEXIBLE',
  NOT_ACTIVE: 'PAUSE_NOT_ACTIVE',
  CANCELING: 'PAUSE_CANCELING',
  SWITCH_PENDING: 'PAUSE_SWITCH_PENDING',
  ALREADY_PAUSED: 'PAUSE_ALREADY_PAUSED',
  PERIODS_OUT_OF_RANGE: 'PAUSE_PERIODS_OUT_OF_RANGE',
  LOCKED: 'PAUSE_LOCKED',
  YEARLY_LIMIT: 'PAUSE_YEARLY_LIMIT',
};

const pragueDate = (date: Date) =>
  new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'long', timeZone: 'Europe/Prague' }).format(date);

/** The planned or running pause kept on the subscription row (an over one is ignored). */
export function currentPause(sub: Subscription, now: Date): { startsAt: Date; resumesAt: Date } | null {
  if (!sub.pauseStartsAt || !sub.pauseResumesAt) return null;
  const pause = { startsAt: sub.pauseStartsAt, resumesAt: sub.pauseResumesAt };
  return pauseStatus(pause, now) === 'over' ? null : pause;
}

const pausable = (sub: Subscription, now: Date) => ({
  type: sub.type,
  currentState: sub.currentState,
  cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  cancelAtWholeEnd: sub.cancelAtWholeEnd,
  switchTo: sub.switchTo,
  startDate: sub.startDate,
  pause: currentPause(sub, now),
});

/** The refusal as the API's error, with the date of the next possible pause for the yearly limit. */
function refusalError(refusal: PauseRefusal, starts: Date[], sub: Subscription, now: Date): AppError {
  const code = REFUSALS[refusal];
  if (refusal !== 'YEARLY_LIMIT') return new AppError(code);
  const from = nextPauseAllowedFrom(starts, plannedPause(sub.startDate, now, 1).startsAt);
  return new AppError(code, { params: { date: pragueDate(from) } });
}

/**
 * Pausing a flexible Championship ("Pozastavit členství"): the rules are the domain's
 * (`pauseRefusal`, `plannedPause`, `pauseCancellation`); the billing job skips paused periods
 * (lifecycle.ts) and the entries module does not cover entries in a pause.
 */
export function createPauseService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function requireLive(userId: string): Promise<Subscription> {
    const sub = await liveSubscription(db, userId);
    if (!sub || sub.currentState === 'NOT_STARTED') throw new AppError('SUBSCRIPTION_NOT_LIVE');
    return sub;
  }

  /** What the pause modal shows: the current pause, the three choices with their dates, the limit. */
  async function info(userId: string): Promise<PauseInfoResponse> {
    const sub = await requireLive(userId);
    const now = clock.now();
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
        ? { code: REFUSALS[refusal], message: refusalError(refusal, starts, sub, now).message }
        : null,
    };
  }

  /** Plans a pause of `periods` periods from the next period. */
  async function pause(userId: string, periods: number) {
    const live = await requireLive(userId);
    const now = clock.now();
    const planned = await db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, live.id);
      if (!sub) throw new AppError('SUBSCRIPTION_NOT_LIVE');
      const starts = await earlierPauseStarts(tx, userId);
      const refusal = pauseRefusal({ sub: pausable(sub, now), periods, now, earlierPauseStarts: starts });
      if (refusal) throw refusalError(refusal, starts, sub, now);
      const plan = plannedPause(sub.startDate, now, periods);
      await recordPause(tx, sub.id, plan, now);
      return plan;
    });
    const sub = await liveSubscription(db, userId);
    return {
      success: true as const,
      subscription: await toDto(db, sub!),
      pause: { startsAt: planned.startsAt.toISOString(), resumesAt: planned.resumesAt.toISOString() },
    };
  }

  /** Cancels a planned pause, or ends a running one with the current period. */
  async function cancel(userId: string) {
    const live = await requireLive(userId);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, live.id);
      const pause = sub ? currentPause(sub, now) : null;
      if (!sub || !pause) throw new AppError('PAUSE_NOTHING_TO_CANCEL');
      const outcome = pauseCancellation(pause, sub.startDate, now);
      if (outcome.kind === 'none') throw new AppError('PAUSE_NOTHING_TO_CANCEL');
      if (outcome.kind === 'drop') await dropPlannedPause(tx, sub, now);
      else await shortenPause(tx, sub, outcome.resumesAt, now);
    });
    const sub = await liveSubscription(db, userId);
    return { success: true as const, subscription: await toDto(db, sub!) };
  }

  return { info, pause, cancel };
}

export type PauseService = ReturnType<typeof createPauseService>;
