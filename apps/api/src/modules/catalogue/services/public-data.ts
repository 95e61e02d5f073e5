import type { PublicData } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { selectActivitySummaries } from '../activity-summaries-repository.ts';
import { publicAreaOf, publicConfigOf } from '../public-area.ts';
import { loadAreas, loadConfig } from '../public-data-repository.ts';

/** GET /api/public/ (SPEC 7): every published activity, the areas and the config, amounts in whole Kč. */
export async function loadPublicData(db: Database, now: Date): Promise<PublicData> {
  const [activities, areaRows, config] = await Promise.all([
    selectActivitySummaries(db, { now }),
    loadAreas(db),
    loadConfig(db),
  ]);
  return { activities, areas: areaRows.map(publicAreaOf), config: publicConfigOf(config) };
}
