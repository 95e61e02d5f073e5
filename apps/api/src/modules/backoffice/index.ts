export { organisationBackofficeRoutes } from './organisations-routes.ts';
export { partnerBackofficeRoutes } from './partners-routes.ts';
export { backofficeRoutes } from './routes.ts';
// a refund's e-mail attaches its credit note (plugins/documents.ts)
export { creditNoteAttachment } from './services/credit-note-files.ts';
export { CREDIT_NOTE_ATTACHMENT } from './services/refund-card-payment.ts';
