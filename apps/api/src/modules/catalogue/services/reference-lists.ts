import type { Executor } from '../../../db/client.ts';
import { priceDay } from '../../prices/index.ts';
import { publicAreaOf } from '../public-area.ts';
import { loadAreas, selectCategories } from '../public-data-repository.ts';

/** The reference lists of the admin and superadmin answers (SPEC 7), areas at the contract edge (Kč). */
export async function loadReferenceLists(db: Executor, now: Date) {
  const [venueCats, activityCats, equipmentCats, areaList] = await Promise.all([
    selectCategories(db, 'venue'),
    selectCategories(db, 'activity'),
    selectCategories(db, 'equipment'),
    loadAreas(db, priceDay(now)),
  ]);
  return {
    venueCategories: venueCats,
    activityCategories: activityCats,
    equipmentCategories: equipmentCats,
    areas: areaList.map(publicAreaOf),
  };
}
