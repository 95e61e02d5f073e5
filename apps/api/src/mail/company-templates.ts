import { formatMoney } from '@champions/domain';
import { COMPANY_TEXTS } from '../shared/messages.ts';
import type { IssuedInvoice } from './company-facts.ts';
import { companyMailEn } from './company-templates-en.ts';
import { bilingual, compose, type MailContent, plainName } from './compose.ts';

const pragueDay = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});
/** a day as Czech readers write it, on the Prague calendar: 26. 11. 2026 */
const day = (date: Date) => pragueDay.format(date);
const money = (minor: number) => formatMoney(minor, 'cs');

/** The corporate plan's e-mails to employees (texts in COMPANY_TEXTS). */
export const companyMailCs = {
  /** `area` null: all locations; the employee's share per period in haléře, null when the company pays all */
  invitation: (
    company: string,
    area: string | null,
    employeeShare: number | null,
    url: string,
  ): MailContent =>
    compose(
      COMPANY_TEXTS.inviteSubject(plainName(company)),
      COMPANY_TEXTS.inviteHeading,
      COMPANY_TEXTS.inviteParagraphs(
        plainName(company),
        area ? COMPANY_TEXTS.areaPlan(area) : COMPANY_TEXTS.allLocations,
        employeeShare === null ? null : money(employeeShare),
      ),
      { url, label: COMPANY_TEXTS.inviteLink },
    ),
  removed: (company: string, until: Date, url: string): MailContent =>
    compose(
      COMPANY_TEXTS.removedSubject,
      COMPANY_TEXTS.inviteHeading,
      COMPANY_TEXTS.removedParagraphs(plainName(company), day(until)),
      { url, label: COMPANY_TEXTS.removedLink },
    ),
  overdue: (number: string, due: Date, url: string): MailContent =>
    compose(
      COMPANY_TEXTS.overdueSubject(number),
      COMPANY_TEXTS.inviteHeading,
      COMPANY_TEXTS.overdueParagraphs(number, day(due)),
      { url, label: COMPANY_TEXTS.overdueLink },
    ),
  seatSuspended: (company: string, url: string): MailContent =>
    compose(
      COMPANY_TEXTS.seatSuspendedSubject,
      COMPANY_TEXTS.inviteHeading,
      COMPANY_TEXTS.seatSuspendedParagraphs(plainName(company)),
      { url, label: COMPANY_TEXTS.seatSuspendedLink },
    ),
  invoiceIssued: (invoice: IssuedInvoice): MailContent =>
    compose(
      COMPANY_TEXTS.issuedSubject(invoice.number, invoice.month),
      COMPANY_TEXTS.inviteHeading,
      COMPANY_TEXTS.issuedParagraphs(
        invoice.number,
        invoice.month,
        money(invoice.amount),
        day(invoice.due),
        invoice.variableSymbol,
      ),
      { url: invoice.url, label: COMPANY_TEXTS.overdueLink },
    ),
  lifted: (number: string, url: string): MailContent =>
    compose(
      COMPANY_TEXTS.liftedSubject(number),
      COMPANY_TEXTS.inviteHeading,
      COMPANY_TEXTS.liftedParagraphs(number),
      { url, label: COMPANY_TEXTS.overdueLink },
    ),
};

export const companyMail = bilingual(companyMailCs, companyMailEn);
