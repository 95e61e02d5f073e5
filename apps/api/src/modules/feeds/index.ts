export { embedRoutes, feedRoutes } from './routes.ts';
