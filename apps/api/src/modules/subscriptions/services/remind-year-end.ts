import { pragueDayKey, recurringPrice, yearEnd } from '@champions/domain';
import { subscriptionMail } from '../../../mail/subscription-mails.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { findAccount, findSubscription, loadArea, loadConfig } from '../repository.ts';

/** What a `subscriptions.reminder` job names: the yearly plan and the term it reminds of. */
export interface YearEndReminderJob {
  subscriptionId: string;
  numOfPeriods: number;
}

/**
 * The job `subscriptions.reminder`: the yearly plan's end is near (SPEC 9), so its customer is mailed the
 * end and the flexible price the year converts to, once per term (a plan extended or changed meanwhile
 * is not reminded).
 */
export async function remindYearEnd(
  { db, mailer, config }: UseCaseContext,
  _actor: null,
  job: YearEndReminderJob,
): Promise<void> {
  const sub = await findSubscription(db, job.subscriptionId);
  if (!sub || sub.numOfPeriods !== job.numOfPeriods || sub.type !== 'CHAMPIONSHIP') return;
  const account = await findAccount(db, sub.userId);
  if (!account) return;
  // the flexible price the year converts to: the one in force on the day the year ends
  const priceDay = pragueDayKey(yearEnd(sub));
  const prices = await loadConfig(db, priceDay);
  const area = await loadArea(db, sub.areaId, priceDay);
  await mailer.send(
    account.email,
    'subscription_year_end',
    subscriptionMail.yearEndReminder({
      plan: { type: sub.type, areaName: area?.name ?? null },
      endsAt: yearEnd(sub),
      flexiblePrice: recurringPrice({ type: 'CHAMPIONSHIP_FLEXIBLE', area }, prices),
      url: `${config.PUBLIC_URL.replace(/\/$/, '')}/user/subscription?action=extend`,
    }),
  );
}
