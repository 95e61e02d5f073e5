export { listActivities } from './activity-list-repository.ts';
export { countActivities, selectActivitySummaries } from './activity-summaries-repository.ts';
export { publicAreaOf, publicConfigOf } from './public-area.ts';
export { type AreaRow, loadAreas, loadConfig, searchNearby } from './public-data-repository.ts';
export { catalogueRoutes } from './routes.ts';
export { loadActivityDetail } from './services/activity-detail.ts';
export { loadReferenceLists } from './services/reference-lists.ts';
export { loadVenueDetail } from './services/venue-detail.ts';
