import type { WalkInRequest, WalkInResponse } from '@champions/contract';
import { entryPrice, walkInLinkExpiry } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { partnerMailTemplates } from '../../../mail/partner-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import { ORGANISATION_TEXTS } from '../../../shared/messages.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import {
  entryReference,
  formatPragueTime,
  freePlaces,
  holdsTicketFor,
  loadBookable,
} from '../../entries/index.ts';
import { findUserByEmail, insertCustomer } from '../repository.ts';
import { insertWalkInSale } from '../walk-in-sale-repository.ts';
import { ownedDeskVenue } from './scope.ts';
import { newPayToken, payTokenHash, payUrl } from './walk-in-link.ts';
import { SALE_WINDOW_MS } from './walk-in-offer.ts';
import { welcomeWalkInCustomer } from './welcome-walk-in.ts';

/** A desk sale's payment key names the organisation (its sales are also kept in walk_in_sales). */
const saleKeyPrefix = (partnerId: string) => `walkin:${partnerId}:`;

/** The customer of a desk sale: the user account of this e-mail, or a new one without a password. */
async function customerOf(db: Database, input: WalkInRequest, now: Date) {
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    if (existing.blockedAt || existing.deletedAt) throw new AppError('WALK_IN_CUSTOMER_BLOCKED');
    return { account: existing, created: false };
  }
  const inserted = await insertCustomer(db, { email: input.email, name: input.name ?? '', createdAt: now });
  // two desks sold to the same new e-mail at once: the other one created it
  const account = inserted ?? (await findUserByEmail(db, input.email));
  if (!account) throw new AppError('WALK_IN_CUSTOMER_BLOCKED');
  return { account, created: Boolean(inserted) };
}

/**
 * POST /api/partner/org/reception/walk-in: one entry sold at the desk, paid by card on the customer's
 * own phone: the sale starts the card payment (the payments module, the same fulfilment as a
 * customer's card purchase: the ticket is made once the payment succeeds, a slot filled meanwhile
 * gives the money back) and answers a payment link, also e-mailed to the customer. The desk never
 * takes a card number. The whole price goes on the card: the customer's credits are theirs to spend,
 * not the desk's. Runs in runMoneyCall (one key, one sale): `key` is the payment's Idempotency-Key.
 */
export async function sellWalkIn(
  { db, payments, mailer, config, now }: UseCaseContext,
  partner: Account,
  { key, ...input }: WalkInRequest & { key: string },
): Promise<WalkInResponse> {
  const publicUrl = config.PUBLIC_URL;
  const venue = await ownedDeskVenue(db, partner.id, input.venueId);
  const bookable = await loadBookable(db, input.timeSlotId, input.optionId, now).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'SLOT_NOT_FOUND') {
      throw new AppError('ORGANISATION_SLOT_NOT_FOUND');
    }
    throw error;
  });
  if (bookable.venueId !== venue.id || bookable.slot.startsAt.getTime() > now.getTime() + SALE_WINDOW_MS) {
    throw new AppError('ORGANISATION_SLOT_NOT_FOUND');
  }
  if (freePlaces(bookable) === 0) throw new AppError('SLOT_FULL');
  const customer = await customerOf(db, input, now);
  if (customer.created) {
    await welcomeWalkInCustomer(db, mailer, publicUrl, customer.account, venue.name, now);
  }
  if (await holdsTicketFor(db, customer.account.id, bookable.slot.id))
    throw new AppError('ENTRY_ALREADY_HELD');
  const price = entryPrice(bookable.option.price, 'PAYG');
  const payment = await payments.startPurchase({
    userId: customer.account.id,
    amount: price,
    purpose: {
      kind: 'entry',
      reference: entryReference({
        timeSlotId: bookable.slot.id,
        optionId: bookable.option.id,
        source: 'PAYG',
      }),
      description: ORGANISATION_TEXTS.walkInDescription(bookable.activityName),
    },
    idempotencyKey: `${saleKeyPrefix(partner.id)}${key}`,
    useCredits: false,
  });
  const token = newPayToken();
  const expiresAt = walkInLinkExpiry(now, bookable.slot.endsAt);
  await insertWalkInSale(db, {
    paymentId: payment.paymentId,
    partnerId: partner.id,
    timeSlotId: bookable.slot.id,
    tokenHash: payTokenHash(token),
    expiresAt,
    createdAt: now,
  });
  const url = payUrl(publicUrl, token);
  await mailer.send(
    customer.account.email.toLowerCase(),
    'walk_in_payment',
    partnerMailTemplates.walkInPayment({
      venue: venue.name,
      activity: bookable.activityName,
      when: bookable.slot.startsAt,
      price,
      url,
      until: formatPragueTime(expiresAt),
    }),
  );
  await insertAuditEntry(db, {
    actorId: partner.id,
    action: 'organisation.walk_in',
    targetId: customer.account.id,
    data: { paymentId: payment.paymentId, venueId: venue.id, timeSlotId: bookable.slot.id, amount: price },
  });
  // the e-mail the desk typed, never the name of an account that already existed under it
  return {
    customer: { email: input.email, created: customer.created },
    sale: {
      saleId: payment.paymentId,
      activityName: bookable.activityName,
      slotStartsAt: bookable.slot.startsAt.toISOString(),
      price,
      payUrl: url,
      expiresAt: expiresAt.toISOString(),
    },
  };
}
