import type { WalkInOffer } from '@champions/contract';
import { entryPrice, freeSellablePlaces, HOUR_MS } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectSellableSlots } from '../repository.ts';
import { ownedDeskVenue } from './scope.ts';

/** The desk sells the slots of the next 24 hours: the ones a card scan admits to today. */
export const SALE_WINDOW_MS = 24 * HOUR_MS;

/** The time slots of an owned venue the desk can sell now, with their options at the PAYG price. */
export async function walkInOffer(
  { db, now }: UseCaseContext,
  partner: Account,
  { venueId }: { venueId: string },
): Promise<WalkInOffer> {
  const venue = await ownedDeskVenue(db, partner.id, venueId);
  const rows = await selectSellableSlots(db, venue.id, now, new Date(now.getTime() + SALE_WINDOW_MS));
  const slots = new Map<string, WalkInOffer['slots'][number]>();
  for (const row of rows) {
    let slot = slots.get(row.slotId);
    if (!slot) {
      slot = {
        slotId: row.slotId,
        activityName: row.activityName,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        freePlaces: freeSellablePlaces(row),
        options: [],
      };
      slots.set(row.slotId, slot);
    }
    slot.options.push({
      optionId: row.optionId,
      name: row.optionName,
      price: entryPrice(row.optionPrice, 'PAYG'),
    });
  }
  return { slots: [...slots.values()].filter((slot) => slot.freePlaces > 0) };
}
