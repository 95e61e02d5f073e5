import { COMPANY_TEXTS } from '../shared/messages.ts';
import { companyMailEn } from './company-templates-en.ts';
import { bilingual, compose, type MailContent, plainName } from './compose.ts';

/** The corporate plan's e-mails to employees (texts in COMPANY_TEXTS). */
export const companyMailCs = {
  invitation: (company: string, plan: string, employeeShare: string | null, url: string): MailContent =>
    compose(
      COMPANY_TEXTS.inviteSubject(plainName(company)),
      COMPANY_TEXTS.inviteHeading,
      COMPANY_TEXTS.inviteParagraphs(plainName(company), plan, employeeShare),
      { url, label: COMPANY_TEXTS.inviteLink },
    ),
  removed: (company: string, until: string, url: string): MailContent =>
    compose(
      COMPANY_TEXTS.removedSubject,
      COMPANY_TEXTS.inviteHeading,
      COMPANY_TEXTS.removedParagraphs(plainName(company), until),
      { url, label: COMPANY_TEXTS.removedLink },
    ),
  overdue: (number: string, due: string, url: string): MailContent =>
    compose(
      COMPANY_TEXTS.overdueSubject(number),
      COMPANY_TEXTS.inviteHeading,
      COMPANY_TEXTS.overdueParagraphs(number, due),
      { url, label: COMPANY_TEXTS.overdueLink },
    ),
  seatSuspended: (company: string, url: string): MailContent =>
    compose(
      COMPANY_TEXTS.seatSuspendedSubject,
      COMPANY_TEXTS.inviteHeading,
      COMPANY_TEXTS.seatSuspendedParagraphs(plainName(company)),
      { url, label: COMPANY_TEXTS.seatSuspendedLink },
    ),
  invoiceIssued: (invoice: {
    number: string;
    month: string;
    amount: string;
    due: string;
    variableSymbol: string;
    url: string;
  }): MailContent =>
    compose(
      COMPANY_TEXTS.issuedSubject(invoice.number, invoice.month),
      COMPANY_TEXTS.inviteHeading,
      COMPANY_TEXTS.issuedParagraphs(
        invoice.number,
        invoice.month,
        invoice.amount,
        invoice.due,
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
