import type { TicketSource } from '@champions/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { activities, activityOptions, timeSlots, venues } from './catalogue.ts';
import { createdAt, id, tstz } from './columns.ts';
import { ticketSourceEnum, waitlistFailReasonEnum, waitlistStateEnum } from './vocabulary.ts';

// Tickets, waitlist, reviews and entries (check-ins).

export type { TicketSource };

/** A right to one entry; used when scanned at the venue. */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id),
    optionId: uuid('option_id').references(() => activityOptions.id),
    timeSlotId: uuid('time_slot_id').references(() => timeSlots.id),
    source: ticketSourceEnum('source').notNull(),
    price: integer('price').notNull(),
    paymentId: uuid('payment_id'),
    isUsed: boolean('is_used').notNull().default(false),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
    /** set by the expiry job once an unused PAYG/PAYG+ ticket passes expiresAt */
    expiredAt: tstz('expired_at'),
    cancelledAt: tstz('cancelled_at'),
    /**
     * a late cancellation ("burza"): 'offered' while the place waits for someone else (no refund yet),
     * 'resold' once it was taken and the price returned as credits; null for other tickets
     */
    lateCancel: text('late_cancel').$type<'offered' | 'resold'>(),
  },
  (t) => [index('tickets_user_idx').on(t.userId, t.createdAt), index('tickets_slot_idx').on(t.timeSlotId)],
);

/**
 * A friend's place ("kamarád s sebou"): an extra place of a multi-place purchase, a ticket of its own
 * held by the buyer until the friend claims it into their account (then `tickets.user_id` is the
 * friend's). The unguessable `token` opens it without an account (/pozvanka/<token>) and stops
 * working when the buyer takes the place back (the ticket is cancelled).
 */
export const ticketGuests = pgTable(
  'ticket_guests',
  {
    ticketId: uuid('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id),
    /**
     * the SHA-256 (hex) of the friend's link's claim token, never the token: the link is shown to the
     * buyer only when it is made (a send), and sending again makes a new one (this one then stops
     * working); null until the first send
     */
    tokenHash: text('token_hash'),
    /** the e-mail address the buyer sent the place to (null: only the link was copied or nothing sent) */
    sentTo: text('sent_to'),
    sentAt: tstz('sent_at'),
    claimedBy: uuid('claimed_by').references(() => accounts.id),
    claimedAt: tstz('claimed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ticket_guests_token_hash_unique').on(t.tokenHash),
    index('ticket_guests_buyer_idx').on(t.buyerId),
  ],
);

/**
 * The waitlist ("náhradníci") of a full time slot: the first 'waiting' row (by created_at) gets the next
 * freed place. 'charging' holds a place while a saved card is charged. One live row per user and slot.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    timeSlotId: uuid('time_slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id')
      .notNull()
      .references(() => activityOptions.id),
    state: waitlistStateEnum('state').notNull().default('waiting'),
    ticketId: uuid('ticket_id').references(() => tickets.id),
    /** the order of joining (first in line = lowest); created_at may tie */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** why a promotion failed (a code the history and the e-mail word), e.g. not enough credits and no card */
    failReason: waitlistFailReasonEnum('fail_reason'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_live_unique')
      .on(t.userId, t.timeSlotId)
      .where(sql`${t.state} in ('waiting', 'charging')`),
    index('waitlist_slot_idx').on(t.timeSlotId, t.state, t.seq),
    index('waitlist_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A verified review: one per scanned ticket, with the partner's one reply. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .unique()
      .references(() => tickets.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_activity_idx').on(t.activityId, t.createdAt),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/** A scan at the door. One ticket admits once (unique ticket_id). */
export const entries = pgTable(
  'entries',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .unique()
      .references(() => tickets.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    scannedById: uuid('scanned_by_id').references(() => accounts.id),
    partnerEarning: integer('partner_earning').notNull().default(0),
    scannedAt: tstz('scanned_at').notNull().defaultNow(),
    /** voided by the back office (a wrong scan): the customer got the ticket back, the earning was reversed */
    voidedAt: tstz('voided_at'),
    voidReason: text('void_reason'),
    voidedById: uuid('voided_by_id').references(() => accounts.id),
    /** the partner's earning before the void (partner_earning is 0 once voided) */
    voidedEarning: integer('voided_earning'),
  },
  (t) => [index('entries_venue_idx').on(t.venueId, t.scannedAt), index('entries_user_idx').on(t.userId)],
);
