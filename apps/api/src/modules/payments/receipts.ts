import { createRequire } from 'node:module';
import type { ReceiptDto } from '@champions/contract';
import { formatCzk, formatReceiptNumber, receiptDocumentKind, vatFromGross } from '@champions/domain';
import { eq, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { AppConfig } from '../../config.ts';
import { accounts, payments, receiptSeries, receipts } from '../../db/schema.ts';
import type { Executor } from './ledger.ts';

type Payment = typeof payments.$inferSelect;

const require = createRequire(import.meta.url);
/** DejaVu Sans from the dejavu-fonts-ttf package: every Czech letter (ř, ů, ě, ...). */
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const pragueYear = (date: Date) =>
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Prague', year: 'numeric' }).format(date);

/**
 * Issues the tax document of a successful payment in the payment's own transaction. The number
 * comes from one series per year whose counter row is locked and moved here, so a rolled-back
 * payment gives its number back: the series has no gaps. Issuing twice answers the first receipt.
 */
export async function issueReceipt(
  tx: Executor,
  config: AppConfig,
  payment: Payment,
  now: Date,
): Promise<ReceiptDto> {
  const [existing] = await tx.select().from(receipts).where(eq(receipts.paymentId, payment.id));
  if (existing) return existing.document as ReceiptDto;
  const series = pragueYear(now);
  const [counter] = await tx
    .insert(receiptSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptSeries.series,
      set: { lastNumber: sql`${receiptSeries.lastNumber} + 1` },
    })
    .returning();
  const number = formatReceiptNumber(series, counter!.lastNumber);
  const [buyer] = await tx
    .select({ name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, payment.userId));
  const total = payment.totalAmount;
  const vat = vatFromGross(total, config.VAT_RATE_SPORT);
  const document: ReceiptDto = {
    number,
    kind: receiptDocumentKind(total),
    issuedAt: now.toISOString(),
    seller: {
      name: config.SELLER_NAME,
      address: config.SELLER_ADDRESS,
      ico: config.SELLER_ICO,
      dic: config.SELLER_DIC,
    },
    buyer: { name: buyer?.name ?? '', email: buyer?.email ?? '' },
    items: [{ description: payment.description, quantity: 1, total, vatRate: config.VAT_RATE_SPORT }],
    vat: [{ ratePercent: vat.ratePercent, base: vat.base, vat: vat.vat, total: vat.total }],
    total,
    paidByCard: payment.amount,
    paidByCredits: payment.creditsUsed,
    creditsBack: payment.creditsBack,
    currency: payment.currency,
  };
  await tx.insert(receipts).values({ number, paymentId: payment.id, issuedAt: now, document });
  await tx.update(payments).set({ receiptNumber: number }).where(eq(payments.id, payment.id));
  return document;
}

const kc = (minor: number) => formatCzk(minor);
const dateCs = (iso: string) =>
  new Intl.DateTimeFormat('cs-CZ', {
    timeZone: 'Europe/Prague',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));

/** The receipt as a PDF (A4, DejaVu Sans embedded). */
export function renderReceiptPdf(receipt: ReceiptDto): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Daňový doklad ${receipt.number}`, Author: receipt.seller.name },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const title = receipt.kind === 'simplified' ? 'Zjednodušený daňový doklad' : 'Daňový doklad – faktura';
  doc.font('bold').fontSize(18).text(title);
  doc.font('regular').fontSize(11).text(`Číslo dokladu: ${receipt.number}`);
  doc.text(`Datum vystavení a uskutečnění plnění: ${dateCs(receipt.issuedAt)}`);
  doc.moveDown();
  doc.font('bold').text('Prodávající');
  doc.font('regular').text(receipt.seller.name);
  doc.text(receipt.seller.address);
  doc.text(`IČO: ${receipt.seller.ico}   DIČ: ${receipt.seller.dic}`);
  if (receipt.kind === 'full') {
    doc.moveDown();
    doc.font('bold').text('Kupující');
    doc.font('regular').text(receipt.buyer.name || receipt.buyer.email);
    doc.text(receipt.buyer.email);
  }
  doc.moveDown();
  doc.font('bold').text('Předmět plnění');
  for (const item of receipt.items) {
    doc
      .font('regular')
      .text(`${item.quantity} × ${item.description}   ${kc(item.total)} (sazba DPH ${item.vatRate} %)`);
  }
  doc.moveDown();
  doc.font('bold').text('Rozpis DPH');
  for (const line of receipt.vat) {
    doc
      .font('regular')
      .text(
        `Sazba ${line.ratePercent} %: základ ${kc(line.base)}, DPH ${kc(line.vat)}, celkem ${kc(line.total)}`,
      );
  }
  doc.moveDown();
  doc
    .font('bold')
    .fontSize(13)
    .text(`Celkem k úhradě: ${kc(receipt.total)}`);
  doc.font('regular').fontSize(11);
  doc.text('Způsob úhrady:');
  doc.text(`Uhrazeno kartou: ${kc(receipt.paidByCard)}`);
  if (receipt.paidByCredits > 0) doc.text(`Uhrazeno kredity: ${kc(receipt.paidByCredits)}`);
  if (receipt.creditsBack > 0) {
    doc.text(`Vráceno jako kredit (minimální platba kartou 30 Kč): ${kc(receipt.creditsBack)}`);
  }
  doc.moveDown();
  doc
    .fontSize(9)
    .text('Kredity nevyprší a nelze je směnit za peníze. Děkujeme, že sportujete s námi – tým Champions.');
  doc.end();
  return done;
}
