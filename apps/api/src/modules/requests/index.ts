export { requestRoutes } from './routes.ts';
