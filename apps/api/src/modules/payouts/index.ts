export { payoutRoutes } from './routes.ts';
export { aboFile, type AboFile, type AboPayment } from './abo.ts';
