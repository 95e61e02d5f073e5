export { activityRoutes } from './activity-routes.ts';
export { partnerRoutes } from './routes.ts';
export { staffRoutes } from './staff-routes.ts';
export { uploadsRoutes } from './uploads.ts';
export { venueRoutes } from './venue-routes.ts';
