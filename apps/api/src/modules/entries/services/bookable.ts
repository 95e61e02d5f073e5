import { endOfPeriod, freeSellablePlaces, quoteEntry } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { ENTRY_MESSAGES } from '../../../shared/messages.ts';
import { ENTRY_MESSAGES_EN } from '../../../shared/messages-en.ts';
import { coveredEntryTimes, findLiveSubscription, findSlotForPurchase } from '../repository.ts';

/** The slot and option a purchase is for, when they can be bought now (else the reason, as an error). */
export async function loadBookable(db: Executor, timeSlotId: string, optionId: string, now: Date) {
  const found = await findSlotForPurchase(db, timeSlotId, optionId);
  if (!found?.activityPublished || !found.venuePublished) {
    throw new AppError('SLOT_NOT_FOUND');
  }
  if (!found.option || found.option.archived) {
    throw new AppError('OPTION_NOT_OF_ACTIVITY', {
      details: { fields: [{ field: 'body.optionId', message: ENTRY_MESSAGES.UNKNOWN_OPTION }] },
      detailsEn: { fields: [{ field: 'body.optionId', message: ENTRY_MESSAGES_EN.UNKNOWN_OPTION }] },
    });
  }
  if (found.slot.cancelled) throw new AppError('SLOT_CANCELLED');
  if (found.slot.startsAt <= now) throw new AppError('SLOT_STARTED');
  return { ...found, option: found.option };
}
export type Bookable = Awaited<ReturnType<typeof loadBookable>>;

/** Places Champions can still sell on the slot (capacity share). */
export const freePlaces = (bookable: Bookable) =>
  freeSellablePlaces({
    capacity: bookable.slot.capacity,
    reserved: bookable.slot.reserved,
    activityShare: bookable.activityChampionsPlaces,
    slotShare: bookable.slot.championsPlaces,
  });

export async function quoteFor(db: Executor, userId: string, bookable: Bookable) {
  const live = await findLiveSubscription(db, userId);
  const at = bookable.slot.startsAt;
  return quoteEntry({
    optionPrice: bookable.option.price,
    subscription: live
      ? {
          type: live.subscription.type,
          currentState: live.subscription.currentState,
          areaId: live.subscription.areaId,
          // a paused membership covers nothing in its pause (subscriptions module)
          pause:
            live.subscription.pauseStartsAt && live.subscription.pauseResumesAt
              ? { startsAt: live.subscription.pauseStartsAt, resumesAt: live.subscription.pauseResumesAt }
              : null,
          paidUntil: endOfPeriod(live.subscription.startDate, live.subscription.currentPeriod),
        }
      : null,
    venueAreaId: bookable.venueAreaId,
    at,
    coveredEntriesAt: await coveredEntryTimes(db, userId, at),
  });
}
