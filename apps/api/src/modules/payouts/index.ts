export { type AboFile, type AboPayment, aboFile } from './abo.ts';
export { selectPayoutLines, updatePayout, voidPayoutLine } from './repository.ts';
export { payoutRoutes } from './routes.ts';
export { listPayouts } from './services/list-payouts.ts';
// the paid payout's e-mail attaches its statement (plugins/documents.ts)
export { PAYOUT_STATEMENT_ATTACHMENT } from './services/mark-payout-paid.ts';
export { payoutStatementAttachment } from './services/statement-attachment.ts';
