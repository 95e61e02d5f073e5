export { organisationBackofficeRoutes } from './organisations-routes.ts';
export { partnerBackofficeRoutes } from './partners-routes.ts';
export { backofficeRoutes } from './routes.ts';
