import type { ActivityDetail } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import {
  findActivityTrainer,
  findNextSellableSlotStart,
  findPublishedActivity,
  selectOptionsOnSale,
} from '../details-repository.ts';
import { categoryRef, loadVenueDetail } from './venue-detail.ts';

/**
 * A published activity with its venue, the options on sale and when its next slot with a place to sell
 * starts; ACTIVITY_NOT_FOUND for one that is not published.
 */
export async function loadActivityDetail(
  db: Database,
  activityId: string,
  now: Date,
): Promise<ActivityDetail> {
  const row = await findPublishedActivity(db, activityId);
  if (!row) throw new AppError('ACTIVITY_NOT_FOUND');
  const [venue, options, next, trainer] = await Promise.all([
    loadVenueDetail(db, row.activity.venueId),
    selectOptionsOnSale(db, activityId),
    findNextSellableSlotStart(db, activityId, now),
    row.activity.trainerId ? findActivityTrainer(db, row.activity.trainerId) : null,
  ]);
  return {
    id: row.activity.id,
    name: row.activity.name,
    description: row.activity.description,
    photos: row.activity.photos,
    category: categoryRef(row.category),
    venue,
    options,
    nextSlotAt: next?.toISOString() ?? null,
    ...(trainer ? { trainer } : {}),
  };
}
