import type { CompanyInvoice } from '@champions/contract';
import {
  COMPANY_INVOICE_DUE_DAYS,
  companyInvoiceVariableSymbol,
  contributionSplit,
  czechAccountToIban,
  DAY_MS,
  formatCompanyInvoiceNumber,
  payoutPeriodOf,
  recurringPrice,
  spaydPayload,
  vatFromGross,
} from '@champions/domain';
import type { AppConfig } from '../../../config.ts';
import type { Database, Executor } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { AppError } from '../../../shared/errors.ts';
import { COMPANY_TEXTS } from '../../../shared/messages.ts';
import { priceDay } from '../../prices/index.ts';
import { loadConfig } from '../../subscriptions/index.ts';
import {
  type CompanyInvoiceRow,
  insertInvoice,
  nextInvoiceSequence,
  selectBillableSeats,
  selectInvoiceOfMonth,
} from '../invoice-repository.ts';
import { selectCompany } from '../repository.ts';
import { postInvoiceIssued } from './invoice-postings.ts';

/** What an invoice prints: seller, buyer, items (seats per plan, never names), VAT split, payment. */
export interface InvoiceDocument {
  number: string;
  month: string;
  seller: { name: string; address: string; ico: string; dic: string; account: string };
  buyer: { name: string; address: string; ico: string; dic: string | null };
  items: { plan: string; seats: number; unitPrice: number; total: number }[];
  total: number;
  ratePercent: number;
  base: number;
  vat: number;
  issuedAt: string;
  taxableAt: string;
  dueAt: string;
  variableSymbol: string;
  spayd: string | null;
}

export function invoiceAnswer(row: CompanyInvoiceRow): CompanyInvoice {
  const document = row.document as InvoiceDocument;
  return {
    number: row.number,
    month: row.month,
    total: row.total,
    vat: document.vat,
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    spayd: document.spayd,
    variableSymbol: row.variableSymbol,
  };
}

/**
 * Issues this month's invoice (our decision: one per company and calendar month, on the Prague
 * calendar): the company's share of every seat holding a Championship now and in force in the month
 * (a seat removed before the month is not billed; one removed during it is, for the whole month),
 * grouped by plan, 12 % VAT included, due in 14 days, with a QR Platba code; numbered F<year>-<6
 * digits> in its own gap-free series, counted in the same transaction as the invoice, and posted to
 * the books in it (the company owes the total).
 */
export async function issueInvoice(
  deps: {
    db: Database;
    config: AppConfig;
    now: Date;
    /** what else belongs to the invoice, in its transaction (the monthly job's e-mail to the company) */
    onIssued?: (tx: Executor, invoice: CompanyInvoiceRow, companyEmail: string) => Promise<void>;
  },
  companyId: string,
): Promise<CompanyInvoice> {
  const { db, config, now } = deps;
  const company = await selectCompany(db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  const period = payoutPeriodOf('monthly', now);
  const month = period.key;
  if (await selectInvoiceOfMonth(db, companyId, month)) throw new AppError('COMPANY_INVOICE_EXISTS');
  const prices = await loadConfig(db, priceDay(now));
  const groups = new Map<string, { plan: string; seats: number; unitPrice: number }>();
  for (const seat of await selectBillableSeats(db, companyId, period.start)) {
    const price = recurringPrice(
      { type: 'CHAMPIONSHIP', area: seat.areaId ? { id: seat.areaId, price: seat.areaPrice ?? 0 } : null },
      prices,
    );
    const share = contributionSplit(price, seat.contribution).company;
    if (share === 0) continue;
    const plan = seat.areaName ? COMPANY_TEXTS.areaPlan(seat.areaName) : COMPANY_TEXTS.allLocations;
    const key = `${plan}|${share}`;
    const group = groups.get(key) ?? { plan, seats: 0, unitPrice: share };
    group.seats += 1;
    groups.set(key, group);
  }
  const items = [...groups.values()].map((group) => ({ ...group, total: group.seats * group.unitPrice }));
  const total = items.reduce((sum, item) => sum + item.total, 0);
  if (total === 0) throw new AppError('COMPANY_INVOICE_NOTHING');
  const split = vatFromGross(total, config.VAT_RATE_SPORT);
  const year = Number(month.slice(0, 4));
  const dueAt = new Date(now.getTime() + COMPANY_INVOICE_DUE_DAYS * DAY_MS);
  const iban = czechAccountToIban(config.PAYOUT_ACCOUNT);
  try {
    const row = await db.transaction(async (tx) => {
      const sequence = await nextInvoiceSequence(tx, `company-invoice-${year}`);
      const number = formatCompanyInvoiceNumber(year, sequence);
      const variableSymbol = companyInvoiceVariableSymbol(year, sequence);
      const document: InvoiceDocument = {
        number,
        month,
        seller: {
          name: config.SELLER_NAME ?? '',
          address: config.SELLER_ADDRESS ?? '',
          ico: config.SELLER_ICO ?? '',
          dic: config.SELLER_DIC,
          account: config.PAYOUT_ACCOUNT,
        },
        buyer: {
          name: company.companyName || company.name,
          address: company.billingAddress ?? '',
          ico: company.companyId ?? '',
          dic: company.vatId,
        },
        items,
        total,
        ratePercent: split.ratePercent,
        base: split.base,
        vat: split.vat,
        issuedAt: now.toISOString(),
        taxableAt: now.toISOString(),
        dueAt: dueAt.toISOString(),
        variableSymbol,
        spayd: iban
          ? spaydPayload({
              iban,
              amount: total,
              variableSymbol,
              message: COMPANY_TEXTS.paymentMessage(number),
            })
          : null,
      };
      const inserted = await insertInvoice(tx, {
        number,
        companyId,
        month,
        total,
        variableSymbol,
        issuedAt: now,
        dueAt,
        document,
      });
      await postInvoiceIssued(tx, inserted);
      await deps.onIssued?.(tx, inserted, company.email);
      return inserted;
    });
    return invoiceAnswer(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('COMPANY_INVOICE_EXISTS');
    throw error;
  }
}
