export { configOn, defaultCommissionOn, priceDay, pricesOn, withAreaPricesOn } from './in-force.ts';
export { scheduledPriceRoutes } from './routes.ts';
