import { bookAccount, transfer } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { postEntry } from '../../books/index.ts';

/**
 * A company invoice in the books (docs/business-rules.md, "The books"), each in the transaction of its
 * event: issued, the company owes its total (VAT included) for the seats it bought; paid by bank
 * transfer, the money is at the bank and the company owes it no more.
 */
export async function postInvoiceIssued(
  tx: Executor,
  invoice: { number: string; companyId: string; total: number },
): Promise<void> {
  await postEntry(tx, {
    reference: `invoice:${invoice.number}`,
    event: 'company_invoice',
    lines: transfer({
      debit: bookAccount.companyReceivable(invoice.companyId),
      credit: bookAccount.companyPlans,
      amount: invoice.total,
    }),
  });
}

export async function postInvoicePaid(
  tx: Executor,
  invoice: { number: string; companyId: string; total: number },
): Promise<void> {
  await postEntry(tx, {
    reference: `invoice-paid:${invoice.number}`,
    event: 'company_invoice_paid',
    lines: transfer({
      debit: bookAccount.bank,
      credit: bookAccount.companyReceivable(invoice.companyId),
      amount: invoice.total,
    }),
  });
}
