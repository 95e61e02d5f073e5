import type { AppConfig } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { entryCalendarFile } from '../modules/entries/index.ts';
import { creditReturnNotePdf, paymentReceiptPdf } from '../modules/payments/index.ts';
import { renderContractPdf } from './contract-pdf.ts';
import type { RenderedAttachment } from './mailer.ts';
import { paymentMailLinks } from './payment-mail-parts.ts';
import { selectMailSubscription } from './payment-mail-repository.ts';

/**
 * The documents the payment mails attach (payment-mail-parts.ts ATTACHMENT), rendered from what is
 * stored now (the same the user downloads); plugins/payment-mails.ts registers them with the mailer.
 */

const SUPPORT_EMAIL = 'podpora@champions.cz';

/** A payment's receipt (`receipt`), or null when it has none. */
export async function renderReceiptAttachment(
  db: Executor,
  paymentId: string,
): Promise<RenderedAttachment | null> {
  const file = await paymentReceiptPdf(db, paymentId);
  return file && { filename: file.fileName, contentType: 'application/pdf', content: file.pdf };
}

/** The credit note of money given back as credit (`credit_return_note`), by its credit movement. */
export async function renderCreditReturnNoteAttachment(
  db: Executor,
  creditMovementId: string,
): Promise<RenderedAttachment | null> {
  const file = await creditReturnNotePdf(db, creditMovementId);
  return file && { filename: file.fileName, contentType: 'application/pdf', content: file.pdf };
}

/** The calendar file of a paid entry (`entry_ics`), by its ticket. */
export async function renderEntryIcsAttachment(
  db: Executor,
  config: AppConfig,
  ticketId: string,
): Promise<RenderedAttachment | null> {
  const file = await entryCalendarFile(db, ticketId, config.PUBLIC_URL);
  return file && { filename: file.fileName, contentType: 'text/calendar; charset=utf-8', content: file.ics };
}

/** The contract confirmation of a subscription's order (`contract`, Civil Code §1824). */
export async function renderContractAttachment(
  db: Executor,
  config: AppConfig,
  subscriptionId: string,
): Promise<RenderedAttachment | null> {
  const found = await selectMailSubscription(db, subscriptionId);
  if (!found) return null;
  const { subscription: sub } = found;
  const pdf = await renderContractPdf(
    {
      seller: {
        name: config.SELLER_NAME,
        address: config.SELLER_ADDRESS,
        ico: config.SELLER_ICO,
        dic: config.SELLER_DIC,
        email: SUPPORT_EMAIL,
      },
      customer: { name: found.name, email: found.email },
      plan: { type: sub.type, areaName: found.areaName },
      orderedAt: sub.createdAt,
      startsAt: sub.startDate,
      pricePerPeriod: sub.monthlyPrice,
      periods: sub.numOfPeriods,
      startedAtOnce: sub.startedAtOnceConsent,
      termsUrl: paymentMailLinks(config).terms,
    },
    found.language,
  );
  return { filename: `smlouva-${sub.id.slice(0, 8)}.pdf`, contentType: 'application/pdf', content: pdf };
}
