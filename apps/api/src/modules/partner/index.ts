export { partnerRoutes } from './routes.ts';
