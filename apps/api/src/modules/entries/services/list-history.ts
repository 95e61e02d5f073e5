import type { EntryPaidWith, EntryStatus, HistoryEntry, HistoryResponse } from '@champions/contract';
import { canCancelEntry, entryCancelDeadline, entryCancellationKind, reviewRefusal } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { listUserTickets, type TicketView } from '../repository.ts';

function paidWith(view: TicketView): EntryPaidWith {
  if (view.ticket.source === 'CHAMPIONSHIP') return 'membership';
  if (view.ticket.price === 0) return 'free';
  const credits = view.paymentCreditsUsed ?? 0;
  // payments.amount is what the card was charged; creditsUsed what the credits paid
  const card = view.paymentAmount ?? 0;
  if (credits > 0 && card > 0) return 'credits_card';
  return card > 0 ? 'card' : 'credits';
}

function status(view: TicketView, now: Date): EntryStatus {
  const t = view.ticket;
  if (t.isUsed) return 'used';
  if (t.isCancelled) return 'cancelled';
  if (t.expiredAt || t.expiresAt <= now || (view.slotEndsAt && view.slotEndsAt <= now)) return 'expired';
  return 'upcoming';
}

function lateCancelState(view: TicketView, now: Date): HistoryEntry['lateCancel'] {
  const late = view.ticket.lateCancel;
  if (late === 'offered' && view.slotStartsAt && view.slotStartsAt <= now) return 'forfeited';
  return late ?? null;
}

/** One ticket as the user's history shows it. */
export function toHistoryEntry(view: TicketView, now: Date): HistoryEntry {
  const t = view.ticket;
  const deadline = entryCancelDeadline(view.slotStartsAt);
  const cancellable = {
    isUsed: t.isUsed,
    isCancelled: t.isCancelled,
    expiresAt: t.expiresAt,
    slotStartsAt: view.slotStartsAt,
  };
  const fixed = !!t.expiredAt || Boolean(view.guestClaimed);
  const cancelKind = fixed ? null : entryCancellationKind(cancellable, now);
  return {
    id: t.id,
    activityId: t.activityId,
    activityName: view.activityName,
    optionName: view.optionName,
    venueName: view.venueName,
    venueCity: view.venueCity,
    slotStartsAt: view.slotStartsAt?.toISOString() ?? null,
    slotEndsAt: view.slotEndsAt?.toISOString() ?? null,
    source: t.source,
    price: t.price,
    creditsUsed: view.paymentCreditsUsed ?? 0,
    paidWith: paidWith(view),
    status: status(view, now),
    usedAt: t.usedAt?.toISOString() ?? null,
    expiresAt: t.expiresAt.toISOString(),
    canCancel: !fixed && canCancelEntry(cancellable, now),
    cancelDeadline: deadline?.toISOString() ?? null,
    cancelKind,
    lateCancel: lateCancelState(view, now),
    canReview:
      reviewRefusal(
        { usedAt: t.usedAt, alreadyReviewed: view.reviewId !== null, slotEndsAt: view.slotEndsAt },
        now,
      ) === null,
    reviewed: view.reviewId !== null,
    createdAt: t.createdAt.toISOString(),
  };
}

/** GET /api/user/entries: one page of the user's entries, upcoming first. */
export async function loadHistory(
  { db, now }: UseCaseContext,
  user: Account,
  { page, limit }: { page: number; limit: number },
): Promise<HistoryResponse> {
  const { rows, total } = await listUserTickets(db, user.id, now, { limit, offset: (page - 1) * limit });
  return {
    entries: rows.map((row) => toHistoryEntry(row, now)),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
