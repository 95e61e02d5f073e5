export { loadSubscription, loadTickets } from './repository.ts';
export { userRoutes } from './routes.ts';
export { savedRoutes } from './saved-routes.ts';
export { loadAccountExport } from './services/load-account-export.ts';
