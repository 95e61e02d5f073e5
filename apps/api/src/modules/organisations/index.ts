export { organisationRoutes } from './routes.ts';
