export { sellerRoutes } from './routes.ts';
