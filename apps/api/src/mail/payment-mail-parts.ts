import { PAGES } from '@champions/domain';
import type { AppConfig } from '../config.ts';
import type { AppContext } from '../shared/context.ts';
import type { MailAttachmentRef } from './mailer.ts';

/** What the e-mails of money events need from the app: the mailer that queues them, the public URL of their links. */
export type PaymentMailParts = Pick<AppContext, 'mailer' | 'config'>;

/** The documents the payment mails attach, as references rendered at delivery (payment-attachments.ts). */
export const ATTACHMENT = {
  receipt: 'receipt',
  entryIcs: 'entry_ics',
  contract: 'contract',
  creditReturnNote: 'credit_return_note',
} as const;

/** The pages of the web the payment mails link to. */
export function paymentMailLinks(config: AppConfig) {
  const base = config.PUBLIC_URL.replace(/\/$/, '');
  return {
    card: `${base}${PAGES.user.card}`,
    history: `${base}${PAGES.user.history}`,
    subscription: `${base}${PAGES.user.subscription}`,
    terms: `${base}${PAGES.userTerms}`,
  };
}

/** A payment's receipt, when it has one. */
export const receiptRef = (paymentId: string, receiptNumber: string | null): MailAttachmentRef[] =>
  receiptNumber ? [{ kind: ATTACHMENT.receipt, id: paymentId }] : [];

/** the credit note of a return as credit, or else the original receipt */
export const returnDocuments = (
  paymentId: string,
  receiptNumber: string | null,
  note: { creditMovementId: string } | null,
): MailAttachmentRef[] =>
  note
    ? [{ kind: ATTACHMENT.creditReturnNote, id: note.creditMovementId }]
    : receiptRef(paymentId, receiptNumber);
