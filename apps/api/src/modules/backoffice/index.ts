export { partnerBackofficeRoutes } from './partners-routes.ts';
export { backofficeRoutes } from './routes.ts';
