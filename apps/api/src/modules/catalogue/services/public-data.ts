import type { PublicData } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { priceDay } from '../../prices/index.ts';
import { selectActivitySummaries } from '../activity-summaries-repository.ts';
import { publicAreaOf, publicConfigOf } from '../public-area.ts';
import { loadAreas, loadConfig } from '../public-data-repository.ts';

/**
 * GET /api/public/ (SPEC 7): every published activity, the areas and the config, amounts in whole Kč;
 * the prices are those in force today on the app's clock (a scheduled change shows from its day on).
 */
export async function loadPublicData({ db, now }: UseCaseContext, _actor: null): Promise<PublicData> {
  const [activities, areaRows, config] = await Promise.all([
    selectActivitySummaries(db, { now }),
    loadAreas(db, priceDay(now)),
    loadConfig(db, priceDay(now)),
  ]);
  return { activities, areas: areaRows.map(publicAreaOf), config: publicConfigOf(config) };
}
