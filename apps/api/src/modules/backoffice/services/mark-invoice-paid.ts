import type { BackofficeInvoicePaidResponse } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { liftSuspensionAfterPayment, postInvoicePaid } from '../../companies/index.ts';
import { lockCompanyInvoice, setInvoicePaid } from '../businesses-repository.ts';
import { recordAudit } from '../repository.ts';
import { toBackofficeInvoice } from './business-invoices.ts';

/**
 * POST /api/superadmin/businesses/invoices/:number/paid: the company's payment arrived on the account;
 * the audit row names the company and keeps the invoice's state before and after, and the books take
 * the money at the bank off what the company owes (company_receivable). Once only: an
 * invoice already paid is a 409 and writes nothing. The payment lifts the seats' suspension (no other
 * invoice past its due date left unpaid) and the company is told so by e-mail.
 */
export async function markInvoicePaid(
  { db, now, mailer, config }: UseCaseContext,
  superadmin: Account,
  { number }: { number: string },
): Promise<BackofficeInvoicePaidResponse> {
  return db.transaction(async (tx) => {
    const invoice = await lockCompanyInvoice(tx, number);
    if (!invoice) throw new AppError('COMPANY_INVOICE_NOT_FOUND');
    if (invoice.paidAt) throw new AppError('COMPANY_INVOICE_ALREADY_PAID');
    const updated = await setInvoicePaid(tx, number, now);
    await postInvoicePaid(tx, invoice);
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'backoffice.company_invoice.paid',
      targetId: invoice.companyId,
      data: {
        invoice: number,
        total: invoice.total,
        before: { paidAt: null },
        after: { paidAt: now.toISOString() },
      },
    });
    await liftSuspensionAfterPayment(tx, mailer, config.PUBLIC_URL, invoice, now);
    return { invoice: toBackofficeInvoice(updated) };
  });
}
