export { listActivities } from './activity-list-repository.ts';
export { countActivities, selectActivitySummaries } from './activity-summaries-repository.ts';
export { loadActivityDetail, loadVenueDetail } from './details-repository.ts';
export { publicAreaOf, publicConfigOf } from './public-area.ts';
export {
  type AreaRow,
  loadAreas,
  loadConfig,
  loadReferenceLists,
  searchNearby,
} from './public-data-repository.ts';
export { catalogueRoutes } from './routes.ts';
