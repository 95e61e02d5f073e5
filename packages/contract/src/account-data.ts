import {
  PAYMENT_HISTORY_OUTCOMES,
  SUBSCRIPTION_STATES,
  SUBSCRIPTION_TYPES,
  TICKET_SOURCES,
} from '@champions/domain';
import { z } from 'zod';
import { accountProfile } from './auth.ts';
import { isoDateTime, money, pagination, uuid } from './common.ts';
import { activitySummary, categoryRef, publicArea } from './public.ts';

/** Plan types and states come from the domain (SPEC 3, 4). */
export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);
export const subscriptionStateSchema = z.enum(SUBSCRIPTION_STATES);

/** A pause: from the start of a period until the start of the period the plan resumes with. */
export const subscriptionPauseSchema = z.object({ startsAt: isoDateTime, resumesAt: isoDateTime });

/** The company behind a company-paid plan. */
export const subscriptionCompanySchema = z.object({ name: z.string(), suspended: z.boolean() });

/** SPEC 3 "Subscription". */
export const subscriptionSchema = z.object({
  id: uuid,
  type: subscriptionTypeSchema,
  currentState: subscriptionStateSchema,
  startDate: isoDateTime,
  currentPeriod: z.number().int(),
  numOfPeriods: z.number().int(),
  area: z.object({ id: uuid, name: z.string() }).nullable(),
  cancelAtPeriodEnd: z.boolean(),
  cancelAtWholeEnd: z.boolean(),
  switchTo: subscriptionTypeSchema.nullable(),
  nextBillingDate: isoDateTime.nullable(),
  subscribedPrice: money,
  monthlyPrice: money,
  /**
   * A planned or running pause of a flexible plan (our decision): nothing is charged or covered from
   * startsAt until resumesAt, when it resumes by itself; null without one.
   */
  pause: subscriptionPauseSchema.nullable(),
  /**
   * A company-paid plan (corporate plan): the company that manages it (the employee cannot switch,
   * pause or cancel it) and whether its seats are suspended for an unpaid invoice; null otherwise.
   */
  company: subscriptionCompanySchema.nullable(),
});
export type SubscriptionDto = z.infer<typeof subscriptionSchema>;

export const ticketSchema = z.object({
  id: uuid,
  activityId: uuid,
  activityName: z.string(),
  venueName: z.string(),
  source: z.enum(TICKET_SOURCES),
  price: money,
  isUsed: z.boolean(),
  isCancelled: z.boolean(),
  expiresAt: isoDateTime,
  usedAt: isoDateTime.nullable(),
  timeSlotStartsAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type TicketDto = z.infer<typeof ticketSchema>;

export const paymentSchema = z.object({
  id: uuid,
  kind: z.string(),
  description: z.string(),
  amount: money,
  creditsUsed: money,
  currency: z.string(),
  status: z.string(),
  /** what became of the money (domain paymentHistoryOutcome); null for a card window never submitted */
  outcome: z.enum(PAYMENT_HISTORY_OUTCOMES).nullable(),
  /** what back-office refunds returned to the card so far */
  refundedAmount: money,
  receiptNumber: z.string().nullable(),
  createdAt: isoDateTime,
});
export type PaymentDto = z.infer<typeof paymentSchema>;

/** GET /api/user/ (SPEC 7). */
export const userDataResponse = z.object({
  user: accountProfile.extend({
    credits: money,
    tickets: z.array(ticketSchema),
    hasAnyClaimedOrUsedTickets: z.boolean(),
    savedActivityIds: z.array(uuid),
  }),
  subscription: subscriptionSchema.nullable(),
  paymentHistory: z.array(paymentSchema),
  paymentHistoryPagination: pagination,
});
export type UserDataResponse = z.infer<typeof userDataResponse>;

export const venueRef = z.object({
  id: uuid,
  name: z.string(),
  street: z.string(),
  city: z.string(),
  areaId: uuid,
  published: z.boolean(),
});

export const scanSchema = z.object({
  id: uuid,
  venueName: z.string(),
  activityName: z.string(),
  userName: z.string(),
  scannedAt: isoDateTime,
  partnerEarning: money,
});

/** GET /api/admin/{adminId} (SPEC 7). */
export const adminDataResponse = z.object({
  admin: accountProfile.extend({ venues: z.array(venueRef) }),
  venueCategories: z.array(categoryRef),
  areas: z.array(publicArea),
  equipmentCategories: z.array(categoryRef),
  activityCategories: z.array(categoryRef),
  recentScans: z.array(scanSchema),
  computedData: z.object({
    venueCount: z.number().int(),
    activityCount: z.number().int(),
    entriesThisMonth: z.number().int(),
    earningsThisMonth: money,
    /** entries scanned today (Europe/Prague) and what they earned */
    entriesToday: z.number().int(),
    earningsToday: money,
    /** time slots of today that are not cancelled, and their bookings */
    slotsToday: z.number().int(),
    bookingsToday: z.number().int(),
  }),
  impersonatedBy: uuid.nullable(),
});
export type AdminDataResponse = z.infer<typeof adminDataResponse>;

/** GET /api/superadmin/ (SPEC 7). */
export const superadminDataResponse = z.object({
  areas: z.array(publicArea),
  venueCategories: z.array(categoryRef),
  activityCategories: z.array(categoryRef),
  equipmentCategories: z.array(categoryRef),
  activities: z.array(activitySummary),
  users: z.array(accountProfile.extend({ credits: money })),
  admins: z.array(accountProfile.extend({ venueCount: z.number().int() })),
  venues: z.array(venueRef.extend({ adminId: uuid.nullable() })),
});
export type SuperadminDataResponse = z.infer<typeof superadminDataResponse>;

/** GET /api/user/me/export: everything held about the user (GDPR art. 15 and 20). */
export const accountExport = z.object({
  exportedAt: isoDateTime,
  account: accountProfile,
  tickets: z.array(ticketSchema),
  payments: z.array(paymentSchema),
  savedActivityIds: z.array(uuid),
  credits: money,
  subscriptions: z.array(
    subscriptionSchema
      .omit({ company: true })
      .extend({ createdAt: isoDateTime, cancelledAt: isoDateTime.nullable() }),
  ),
  entries: z.array(
    z.object({ id: uuid, ticketId: uuid, venueId: uuid, venueName: z.string(), scannedAt: isoDateTime }),
  ),
  paymentMethods: z.array(
    z.object({
      id: uuid,
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      isDefault: z.boolean(),
      createdAt: isoDateTime,
    }),
  ),
  creditLedger: z.array(
    z.object({
      id: uuid,
      amount: money,
      balanceAfter: money,
      reason: z.string(),
      createdAt: isoDateTime,
    }),
  ),
  referrals: z.array(
    z.object({
      id: uuid,
      code: z.string(),
      /** true when the user was the one referred */
      referredMe: z.boolean(),
      reward: money,
      createdAt: isoDateTime,
    }),
  ),
  requests: z.array(
    z.object({
      id: uuid,
      kind: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      company: z.string().nullable(),
      message: z.string(),
      status: z.string(),
      createdAt: isoDateTime,
    }),
  ),
  reviews: z.array(
    z.object({
      id: uuid,
      activityId: uuid,
      ticketId: uuid,
      rating: z.number().int(),
      text: z.string(),
      reply: z.string().nullable(),
      createdAt: isoDateTime,
    }),
  ),
  waitlist: z.array(z.object({ id: uuid, timeSlotId: uuid, state: z.string(), createdAt: isoDateTime })),
  emails: z.array(
    z.object({
      id: uuid,
      subject: z.string(),
      template: z.string(),
      status: z.string(),
      createdAt: isoDateTime,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExport>;
