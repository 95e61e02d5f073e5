import { z } from 'zod';
import {
  scanSchema,
  subscriptionCompanySchema,
  subscriptionStateSchema,
  subscriptionTypeSchema,
} from './account-data.ts';
import { isoDateTime, money, pagination, uuid } from './common.ts';
import { purchaseResponse } from './payments.ts';

/** How an entry was paid: covered by the membership, with credits, by card, or credits and card. */
export const entryPaidWith = z.enum(['membership', 'credits', 'card', 'credits_card', 'free']);
export type EntryPaidWith = z.infer<typeof entryPaidWith>;

export const entryStatus = z.enum(['upcoming', 'used', 'cancelled', 'expired']);
export type EntryStatus = z.infer<typeof entryStatus>;

export const entryMethod = z.enum(['PAYG', 'PAYG_PLUS', 'MEMBERSHIP']);

/** One ticket in the user's history (GET /api/user/entries). */
export const historyEntry = z.object({
  id: uuid,
  activityId: uuid,
  activityName: z.string(),
  optionName: z.string().nullable(),
  venueName: z.string(),
  venueCity: z.string(),
  slotStartsAt: isoDateTime.nullable(),
  slotEndsAt: isoDateTime.nullable(),
  source: z.enum(['PAYG', 'PAYG_PLUS', 'CHAMPIONSHIP']),
  price: money,
  creditsUsed: money,
  paidWith: entryPaidWith,
  status: entryStatus,
  usedAt: isoDateTime.nullable(),
  expiresAt: isoDateTime,
  canCancel: z.boolean(),
  cancelDeadline: isoDateTime.nullable(),
  /** what cancelling now does: 'refund' returns the price at once, 'offer' only when someone takes the place */
  cancelKind: z.enum(['refund', 'offer']).nullable(),
  /** a late cancellation: the place is offered, was taken (price returned) or stayed empty */
  lateCancel: z.enum(['offered', 'resold', 'forfeited']).nullable(),
  /** the entry was scanned within the last 14 days and is not reviewed yet */
  canReview: z.boolean(),
  reviewed: z.boolean(),
  createdAt: isoDateTime,
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const historyQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const historyResponse = z.object({ entries: z.array(historyEntry), pagination });
export type HistoryResponse = z.infer<typeof historyResponse>;

/** GET /api/user/entries/quote: what buying this slot would cost the signed-in user. */
export const entryQuoteQuery = z.object({
  timeSlotId: uuid,
  optionId: uuid,
  /** places in one purchase ("a friend along", 1–4): the price and the split are for all of them */
  places: z.coerce.number().int().min(1).max(4).optional(),
});
export const entryQuoteResponse = z.object({
  method: entryMethod,
  /** the price of the buyer's own place (0 when the membership covers it) */
  price: money,
  /**
   * the price of each friend's place ("a friend along", domain friendPlacesPrice): the buyer's price,
   * or for a member the single-entry (PAYG) price (the membership covers only the member)
   */
  guestPrice: money,
  /** the places quoted (1 unless asked) and what they cost together (price + guestPrice × the friends' places) */
  places: z.number().int().min(1).max(4),
  total: money,
  credits: money,
  /** nothing to pay (the membership covers it all), or the credits pay it all */
  payableNow: z.boolean(),
  /** why the membership does not cover it (null when it does or there is none) */
  coverageReason: z.enum(['no_membership', 'other_area', 'daily_limit', 'after_paid_period']).nullable(),
  free: z.number().int().min(0),
  /** credits first, then the card (domain creditBreakdown): what each pays */
  creditsToUse: money,
  cardCharge: money,
  /** the user already holds an entry for this slot (bought, claimed or used): the page says so instead of selling another */
  held: z.boolean(),
});
export type EntryQuoteResponse = z.infer<typeof entryQuoteResponse>;

/** POST /api/user/entries: claim or buy an entry for a time slot. */
export const entryPurchaseRequest = z.object({
  timeSlotId: uuid,
  optionId: uuid,
  /** A fresh id per click: repeating the same request returns the same ticket and charges once. */
  requestId: uuid.optional(),
  /**
   * One of the user's saved cards (GET /api/user/payment-methods): what the credits do not cover is
   * charged to it at once (one tap); without it the card modal collects a card.
   */
  paymentMethodId: uuid.optional(),
  /** "a friend along": places bought at once (1–4, default 1); every place past the first is a guest place */
  places: z.number().int().min(1).max(4).optional(),
});
export type EntryPurchaseRequest = z.infer<typeof entryPurchaseRequest>;

/**
 * 201: the entry is yours (`entry`). 202: the card must pay the rest first (`payment`, for the
 * card payment modal); the ticket appears once the payment succeeds.
 */
/** A guest place of a multi-place purchase, as its buyer sees it. */
export const guestPlace = z.object({
  ticketId: uuid,
  state: z.enum(['unsent', 'sent', 'claimed', 'used', 'taken_back']),
  /** the e-mail the place was sent to */
  sentTo: z.string().nullable(),
  /** who claimed it into their account */
  claimedByName: z.string().nullable(),
  /** what the place cost: what taking it back returns (before the deadline) */
  price: money,
  canTakeBack: z.boolean(),
});
export type GuestPlace = z.infer<typeof guestPlace>;

/**
 * A guest place just sent, with the friend's link (/pozvanka/<token>): shown only in this answer (only
 * the token's hash is kept); a new send makes a new link and the previous one stops working.
 */
export const sentGuestPlace = guestPlace.extend({ link: z.string() });
export type SentGuestPlace = z.infer<typeof sentGuestPlace>;

export const entryPurchaseResponse = z.object({
  entry: historyEntry.nullable(),
  /** the friends' places of this purchase (none for one place) */
  guests: z.array(guestPlace).optional(),
  creditsUsed: money,
  credits: money,
  payment: purchaseResponse.nullable(),
});
export type EntryPurchaseResponse = z.infer<typeof entryPurchaseResponse>;

/** POST /api/user/entries/{id}/cancel */
export const entryCancelResponse = z.object({
  entry: historyEntry,
  /** 'offer': a late cancellation; the price returns as credits once someone takes the place */
  kind: z.enum(['refund', 'offer']),
  refundedCredits: money,
  credits: money,
});
export type EntryCancelResponse = z.infer<typeof entryCancelResponse>;

/** GET /api/user/card: what the card page needs, including the secret that computes the rotating code offline. */
export const cardResponse = z.object({
  userId: uuid,
  name: z.string(),
  email: z.string(),
  plan: z
    .object({
      type: subscriptionTypeSchema,
      currentState: subscriptionStateSchema,
      areaName: z.string().nullable(),
      /** a company-paid plan: who pays it, and whether an unpaid invoice suspended it (no entries) */
      company: subscriptionCompanySchema.nullable(),
    })
    .nullable(),
  /** hex; HOTP over 30 s steps (SHA-256, 8 digits) */
  secret: z.string().regex(/^[0-9a-f]{64}$/),
  stepSeconds: z.number().int(),
  digits: z.number().int(),
  serverTime: isoDateTime,
  upcoming: z.array(historyEntry),
});
export type CardResponse = z.infer<typeof cardResponse>;

/** The card's last admission: the reception scanned it a moment ago (the card shows "Vstup potvrzen"). */
export const cardAdmissionResponse = z.object({
  admission: z.object({ scannedAt: isoDateTime, activityName: z.string(), venueName: z.string() }).nullable(),
});
export type CardAdmissionResponse = z.infer<typeof cardAdmissionResponse>;

export const refusalReason = z.enum([
  'code_invalid',
  'code_expired',
  'already_used',
  'expired',
  'cancelled',
  'other_venue',
  'wrong_time',
  'no_entry',
]);

/** POST /api/staff/entries/scan, POST /api/admin/entries/scan */
export const scanRequest = z.object({
  code: z.string().trim().min(1, 'Zadejte kód z karty.').max(200, 'Kód je příliš dlouhý.'),
  venueId: uuid.optional(),
  /**
   * The reception confirms admitting this ticket of another day or time (the one a previous scan's
   * `otherTime` named); without it such a ticket is never admitted.
   */
  confirmTicketId: uuid.optional(),
});
export type ScanRequest = z.infer<typeof scanRequest>;

export const scanResponse = z.discriminatedUnion('admitted', [
  z.object({
    admitted: z.literal(true),
    message: z.string(),
    entryId: uuid,
    ticketId: uuid,
    userName: z.string(),
    activityName: z.string(),
    optionName: z.string().nullable(),
    venueName: z.string(),
    slotStartsAt: isoDateTime.nullable(),
    source: z.enum(['PAYG', 'PAYG_PLUS', 'CHAMPIONSHIP']),
    scannedAt: isoDateTime,
    partnerEarning: money,
  }),
  z.object({
    admitted: z.literal(false),
    reason: refusalReason,
    message: z.string(),
    userName: z.string().nullable(),
    /** the person was already let in for what is on now (a repeated scan): when; nothing was spent */
    admittedAt: isoDateTime.optional(),
    /** a valid ticket of another day or time: admitted only when the reception confirms it (`confirmTicketId`) */
    otherTime: z
      .object({
        ticketId: uuid,
        activityName: z.string(),
        venueName: z.string(),
        slotStartsAt: isoDateTime,
      })
      .optional(),
  }),
]);
export type ScanResponse = z.infer<typeof scanResponse>;

/** Today's expected and admitted entries at the partner's venues, with the latest scans. */
export const todayEntry = z.object({
  ticketId: uuid,
  userName: z.string(),
  activityName: z.string(),
  venueId: uuid,
  venueName: z.string(),
  slotStartsAt: isoDateTime.nullable(),
  isUsed: z.boolean(),
  usedAt: isoDateTime.nullable(),
});
export const todayEntriesResponse = z.object({
  entries: z.array(todayEntry),
  /** the venues this person scans at (a picker shows when there are more than one) */
  venues: z.array(z.object({ id: uuid, name: z.string() })),
  recentScans: z.array(scanSchema),
  /** how many people this reception (its venues) admitted today, Prague day */
  admittedToday: z.number().int(),
});
export type TodayEntriesResponse = z.infer<typeof todayEntriesResponse>;

/** GET /api/public/entries/{id}/calendar.ics: the signature of the reminder e-mail's link */
export const calendarLinkQuery = z.object({ sig: z.string().min(1).max(100) });

/** GET /api/user/entries/{id}/guests: the friends' places bought with the user's entry. */
export const guestPlacesResponse = z.object({ guests: z.array(guestPlace) });
export type GuestPlacesResponse = z.infer<typeof guestPlacesResponse>;

export const guestPlaceParams = z.object({ ticketId: uuid });

/** POST /api/user/entries/guests/{ticketId}/send: to a friend's e-mail (a Czech e-mail with the link), or only marked as sent by link. */
export const guestPlaceSendRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254).optional(),
});

/** The claim token of a friend's place (the link /pozvanka/<token>). */
export const friendPlaceParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** GET /api/public/friend-places/{token}: what a friend's place is for, without an account. */
export const friendPlaceView = z.object({
  activityName: z.string(),
  optionName: z.string().nullable(),
  venueName: z.string(),
  venueAddress: z.string(),
  venueCity: z.string(),
  slotStartsAt: isoDateTime.nullable(),
  slotEndsAt: isoDateTime.nullable(),
  /** the buyer's first name ("Jana vás zve") */
  fromName: z.string(),
  /** 'valid': the QR admits once; 'claimed': saved into an account (the QR still admits); 'used', 'expired' */
  state: z.enum(['valid', 'claimed', 'used', 'expired']),
  /** the door code (the QR's text) while the place can still admit */
  code: z.string().nullable(),
});
export type FriendPlaceView = z.infer<typeof friendPlaceView>;
