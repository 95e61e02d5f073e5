export { backofficeRoutes } from './routes.ts';
