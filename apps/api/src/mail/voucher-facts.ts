/** What a gift voucher's e-mails say about it, in either language (voucher-templates*.ts). */
export interface VoucherFacts {
  code: string;
  amount: number;
  recipientName: string;
  recipientEmail: string | null;
  message: string | null;
  deliveryDate: string;
  validUntil: Date;
}
