import { z } from 'zod';
import { email, impersonateResponse, personName } from './auth.ts';
import { isoDateTime, money, uuid } from './common.ts';
import { localCardSchema, paymentProviderName } from './payments.ts';
import { payoutSummary } from './payouts.ts';

/**
 * A partner organisation (the partner role, X-Partner-Token) owns several admin (venue partner)
 * accounts: its overview, its reception and the admin panels it opens.
 */

export const organisationVenue = z.object({ id: uuid, name: z.string(), city: z.string() });

export const organisationAdmin = z.object({
  id: uuid,
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  suspended: z.boolean(),
  venues: z.array(organisationVenue),
});
export const organisationAdminsResponse = z.object({ admins: z.array(organisationAdmin) });
export type OrganisationAdminsResponse = z.infer<typeof organisationAdminsResponse>;

/** A calendar month, YYYY-MM. */
export const organisationMonthQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Zadejte měsíc ve tvaru RRRR-MM.')
    .refine((value) => value >= '2020-01' && value <= '2100-12', 'Zadejte měsíc mezi lety 2020 a 2100.'),
});

const rating = z.object({
  /** the average of the verified reviews, one decimal; null without reviews */
  average: z.number().nullable(),
  count: z.number().int(),
});

export const organisationVenueMonth = z.object({
  venueId: uuid,
  venueName: z.string(),
  entries: z.number().int(),
  earnings: money,
  rating,
});

export const organisationAdminMonth = z.object({
  adminId: uuid,
  name: z.string(),
  email: z.string(),
  entries: z.number().int(),
  earnings: money,
  rating,
  venues: z.array(organisationVenueMonth),
  /** the payouts of the month (their period starts in it) */
  payouts: z.array(payoutSummary),
  balance: z.object({ accrued: money, approved: money, paid: money }),
  /** the account has no bank account saved: none of its money can be paid out until it has one */
  bankAccountMissing: z.boolean(),
});

export const organisationOverview = z.object({
  month: z.string(),
  admins: z.array(organisationAdminMonth),
  totals: z.object({ entries: z.number().int(), earnings: money, payouts: money }),
});
export type OrganisationOverview = z.infer<typeof organisationOverview>;

export const organisationAdminParams = z.object({ adminId: uuid });
export const organisationSessionResponse = impersonateResponse;

/** Today's time slots of a venue that the desk can still sell, with their options and prices. */
export const walkInOffer = z.object({
  slots: z.array(
    z.object({
      slotId: uuid,
      activityName: z.string(),
      startsAt: isoDateTime,
      endsAt: isoDateTime,
      freePlaces: z.number().int(),
      options: z.array(z.object({ optionId: uuid, name: z.string(), price: money })),
    }),
  ),
});
export type WalkInOffer = z.infer<typeof walkInOffer>;
export const walkInOfferQuery = z.object({ venueId: uuid });

export const walkInRequest = z.object({
  venueId: uuid,
  timeSlotId: uuid,
  optionId: uuid,
  email,
  name: personName.optional(),
});
export type WalkInRequest = z.infer<typeof walkInRequest>;

/** Where a desk sale stands: waiting for the customer's card, paid, past its link's time, or cancelled. */
export const walkInSaleStates = ['pending', 'paid', 'expired', 'cancelled'] as const;
export const walkInSaleState = z.enum(walkInSaleStates);
export type WalkInSaleState = z.infer<typeof walkInSaleState>;

/**
 * A desk sale just made: the customer named only by the e-mail the desk typed (never the name or id of
 * an account that already existed under it), what is sold, and the payment link the customer opens on
 * her own phone (the desk shows it as a QR code; it never takes a card number).
 */
export const walkInResponse = z.object({
  customer: z.object({ email: z.string(), created: z.boolean() }),
  sale: z.object({
    saleId: uuid,
    activityName: z.string(),
    slotStartsAt: isoDateTime,
    price: money,
    payUrl: z.string(),
    expiresAt: isoDateTime,
  }),
});
export type WalkInResponse = z.infer<typeof walkInResponse>;

export const walkInTicketParams = z.object({ paymentId: uuid });
/**
 * The sold entry, once the card payment went through. Not the customer's name nor their card's code:
 * the desk admits its own sale with the walk-in admit call, never with the customer's card.
 */
export const walkInTicket = z.object({
  ticketId: uuid,
  email: z.string(),
  activityName: z.string(),
  venueName: z.string(),
  slotStartsAt: isoDateTime.nullable(),
  price: money,
  isUsed: z.boolean(),
});
export type WalkInTicket = z.infer<typeof walkInTicket>;

/** A desk sale as the desk follows it: its state, and the sold entry once paid. */
export const walkInStatus = z.object({
  saleId: uuid,
  state: walkInSaleState,
  expiresAt: isoDateTime,
  ticket: walkInTicket.nullable(),
});
export type WalkInStatus = z.infer<typeof walkInStatus>;

/** The payment link's token (in the link the desk shows and e-mails; only its hash is stored). */
export const walkInPayParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

/**
 * The customer's payment page of a desk sale (public, by the link's token): what she pays for, and
 * while it waits for her card, the payment's client secret for the card form. Nothing of the account
 * behind the e-mail (no name, no credit, no card code).
 */
export const walkInPayView = z.object({
  state: walkInSaleState,
  email: z.string(),
  activityName: z.string(),
  venueName: z.string(),
  slotStartsAt: isoDateTime,
  price: money,
  expiresAt: isoDateTime,
  provider: paymentProviderName,
  publishableKey: z.string().nullable(),
  payment: z.object({ paymentId: uuid, clientSecret: z.string() }).nullable(),
});
export type WalkInPayView = z.infer<typeof walkInPayView>;

/** The customer's card on the payment page (built-in provider): the sale's client secret and the card. */
export const walkInPayCardBody = z
  .object({ clientSecret: z.string().min(10).max(200), card: localCardSchema })
  .strict();

/** Admitting the desk's own sale: `confirmTicketId` (the sold ticket) confirms a slot of another time. */
export const walkInAdmitBody = z.object({ confirmTicketId: uuid.optional() }).strict();
export type WalkInAdmitBody = z.infer<typeof walkInAdmitBody>;
