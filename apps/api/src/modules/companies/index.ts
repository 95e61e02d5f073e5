/**
 * # Companies module (the corporate plan)
 *
 * A business account's details and its employees' seats: invitations by e-mail, the company-paid
 * Championship an employee takes from the link (ordered through the subscriptions module, marked with
 * its seat), removal to the end of the paid period, usage counts without venues.
 */
export { companyRoutes } from './routes.ts';
// the back office's companies render an invoice from its stored document, in the company's language
export { companyInvoicePdf } from './services/company-invoice-pdf.ts';
// the monthly invoice's e-mail attaches its PDF (plugins/documents.ts)
export { companyInvoiceAttachment } from './services/invoice-attachment.ts';
// an invoice's events in the books (issued by this module; paid, as the back office marks it)
export { postInvoiceIssued, postInvoicePaid } from './services/invoice-postings.ts';
export type { InvoiceDocument } from './services/invoices.ts';
// the monthly job issues each company's invoice of the month once, with an e-mail
export {
  COMPANY_INVOICE_ATTACHMENT,
  issueMonthlyInvoices,
  MONTHLY_INVOICE_JOB,
} from './services/monthly-invoices.ts';
// an invoice unpaid after its due date suspends the seats; paying it lifts the suspension
export {
  liftSuspensionAfterPayment,
  SUSPEND_OVERDUE_JOB,
  suspendOverdueSeats,
} from './services/suspend-overdue.ts';
