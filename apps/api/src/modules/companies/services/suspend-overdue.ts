import { PAGES } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { companyMail } from '../../../mail/company-templates.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import {
  hasOverdueInvoice,
  liftSuspendedSeats,
  selectCompanyContact,
  selectOverdueInvoices,
  suspendLiveSeats,
} from '../suspension-repository.ts';

/** The daily job that suspends the seats of companies with an invoice unpaid after its due date. */
export const SUSPEND_OVERDUE_JOB = 'companies.suspend_overdue';

/**
 * For each unpaid invoice past its due date: the company's live seats are suspended (their
 * memberships admit no entry at the scan), the company gets one e-mail per invoice and each employee
 * whose seat was suspended one per invoice (dedupe keys: a rerun queues nothing). Safe to run again.
 */
export async function suspendOverdueSeats(
  { db, mailer, config, now }: UseCaseContext,
  _actor: null,
): Promise<void> {
  const publicUrl = config.PUBLIC_URL;
  for (const invoice of await selectOverdueInvoices(db, now)) {
    await db.transaction(async (tx) => {
      const company = await selectCompanyContact(tx, invoice.companyId);
      if (!company) return;
      const employees = await suspendLiveSeats(tx, invoice.companyId, now);
      await mailer.send(
        company.email,
        'company_invoice_overdue',
        companyMail.overdue(invoice.number, invoice.dueAt, `${publicUrl}${PAGES.businessArea.profile}`),
        tx,
        { dedupeKey: `company-overdue:${invoice.number}` },
      );
      const companyName = company.companyName || company.name;
      for (const employee of employees) {
        await mailer.send(
          employee.email,
          'company_seat_suspended',
          companyMail.seatSuspended(companyName, `${publicUrl}${PAGES.user.subscription}`),
          tx,
          { dedupeKey: `company-seat-suspended:${invoice.number}:${employee.seatId}` },
        );
      }
    });
  }
}

/**
 * After an invoice is paid (in the caller's transaction): when the company has no other unpaid
 * invoice past its due date, its seats admit again and the company is told so, once per invoice.
 */
export async function liftSuspensionAfterPayment(
  tx: Executor,
  mailer: Mailer,
  publicUrl: string,
  invoice: { number: string; companyId: string },
  now: Date,
): Promise<void> {
  if (await hasOverdueInvoice(tx, invoice.companyId, now)) return;
  if ((await liftSuspendedSeats(tx, invoice.companyId)) === 0) return;
  const company = await selectCompanyContact(tx, invoice.companyId);
  if (!company) return;
  await mailer.send(
    company.email,
    'company_suspension_lifted',
    companyMail.lifted(invoice.number, `${publicUrl}${PAGES.businessArea.profile}`),
    tx,
    { dedupeKey: `company-lifted:${invoice.number}` },
  );
}
