import type { PlanLabel } from './plan-label.ts';

/** What a gift voucher's e-mails and its PDF say about it, in either language (voucher-templates*.ts). */
export interface VoucherFacts {
  code: string;
  amount: number;
  recipientName: string;
  recipientEmail: string | null;
  message: string | null;
  deliveryDate: string;
  validUntil: Date;
  /** a plan voucher's plan, named in the reader's language ("Championship – flexible, Praha") */
  plan?: PlanLabel | null;
  periods?: number | null;
}
