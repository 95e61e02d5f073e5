import type {
  ScanResponse,
  WalkInAdmitBody,
  WalkInOffer,
  WalkInRequest,
  WalkInResponse,
  WalkInTicket,
} from '@champions/contract';
import { entryPrice, freeSellablePlaces, HOUR_MS } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { AppError } from '../../../shared/errors.ts';
import { ORGANISATION_TEXTS } from '../../../shared/messages.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import {
  admitHolder,
  entryReference,
  findTicketView,
  freePlaces,
  holdsTicketFor,
  loadBookable,
} from '../../entries/index.ts';
import type { createLocalCardForm, PaymentsService } from '../../payments/index.ts';
import {
  findAccount,
  findUserByEmail,
  insertCustomer,
  selectPayment,
  selectSellableSlots,
  selectTicketIdOfPayment,
} from '../repository.ts';
import { ownedAdmin, ownedDeskVenue } from './scope.ts';
import { welcomeWalkInCustomer } from './welcome-walk-in.ts';

/** The desk sells the slots of the next 24 hours: the ones a card scan admits to today. */
const SALE_WINDOW_MS = 24 * HOUR_MS;

/** A desk sale's payment key names the organisation: only it sees the sale's ticket and card code. */
const saleKeyPrefix = (partnerId: string) => `walkin:${partnerId}:`;

/** The time slots of an owned venue the desk can sell now, with their options at the PAYG price. */
export async function walkInOffer(
  db: Database,
  partner: Account,
  venueId: string,
  now: Date,
): Promise<WalkInOffer> {
  const venue = await ownedDeskVenue(db, partner.id, venueId);
  const rows = await selectSellableSlots(db, venue.id, now, new Date(now.getTime() + SALE_WINDOW_MS));
  const slots = new Map<string, WalkInOffer['slots'][number]>();
  for (const row of rows) {
    let slot = slots.get(row.slotId);
    if (!slot) {
      slot = {
        slotId: row.slotId,
        activityName: row.activityName,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        freePlaces: freeSellablePlaces(row),
        options: [],
      };
      slots.set(row.slotId, slot);
    }
    slot.options.push({
      optionId: row.optionId,
      name: row.optionName,
      price: entryPrice(row.optionPrice, 'PAYG'),
    });
  }
  return { slots: [...slots.values()].filter((slot) => slot.freePlaces > 0) };
}

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
 * POST /api/partner/org/reception/walk-in: one entry sold at the desk, paid by card (the payments
 * module, the same fulfilment as a customer's card purchase: the ticket is made once the payment
 * succeeds, a slot filled meanwhile gives the money back). The whole price goes on the card: the
 * customer's credits are theirs to spend, not the desk's. Runs in runMoneyCall (one key, one sale).
 */
export async function sellWalkIn(
  db: Database,
  deps: { payments: PaymentsService; mailer: Mailer; publicUrl: string },
  partner: Account,
  input: WalkInRequest,
  key: string,
  now: Date,
): Promise<WalkInResponse> {
  const { payments } = deps;
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
    await welcomeWalkInCustomer(db, deps.mailer, deps.publicUrl, customer.account, venue.name, now);
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
  await insertAuditEntry(db, {
    actorId: partner.id,
    action: 'organisation.walk_in',
    targetId: customer.account.id,
    data: { paymentId: payment.paymentId, venueId: venue.id, timeSlotId: bookable.slot.id, amount: price },
  });
  // the e-mail the desk typed, never the name of an account that already existed under it
  return { customer: { email: input.email, created: customer.created }, payment };
}

/** The ticket a desk sale bought, once paid (asks the provider first, as the card modal's return does). */
async function soldTicket(db: Database, payments: PaymentsService, partner: Account, paymentId: string) {
  const payment = await saleOf(db, partner, paymentId);
  let ticketId = await selectTicketIdOfPayment(db, payment.id);
  if (!ticketId) {
    await payments.syncPayment(payment.userId, payment.id);
    ticketId = await selectTicketIdOfPayment(db, payment.id);
  }
  const view = ticketId ? await findTicketView(db, ticketId) : null;
  const customer = await findAccount(db, payment.userId);
  if (!view || !customer || !view.venueAdminId) throw new AppError('ORGANISATION_SALE_NOT_FOUND');
  await ownedAdmin(db, partner.id, view.venueAdminId);
  return { view, customer };
}

/**
 * GET /api/partner/org/reception/walk-in/{paymentId}: the sold entry once the card went through.
 * Neither the name of the account behind the e-mail nor the customer's card code: the desk admits
 * its sale with `admitWalkIn`. Someone else's payment, or one not paid yet: 404.
 */
export async function walkInTicket(
  db: Database,
  payments: PaymentsService,
  partner: Account,
  paymentId: string,
): Promise<WalkInTicket> {
  const { view, customer } = await soldTicket(db, payments, partner, paymentId);
  return {
    ticketId: view.ticket.id,
    email: customer.email,
    activityName: view.activityName,
    venueName: view.venueName,
    slotStartsAt: view.slotStartsAt?.toISOString() ?? null,
    price: view.ticket.price,
    isUsed: view.ticket.isUsed,
  };
}

/**
 * POST /api/partner/org/reception/walk-in/{paymentId}/admit: the desk admits the entry it sold, by
 * the door's rules (the slot on now admits, a repeat spends nothing, another time only when the desk
 * confirms it), as the door of the ticket's venue. The answer names the customer by the e-mail the
 * desk typed, not by the account's name.
 */
export async function admitWalkIn(
  db: Database,
  payments: PaymentsService,
  partner: Account,
  paymentId: string,
  input: WalkInAdmitBody,
  now: Date,
): Promise<ScanResponse> {
  const { view, customer } = await soldTicket(db, payments, partner, paymentId);
  return admitHolder(
    db,
    { accountId: partner.id, partnerId: view.venueAdminId!, venueIds: [view.venueId] },
    { userId: customer.id, userName: customer.email },
    { venueId: view.venueId, confirmTicketId: input.confirmTicketId, onlyTicketId: view.ticket.id },
    now,
  );
}

/** The payment of one of the organisation's desk sales; another's (or none): 404. */
async function saleOf(db: Database, partner: Account, paymentId: string) {
  const payment = await selectPayment(db, paymentId);
  if (!payment?.idempotencyKey?.startsWith(saleKeyPrefix(partner.id))) {
    throw new AppError('ORGANISATION_SALE_NOT_FOUND');
  }
  return payment;
}

/** The sale's payment, when the client secret is its own intent's (not another payment of the customer). */
async function saleOfSecret(db: Database, partner: Account, paymentId: string, clientSecret: string) {
  const payment = await saleOf(db, partner, paymentId);
  if (!payment.providerIntentId || clientSecret.split('_secret_')[0] !== payment.providerIntentId) {
    throw new AppError('ORGANISATION_SALE_NOT_FOUND');
  }
  return payment;
}

type CardForm = ReturnType<typeof createLocalCardForm>;

/**
 * The desk's card form with the built-in provider (Stripe.js confirms in the browser with Stripe):
 * confirms the sale's payment as its customer, who stands at the desk with the card.
 */
export async function confirmWalkInCard(
  db: Database,
  cardForm: CardForm,
  partner: Account,
  paymentId: string,
  body: { clientSecret: string; card: { number: string; expMonth: number; expYear: number; cvc: string } },
) {
  const payment = await saleOfSecret(db, partner, paymentId, body.clientSecret);
  return cardForm.confirm(payment.userId, body);
}

/** The extra confirmation (3-D Secure) of the desk sale's card, with the built-in provider. */
export async function authenticateWalkInCard(
  db: Database,
  cardForm: CardForm,
  partner: Account,
  paymentId: string,
  body: { clientSecret: string; approve: boolean },
) {
  const payment = await saleOfSecret(db, partner, paymentId, body.clientSecret);
  return cardForm.authenticate(payment.userId, body);
}
