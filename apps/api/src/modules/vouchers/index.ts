/**
 * # Vouchers module (dárkové poukazy)
 *
 * A gift voucher for an amount (300–10 000 Kč) is bought by card (payment kind 'voucher', no credit used,
 * no VAT receipt: a multi-purpose voucher), fulfilled in the payment's transaction (`voucherFulfilment`:
 * the code, the books' `voucher_sold`, the buyer's mail with the PDF, the recipient's delivery job),
 * redeemed as credit (`appendCredit` reason 'voucher'), withdrawn within 14 days or voided by the back
 * office (refund to the card) and expired after 12 months by a daily job (breakage to platform revenue).
 * A plan voucher (payment kind 'plan_voucher', single-purpose: a receipt at the sale) buys 1–12 periods of a
 * Championship plan; its redemption starts the plan (`startVoucherPlan`) with those periods not charged, its
 * payment provided period by period by the billing lifecycle; an expired one is provided in full.
 * docs/business-rules.md, "Dárkové poukazy".
 */

export { createRedeemThrottle, type RedeemThrottle } from './redeem-throttle.ts';
export { voucherRoutes } from './routes.ts';
export { deliverVoucher } from './services/deliver-voucher.ts';
export { expireVouchers, VOUCHER_EXPIRY_JOB } from './services/expire-vouchers.ts';
export { VOUCHER_DELIVERY_JOB, voucherFulfilment } from './services/fulfil-voucher.ts';
export { renderVoucherPdf, VOUCHER_PDF_ATTACHMENT, voucherPdfAttachment } from './services/voucher-pdf.ts';
