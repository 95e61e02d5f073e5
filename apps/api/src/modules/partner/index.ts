export { partnerRoutes } from './routes.ts';
export { staffRoutes } from './staff-routes.ts';
