import { nextPauseAllowedFrom, type PauseRefusal, pauseStatus, plannedPause } from '@champions/domain';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Subscription } from '../repository.ts';

/** The planned or running pause kept on the subscription row (an over one is ignored). */
export function currentPause(sub: Subscription, now: Date): { startsAt: Date; resumesAt: Date } | null {
  if (!sub.pauseStartsAt || !sub.pauseResumesAt) return null;
  const pause = { startsAt: sub.pauseStartsAt, resumesAt: sub.pauseResumesAt };
  return pauseStatus(pause, now) === 'over' ? null : pause;
}

/** The subscription as the domain's pauseRefusal reads it. */
export const pausable = (sub: Subscription, now: Date) => ({
  type: sub.type,
  currentState: sub.currentState,
  cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  cancelAtWholeEnd: sub.cancelAtWholeEnd,
  switchTo: sub.switchTo,
  startDate: sub.startDate,
  pause: currentPause(sub, now),
});

export const PAUSE_REFUSALS: Record<PauseRefusal, ErrorCode> = {
  NOT_FLEXIBLE: 'PAUSE_NOT_FLEXIBLE',
  NOT_ACTIVE: 'PAUSE_NOT_ACTIVE',
  CANCELING: 'PAUSE_CANCELING',
  SWITCH_PENDING: 'PAUSE_SWITCH_PENDING',
  ALREADY_PAUSED: 'PAUSE_ALREADY_PAUSED',
  PERIODS_OUT_OF_RANGE: 'PAUSE_PERIODS_OUT_OF_RANGE',
  LOCKED: 'PAUSE_LOCKED',
  YEARLY_LIMIT: 'PAUSE_YEARLY_LIMIT',
};

/** The refusal as the API's error, with the date of the next possible pause for the yearly limit. */
export function pauseRefusalError(
  refusal: PauseRefusal,
  starts: Date[],
  sub: Subscription,
  now: Date,
): AppError {
  const code = PAUSE_REFUSALS[refusal];
  if (refusal !== 'YEARLY_LIMIT') return new AppError(code);
  const from = nextPauseAllowedFrom(starts, plannedPause(sub.startDate, now, 1).startsAt);
  return new AppError(code, { params: { date: from } });
}
