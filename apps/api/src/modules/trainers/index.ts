export { trainerRoutes } from './routes.ts';
