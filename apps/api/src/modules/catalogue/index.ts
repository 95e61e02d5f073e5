export { countActivities, selectActivitySummaries } from './activity-summaries.ts';
export { loadActivityDetail, loadVenueDetail } from './details.ts';
export { loadAreas, loadConfig, loadReferenceLists } from './public-data.ts';
export { catalogueRoutes } from './routes.ts';
