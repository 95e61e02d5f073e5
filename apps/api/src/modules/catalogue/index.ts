export { listActivities } from './activity-list.ts';
export { countActivities, selectActivitySummaries } from './activity-summaries.ts';
export { loadActivityDetail, loadVenueDetail } from './details.ts';
export {
  type AreaRow,
  loadAreas,
  loadConfig,
  loadReferenceLists,
  publicAreaOf,
  publicConfigOf,
  searchNearby,
} from './public-data.ts';
export { catalogueRoutes } from './routes.ts';
