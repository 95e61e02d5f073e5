import type { activityInput } from '@champions/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { fieldError } from '../../../shared/errors.ts';
import { activityCategoryExists } from '../activity-repository.ts';
import { ownVenue } from '../scope.ts';

export type ActivityData = z.output<typeof activityInput>;

export async function checkReferences(db: Executor, adminId: string, data: ActivityData) {
  try {
    await ownVenue(db, adminId, data.venueId);
  } catch {
    throw fieldError('NOT_OWN_VENUE', 'body.venueId');
  }
  if (data.activityCategoryId && !(await activityCategoryExists(db, data.activityCategoryId))) {
    throw fieldError('ACTIVITY_CATEGORY_NOT_IN_LIST', 'body.activityCategoryId');
  }
}

export const columns = (data: ActivityData) => ({
  venueId: data.venueId,
  name: data.name,
  activityCategoryId: data.activityCategoryId,
  description: data.description,
  durationMinutes: data.durationMinutes,
  capacity: data.capacity,
  championsPlaces: data.championsPlaces,
});

export const optionColumns = (option: ActivityData['options'][number], index: number) => ({
  name: option.name,
  price: option.price,
  durationMinutes: option.durationMinutes,
  sortOrder: index,
});
