export { type AboFile, type AboPayment, aboFile } from './abo.ts';
export { selectPayoutLines, updatePayout, voidPayoutLine } from './repository.ts';
export { payoutRoutes } from './routes.ts';
export { listPayouts } from './services/list-payouts.ts';
