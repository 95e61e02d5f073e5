import { PAGES, payoutPeriodOf } from '@champions/domain';
import { companyMail } from '../../../mail/company-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { selectCompaniesToInvoice } from '../invoice-repository.ts';
import { issueInvoice } from './invoices.ts';

/** The daily job that issues each company's invoice of the month once (the first run of the month that finds seats to bill). */
export const MONTHLY_INVOICE_JOB = 'companies.issue_monthly_invoices';

/** The invoice's PDF attached to its e-mail, by the invoice's number. */
export const COMPANY_INVOICE_ATTACHMENT = 'company_invoice';

/**
 * Issues this month's invoice (Prague calendar) of every company with a seat to bill in the month
 * and no invoice of the month yet, and e-mails it to the company with its PDF. Exactly once per
 * company and month: the unique (company, month) index refuses a second invoice from a concurrent
 * runner or a retried job (that company is skipped; one that failed is retried with the job), the e-mail is written in the invoice's
 * transaction under a dedupe key, and a rolled-back invoice gives its number back (no gap).
 */
export async function issueMonthlyInvoices(
  { db, config, mailer, now }: UseCaseContext,
  _actor: null,
): Promise<{ issued: string[] }> {
  const publicUrl = config.PUBLIC_URL;
  const issued: string[] = [];
  const failures: unknown[] = [];
  for (const companyId of await selectCompaniesToInvoice(db, payoutPeriodOf('monthly', now))) {
    try {
      const invoice = await issueInvoice(
        {
          db,
          config,
          now,
          onIssued: (tx, row, email) =>
            mailer.send(
              email,
              'company_invoice_issued',
              companyMail.invoiceIssued({
                number: row.number,
                month: row.month,
                amount: row.total,
                due: row.dueAt,
                variableSymbol: row.variableSymbol,
                url: `${publicUrl}${PAGES.businessArea.profile}`,
              }),
              tx,
              {
                dedupeKey: `company-invoice:${row.number}`,
                attachments: [{ kind: COMPANY_INVOICE_ATTACHMENT, id: row.number }],
              },
            ),
        },
        companyId,
      );
      issued.push(invoice.number);
    } catch (error) {
      // issued meanwhile (by the company or another runner), or nothing left to bill: nothing to do
      if (
        error instanceof AppError &&
        (error.code === 'COMPANY_INVOICE_EXISTS' || error.code === 'COMPANY_INVOICE_NOTHING')
      )
        continue;
      // one company's failure does not hold the others back; the job fails (and is retried) after them
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
  return { issued };
}
