export { METRICS_PATH, metricsRoutes } from './routes.ts';
