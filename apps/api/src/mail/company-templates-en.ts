import { formatMoney, formatPragueDate } from '@champions/domain';
import { COMPANY_PLAN_TEXTS_EN } from '../shared/messages-en.ts';
import type { IssuedInvoice } from './company-facts.ts';
import { composeEn as compose, type MailContent, plainName } from './compose.ts';

const day = (date: Date) => formatPragueDate(date, 'en');
const money = (minor: number) => formatMoney(minor, 'en');

/** The English e-mails of the corporate plan, key by key as the Czech ones in company-templates.ts. */
export const companyMailEn = {
  invitation: (
    company: string,
    area: string | null,
    employeeShare: number | null,
    url: string,
  ): MailContent =>
    compose(
      `${plainName(company)} pays your Championship – Champions`,
      'Hello,',
      [
        `the company ${plainName(company)} invites you to the Champions company programme: ${area ? COMPANY_PLAN_TEXTS_EN.areaPlan(area) : COMPANY_PLAN_TEXTS_EN.allLocations}.`,
        employeeShare !== null
          ? `The company contributes to the membership; you pay ${money(employeeShare)} by card for each 28-day period.`
          : 'The company pays the whole membership; you pay nothing.',
        'Sign in or create an account with the link below and accept the invitation. Then you go to your entries with the Champions card.',
      ],
      { url, label: 'Accept the invitation' },
    ),
  removed: (company: string, until: Date, url: string): MailContent =>
    compose(
      'Your company Championship is ending – Champions',
      'Hello,',
      [
        `the company ${plainName(company)} has removed you from its company programme. Your Championship is valid until ${day(until)} and then ends; nothing renews.`,
        'If you want to continue, you can buy the membership yourself under Subscription.',
      ],
      { url, label: 'Open the subscription' },
    ),
  overdue: (number: string, due: Date, url: string): MailContent =>
    compose(
      `Invoice ${number} is overdue – the company membership is suspended – Champions`,
      'Hello,',
      [
        `invoice ${number}, due on ${day(due)}, has not been paid yet. We have therefore suspended your employees' company membership: until you pay the invoice, it does not get them in.`,
        'Once the payment reaches our account, we will restore the membership at once and let you know by e-mail.',
      ],
      { url, label: 'Open the invoices' },
    ),
  seatSuspended: (company: string, url: string): MailContent =>
    compose(
      'Your company Championship is suspended – Champions',
      'Hello,',
      [
        `the company ${plainName(company)} has not yet paid the invoice for the company membership. Your Championship is therefore suspended and does not get you in now.`,
        'As soon as the company pays the invoice, the membership is valid again. Meanwhile you can buy an entry in the app.',
      ],
      { url, label: 'Open the subscription' },
    ),
  invoiceIssued: (invoice: IssuedInvoice): MailContent =>
    compose(
      `Invoice ${invoice.number} for ${invoice.month} – Champions`,
      'Hello,',
      [
        `we have issued invoice ${invoice.number} for your employees' company membership for ${invoice.month}: ${money(invoice.amount)} including VAT, due on ${day(invoice.due)}.`,
        `Please pay it by bank transfer with the variable symbol ${invoice.variableSymbol}, most easily with the QR code in your company account. The invoice PDF is attached and you will find it there too.`,
        'If the invoice is not paid by its due date, we will suspend your employees’ company membership until the payment arrives.',
      ],
      { url: invoice.url, label: 'Open the invoices' },
    ),
  lifted: (number: string, url: string): MailContent =>
    compose(
      `Invoice ${number} is paid – the company membership is valid again – Champions`,
      'Hello,',
      [
        `thank you, the payment of invoice ${number} has arrived. Your employees' company membership is valid again and gets them in.`,
      ],
      { url, label: 'Open the invoices' },
    ),
};
