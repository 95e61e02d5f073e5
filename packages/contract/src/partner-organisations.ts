import { z } from 'zod';
import { email, impersonateResponse, personName } from './auth.ts';
import { isoDateTime, money, uuid } from './common.ts';
import { localCardSchema, purchaseResponse } from './payments.ts';
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

/**
 * The customer of a desk sale: the e-mail the desk typed and whether the sale created the account.
 * Never the name (or id) of an account that already existed: the desk may type any address.
 */
export const walkInResponse = z.object({
  customer: z.object({ email: z.string(), created: z.boolean() }),
  payment: purchaseResponse,
});
export type WalkInResponse = z.infer<typeof walkInResponse>;

/** The desk's card form (built-in provider): the sale's client secret and the customer's card. */
export const walkInCardBody = z
  .object({ clientSecret: z.string().min(10).max(200), card: localCardSchema })
  .strict();

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

/** Admitting the desk's own sale: `confirmTicketId` (the sold ticket) confirms a slot of another time. */
export const walkInAdmitBody = z.object({ confirmTicketId: uuid.optional() }).strict();
export type WalkInAdmitBody = z.infer<typeof walkInAdmitBody>;
