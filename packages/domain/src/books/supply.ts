import { vatFromGross } from '../payments/receipt.ts';
import { bookAccount } from './accounts.ts';
import type { BookLine } from './entry.ts';

/**
 * The entry of a supply provided from what a payment prepaid (docs/business-rules.md, "The books"): `gross`
 * haléře of the payment's prepaid become provided (`provided:<payment>`), the platform's sale without VAT
 * (`sales`) and the VAT on it (`vat`), split as the receipt splits a price (`vatFromGross`).
 */
export function supplyProvidedLines(input: {
  paymentId: string;
  gross: number;
  vatRatePercent: number;
}): BookLine[] {
  const { base, vat } = vatFromGross(input.gross, input.vatRatePercent);
  const lines: BookLine[] = [
    { account: bookAccount.provided(input.paymentId), amount: input.gross },
    { account: bookAccount.sales, amount: -base },
    { account: bookAccount.vat, amount: -vat },
  ];
  return lines.filter((line) => line.amount !== 0);
}

/**
 * How a supply worth `charged` is provided from the payments that prepaid it, oldest first, each up to what it
 * still prepays (`prepaid`: what it took and has not returned, less what it already provided).
 */
export function allocateSupply(
  charged: number,
  payments: readonly { paymentId: string; prepaid: number }[],
): { paymentId: string; gross: number }[] {
  let left = Math.max(0, charged);
  const parts: { paymentId: string; gross: number }[] = [];
  for (const payment of payments) {
    if (left === 0) break;
    const gross = Math.min(left, Math.max(0, payment.prepaid));
    if (gross > 0) parts.push({ paymentId: payment.paymentId, gross });
    left -= gross;
  }
  return parts;
}
