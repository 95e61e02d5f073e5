export { type AboFile, type AboPayment, aboFile } from './abo.ts';
export { payoutRoutes } from './routes.ts';
