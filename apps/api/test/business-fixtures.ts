import { accounts, companyInvoices, companySeats } from '../src/db/schema.ts';
import { postInvoiceIssued, postInvoicePaid } from '../src/modules/companies/index.ts';
import type { TestApp } from './harness.ts';

/** Companies (business accounts) with seats and invoices, written straight to the database. */

let sequence = Math.floor(Math.random() * 500_000);

export async function makeCompany(
  t: TestApp,
  fields: { companyName: string; companyId: string; email?: string },
) {
  const [company] = await t.db
    .insert(accounts)
    .values({
      role: 'business',
      email: fields.email ?? `firma-${crypto.randomUUID().slice(0, 8)}@example.cz`,
      name: 'Kontaktní Osoba',
      companyName: fields.companyName,
      companyId: fields.companyId,
      billingAddress: 'Náměstí 1, 110 00 Praha',
      emailVerifiedAt: t.clock.now(),
    })
    .returning();
  return company!;
}

export async function addSeat(t: TestApp, companyId: string, accepted: boolean) {
  const token = crypto.randomUUID();
  await t.db.insert(companySeats).values({
    companyId,
    email: `zamestnanec-${token.slice(0, 8)}@example.cz`,
    inviteTokenHash: token,
    invitedAt: t.clock.now(),
    acceptedAt: accepted ? t.clock.now() : null,
  });
}

/**
 * An invoice of the month (a fresh number of a far year), unpaid unless `paidAt`, posted to the books as
 * the API posts it (issued, and paid when `paidAt`).
 */
export async function makeInvoice(
  t: TestApp,
  companyId: string,
  input: { month: string; total: number; paidAt?: Date },
) {
  sequence += 1;
  const number = `F2099-${String(sequence % 1_000_000).padStart(6, '0')}`;
  const issuedAt = t.clock.now();
  const dueAt = new Date(issuedAt.getTime() + 14 * 86_400_000);
  const vat = Math.round((input.total * 12) / 112);
  const [row] = await t.db
    .insert(companyInvoices)
    .values({
      number,
      companyId,
      month: input.month,
      total: input.total,
      variableSymbol: number.replace(/\D/g, ''),
      issuedAt,
      dueAt,
      paidAt: input.paidAt ?? null,
      document: {
        number,
        month: input.month,
        seller: {
          name: 'Champions s.r.o.',
          address: 'Praha',
          ico: '25596641',
          dic: 'CZ25596641',
          account: '',
        },
        buyer: { name: 'Firma', address: 'Praha', ico: '25596641', dic: null },
        items: [{ plan: 'Championship', seats: 1, unitPrice: input.total, total: input.total }],
        total: input.total,
        ratePercent: 12,
        base: input.total - vat,
        vat,
        issuedAt: issuedAt.toISOString(),
        taxableAt: issuedAt.toISOString(),
        dueAt: dueAt.toISOString(),
        variableSymbol: number.replace(/\D/g, ''),
        spayd: null,
      },
    })
    .returning();
  await postInvoiceIssued(t.db, row!);
  if (input.paidAt) await postInvoicePaid(t.db, row!);
  return row!;
}
