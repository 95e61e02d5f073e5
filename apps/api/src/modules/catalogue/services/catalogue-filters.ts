import type { CatalogueFilters } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { selectCategories } from '../public-data-repository.ts';

/** The categories and equipment the public catalogue filters by. */
export async function loadCatalogueFilters({ db }: UseCaseContext, _actor: null): Promise<CatalogueFilters> {
  const [venueCats, activityCats, equipmentCats] = await Promise.all([
    selectCategories(db, 'venue'),
    selectCategories(db, 'activity'),
    selectCategories(db, 'equipment'),
  ]);
  return { activityCategories: activityCats, equipmentCategories: equipmentCats, venueCategories: venueCats };
}
