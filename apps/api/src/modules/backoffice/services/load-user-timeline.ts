import type { BackofficeUserResponse, TimelineEvent } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findUser, selectTimelineSources } from '../users-repository.ts';
import { toUserRow } from './user-row.ts';

const REFUNDED = new Set(['refunded', 'partially_refunded']);

const event = (
  at: Date,
  kind: TimelineEvent['kind'],
  detail: string,
  extra: { amount?: number | null; note?: string | null; by?: string | null } = {},
): TimelineEvent => ({
  at: at.toISOString(),
  kind,
  detail,
  amount: extra.amount ?? null,
  note: extra.note ?? null,
  by: extra.by ?? null,
});

type SubscriptionRow = Awaited<ReturnType<typeof selectTimelineSources>>['subscriptionRows'][number]['sub'];

/**
 * What happened to a plan, each step once: ordered; then a checkout given up (cancelled, never paid),
 * a withdrawal (cancelled after a payment), a cancellation to the period's or the commitment's end
 * (from the row only when no audit row tells it), an end.
 */
function subscriptionEvents(
  sub: SubscriptionRow,
  everPaid: boolean,
  cancelAudited: boolean,
): { at: Date; detail: string }[] {
  const steps = [{ at: sub.createdAt, detail: 'subscription.ordered' }];
  if (sub.currentState === 'CANCELLED' && sub.cancelledAt)
    steps.push({
      at: sub.cancelledAt,
      detail: everPaid ? 'subscription.withdrawn' : 'subscription.checkout_abandoned',
    });
  else if (sub.cancelledAt && (sub.cancelAtPeriodEnd || sub.cancelAtWholeEnd) && !cancelAudited)
    steps.push({ at: sub.cancelledAt, detail: 'subscription.cancel' });
  if (sub.currentState === 'ENDED') steps.push({ at: sub.updatedAt, detail: 'subscription.ended' });
  return steps;
}

/** What the back office wrote in an audit row's data: the reason it gave. */
const reasonOf = (data: unknown): string | null => {
  const reason = (data as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
};

/**
 * GET /api/superadmin/users/:id: the customer and the timeline of the account, newest first:
 * registration, verification, sign-ins, entries bought and cancelled, scans, payments and refunds,
 * memberships, credit movements, e-mails, GDPR and back-office actions.
 */
export async function loadUserTimeline(
  { db }: UseCaseContext,
  _superadmin: Account,
  { userId, limit }: { userId: string; limit: number },
): Promise<BackofficeUserResponse> {
  const user = await findUser(db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const sources = await selectTimelineSources(db, user.id, user.email, limit);
  const events: TimelineEvent[] = [event(user.createdAt, 'registered', 'registered')];
  if (user.emailVerifiedAt) events.push(event(user.emailVerifiedAt, 'email_verified', 'email_verified'));
  for (const { ticket, activityName } of sources.ticketRows) {
    events.push(
      event(ticket.createdAt, 'entry', `entry.${ticket.source}`, {
        amount: ticket.price,
        note: activityName,
      }),
    );
    if (ticket.cancelledAt)
      events.push(event(ticket.cancelledAt, 'entry', 'entry.cancelled', { note: activityName }));
  }
  for (const scan of sources.scanRows)
    events.push(event(scan.scannedAt, 'scan', 'scan', { note: scan.venueName }));
  for (const payment of sources.paymentRows) {
    const kind = payment.kind === 'entry' ? 'purchase' : 'payment';
    events.push(
      event(payment.createdAt, kind, `payment.${payment.status}`, {
        amount: payment.totalAmount,
        note: payment.description,
      }),
    );
    if (REFUNDED.has(payment.status))
      events.push(
        event(payment.updatedAt, 'refund', `payment.${payment.status}`, { note: payment.description }),
      );
  }
  // the customer's cancellations and reactivations are audit rows; older ones only left `cancelledAt`
  const auditedCancels = new Set(
    sources.auditRows
      .filter(({ entry }) => entry.action === 'subscription.cancel')
      .map(({ entry }) => (entry.data as { subscriptionId?: string } | null)?.subscriptionId),
  );
  const planOf = new Map(sources.subscriptionRows.map(({ sub }) => [sub.id, sub.type]));
  for (const { sub, everPaid } of sources.subscriptionRows) {
    for (const one of subscriptionEvents(sub, everPaid, auditedCancels.has(sub.id)))
      events.push(event(one.at, 'subscription', one.detail, { note: sub.type }));
  }
  for (const row of sources.ledgerRows)
    events.push(
      event(row.createdAt, row.reason === 'refund' ? 'refund' : 'credit', `credit.${row.reason}`, {
        amount: row.amount,
      }),
    );
  for (const mail of sources.mailRows)
    events.push(event(mail.createdAt, 'email', `email.${mail.template}`, { note: mail.subject }));
  for (const { entry, actorEmail, actorRole } of sources.auditRows) {
    if (entry.action === 'account.login') {
      events.push(event(entry.createdAt, 'login', 'login'));
      continue;
    }
    if (entry.action.startsWith('subscription.')) {
      const subscriptionId = (entry.data as { subscriptionId?: string } | null)?.subscriptionId;
      events.push(
        event(entry.createdAt, 'subscription', entry.action, {
          note: (subscriptionId && planOf.get(subscriptionId)) || null,
        }),
      );
      continue;
    }
    const kind = entry.action.startsWith('gdpr.') ? 'gdpr' : 'backoffice';
    events.push(
      event(entry.createdAt, kind, entry.action, {
        note: reasonOf(entry.data),
        by: actorRole === 'user' ? null : actorEmail,
      }),
    );
  }
  events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return {
    user: { ...toUserRow(user), phone: user.phone },
    timeline: events.slice(0, limit),
    truncated: events.length > limit,
  };
}
