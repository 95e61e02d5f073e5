import type { SubscriptionDto } from '@champions/contract';
import { commitmentProgress, EXTEND_WINDOW_PERIODS } from '@champions/domain';
import { t } from '../../shared/i18n/index.ts';
import { longDate } from './format.ts';

/**
 * A yearly plan's contract on its card: the end of the commitment, the running period of how many
 * and how many are still to come, and from when a year may be added (domain commitmentProgress).
 */
export function PlanCommitment({
  sub,
  now,
  extendLater,
}: {
  sub: Pick<SubscriptionDto, 'startDate' | 'numOfPeriods'>;
  now: number;
  /** the plan may be extended, only not yet: say from when */
  extendLater: boolean;
}) {
  const progress = commitmentProgress(
    { startDate: new Date(sub.startDate), numOfPeriods: sub.numOfPeriods },
    now,
  );
  const counts = { current: progress.currentPeriod, periods: progress.periods };
  return (
    <div className="sub-commitment" data-testid="plan-commitment">
      <p>
        <strong>{t('subscription.commitmentUntil', { date: longDate(progress.endsAt) })}</strong>
      </p>
      <p data-testid="plan-commitment-periods">
        {progress.periodsRemaining > 0
          ? t('subscription.commitmentPeriod', { ...counts, remaining: progress.periodsRemaining })
          : t('subscription.commitmentLastPeriod', counts)}
      </p>
      {extendLater && !progress.extendOpen && (
        <p className="sub-hint" data-testid="plan-extend-from">
          {t('subscription.extendFrom', {
            date: longDate(progress.extendFrom),
            window: EXTEND_WINDOW_PERIODS,
          })}
        </p>
      )}
    </div>
  );
}
