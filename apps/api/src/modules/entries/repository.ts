import type { SubscriptionDto } from '@champions/contract';
import { DAY_MS, type Language } from '@champions/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { venuePartnerActive } from '../../db/partner-active.ts';
import {
  accounts,
  activities,
  activityOptions,
  areas,
  companySeats,
  entries,
  payments,
  reviews,
  staffVenues,
  subscriptions,
  tickets,
  timeSlots,
  venues,
} from '../../db/schema.ts';
import { slotSellablePlacesSql } from '../../db/sellable.ts';
import { paymentPrepaidOf, prepaidSql } from '../books/index.ts';
import { appendCredit, type CreditReason, InsufficientCreditsError } from '../payments/index.ts';
import { subscribedEndpointIdsSql } from '../webhooks/index.ts';
import { unclaimedGuestSql } from './guest-repository.ts';

/** A ticket with everything the history, the card and the scan screen show. */
export const ticketView = {
  ticket: tickets,
  activityName: activities.name,
  optionName: activityOptions.name,
  optionPrice: activityOptions.price,
  venueId: venues.id,
  venueName: venues.name,
  venueCity: venues.city,
  venueStreet: venues.street,
  venueAdminId: venues.adminId,
  slotStartsAt: timeSlots.startsAt,
  slotEndsAt: timeSlots.endsAt,
  slotCancelled: timeSlots.cancelled,
  slotUpdatedAt: timeSlots.updatedAt,
  paymentAmount: payments.amount,
  paymentCreditsUsed: payments.creditsUsed,
  reviewId: reviews.id,
  /** a friend's place its friend claimed: the buyer paid it, so neither of them cancels it */
  guestClaimed: sql<boolean>`exists (select 1 from ticket_guests g where g.ticket_id = ${tickets.id} and g.claimed_at is not null)`,
};

function selectTicketViews(db: Executor) {
  return selectTicketViewsWith(db, {});
}

/** Ticket views with more columns of the caller's. */
function selectTicketViewsWith<Extra extends SelectedFields>(db: Executor, extra: Extra) {
  return db
    .select({ ...ticketView, ...extra })
    .from(tickets)
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .leftJoin(activityOptions, eq(activityOptions.id, tickets.optionId))
    .leftJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .leftJoin(payments, eq(payments.id, tickets.paymentId))
    .leftJoin(reviews, eq(reviews.ticketId, tickets.id));
}
export type TicketView = NonNullable<Awaited<ReturnType<typeof findTicketView>>>;

export async function findTicketView(db: Executor, ticketId: string) {
  const [row] = await selectTicketViews(db).where(eq(tickets.id, ticketId));
  return row ?? null;
}

/** The user's tickets with a slot starting at or after `from` (the calendar feed), by start. */
export async function listFeedTickets(db: Executor, userId: string, from: Date) {
  return selectTicketViews(db)
    .where(
      and(
        eq(tickets.userId, userId),
        gte(timeSlots.startsAt, from),
        sql`not ${unclaimedGuestSql(tickets.id)}`,
      ),
    )
    .orderBy(asc(timeSlots.startsAt), asc(tickets.id))
    .limit(500);
}

/** The user's tickets, upcoming first (by slot start), then the rest newest first. */
export async function listUserTickets(
  db: Executor,
  userId: string,
  now: Date,
  page: { limit: number; offset: number },
) {
  const upcoming = sql`(not ${tickets.isUsed} and not ${tickets.isCancelled} and ${tickets.expiredAt} is null
    and ${tickets.expiresAt} > ${now.toISOString()}::timestamptz
    and (${timeSlots.endsAt} is null or ${timeSlots.endsAt} > ${now.toISOString()}::timestamptz))`;
  // a friend's place the buyer still holds is listed with the buyer's own entry (its guests), not as one
  const rows = await selectTicketViews(db)
    .where(and(eq(tickets.userId, userId), sql`not ${unclaimedGuestSql(tickets.id)}`))
    .orderBy(
      desc(upcoming),
      sql`case when ${upcoming} then coalesce(${timeSlots.startsAt}, ${tickets.createdAt}) end asc`,
      sql`coalesce(${timeSlots.startsAt}, ${tickets.createdAt}) desc`,
      desc(tickets.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(eq(tickets.userId, userId), sql`not ${unclaimedGuestSql(tickets.id)}`));
  return { rows, total: total?.value ?? 0 };
}

export async function lockAccount(db: Executor, userId: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, userId)).for('update');
  return row ?? null;
}

/** A bookable slot with its activity, venue and the chosen option. */
export async function findSlotForPurchase(db: Executor, timeSlotId: string, optionId: string) {
  const [row] = await db
    .select({
      slot: timeSlots,
      activityId: activities.id,
      activityName: activities.name,
      activityPublished: activities.published,
      activityChampionsPlaces: activities.championsPlaces,
      venueId: venues.id,
      venueAreaId: venues.areaId,
      // a suspended partner's venue sells nothing
      venuePublished: sql<boolean>`(${venues.published} and ${venuePartnerActive})`,
      option: activityOptions,
    })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .leftJoin(
      activityOptions,
      and(eq(activityOptions.id, optionId), eq(activityOptions.activityId, activities.id)),
    )
    .where(eq(timeSlots.id, timeSlotId));
  return row ?? null;
}

/** The user's live subscription (ACTIVE, WAITING_FOR_PAYMENT or NOT_STARTED), with its area name. */
export async function findLiveSubscription(db: Executor, userId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, areaName: areas.name })
    .from(subscriptions)
    .leftJoin(areas, eq(areas.id, subscriptions.areaId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.currentState, ['ACTIVE', 'WAITING_FOR_PAYMENT', 'NOT_STARTED']),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/** When the user's membership-covered entries (not cancelled) take place, within a day of `at`. */
export async function coveredEntryTimes(db: Executor, userId: string, at: Date): Promise<Date[]> {
  const rows = await db
    .select({
      at: sql<Date>`coalesce(${timeSlots.startsAt}, ${tickets.createdAt})`.mapWith((v) => new Date(v)),
    })
    .from(tickets)
    .leftJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(
      and(
        eq(tickets.userId, userId),
        eq(tickets.source, 'CHAMPIONSHIP'),
        eq(tickets.isCancelled, false),
        sql`coalesce(${timeSlots.startsAt}, ${tickets.createdAt}) between ${new Date(at.getTime() - 2 * DAY_MS).toISOString()}::timestamptz and ${new Date(at.getTime() + 2 * DAY_MS).toISOString()}::timestamptz`,
      ),
    );
  return rows.map((r) => r.at);
}

/** Takes one place of a slot unless it is full or cancelled: one conditional update, safe under concurrency. */
/**
 * Takes one place of the slot unless it is full or cancelled: false when none was taken, else whether
 * that was the last sellable place (the public pages then stop offering the slot).
 */
/** A place taken: whether it was the slot's last, and the slot as the sale left it (locked to its commit). */
export interface TakenPlace {
  lastPlace: boolean;
  /** the places the slot may sell (capacity share), how many are sold now, and when it starts */
  capacity: number;
  reserved: number;
  startsAt: Date;
}

export async function reservePlace(
  db: Executor,
  timeSlotId: string,
  /** places taken at once, all or none ("a friend along") */
  places = 1,
): Promise<false | TakenPlace> {
  const rows = await db
    .update(timeSlots)
    .set({ reserved: sql`${timeSlots.reserved} + ${places}` })
    .where(
      and(
        eq(timeSlots.id, timeSlotId),
        eq(timeSlots.cancelled, false),
        // full = its sellable places (the partner's capacity share) are sold
        sql`${timeSlots.reserved} + ${places} <= ${slotSellablePlacesSql('time_slots')}`,
      ),
    )
    .returning({
      lastPlace: sql<boolean>`${timeSlots.reserved} >= ${slotSellablePlacesSql('time_slots')}`,
      capacity: sql<number>`${slotSellablePlacesSql('time_slots')}`.mapWith(Number),
      reserved: timeSlots.reserved,
      startsAt: timeSlots.startsAt,
    });
  const row = rows[0];
  return rows.length === 1 && row ? { ...row, lastPlace: Boolean(row.lastPlace) } : false;
}

/** Gives one place of the slot back; answers whether the slot was full before (the public pages offer it again). */
export async function releasePlace(db: Executor, timeSlotId: string): Promise<boolean> {
  const rows = await db
    .update(timeSlots)
    .set({ reserved: sql`greatest(${timeSlots.reserved} - 1, 0)` })
    .where(eq(timeSlots.id, timeSlotId))
    .returning({
      wasFull: sql<boolean>`${timeSlots.reserved} + 1 >= ${slotSellablePlacesSql('time_slots')}`,
    });
  return Boolean(rows[0]?.wasFull);
}

/** Moves credits by `amount` (negative = spend) through the append-only ledger (payments module). */
export async function moveCredits(
  db: Executor,
  userId: string,
  amount: number,
  reason: CreditReason,
  reference: string,
): Promise<number | null> {
  try {
    return (await appendCredit(db, { userId, amount, reason, reference })).balanceAfter;
  } catch (error) {
    if (error instanceof InsufficientCreditsError) return null;
    throw error;
  }
}

/**
 * Marks a ticket used and records its entry `id`, in one statement: only if the ticket is still unused and
 * valid (the WHERE makes a second scan a no-op, which records nothing and answers null). In the same
 * statement, only when the ticket was admitted: `posting` (the books' common table expressions,
 * `postingCtes`, given the condition `admittedSql`), and `ask`, a condition answered as `asked`.
 */
export async function admitUnusedTicket(
  db: Executor,
  entry: {
    id: string;
    ticketId: string;
    userId: string;
    venueId: string;
    scannedById: string;
    partnerEarning: number;
    scannedAt: Date;
  },
  also: { posting?: SQL | null; ask?: SQL } = {},
): Promise<{ id: string; asked: boolean } | null> {
  const at = entry.scannedAt.toISOString();
  const result = await db.execute<{ id: string; asked: boolean }>(sql`
    with used as (
      update tickets set is_used = true, used_at = ${at}::timestamptz
      where id = ${entry.ticketId} and is_used = false and is_cancelled = false
        and expired_at is null and expires_at > ${at}::timestamptz
      returning id
    ),
    entry as (
      insert into entries (id, ticket_id, user_id, venue_id, scanned_by_id, partner_earning, scanned_at)
      select ${entry.id}::uuid, used.id, ${entry.userId}, ${entry.venueId}, ${entry.scannedById},
        ${entry.partnerEarning}, ${at}::timestamptz
      from used
      returning id
    )${also.posting ? sql`, ${also.posting}` : sql``}
    select entry.id, ${also.ask ?? sql`false`} as asked from entry`);
  const row = result.rows[0];
  return row ? { id: row.id, asked: Boolean(row.asked) } : null;
}

/** The condition, within `admitUnusedTicket`'s statement, that the ticket was admitted. */
export const admittedSql = sql`exists (select 1 from entry)`;

/**
 * Tickets of a user at any venue, recent or coming (for finding the one to admit and why not), each with
 * what its payment still prepays and its holder when a live user account (`findCardHolder`'s).
 */
export async function scanCandidates(
  db: Executor,
  userId: string,
  now: Date,
  /** a friend's place scanned by its own code: only that ticket; else the holder's card never admits one */
  guestTicketId?: string,
) {
  const from = new Date(now.getTime() - 31 * DAY_MS).toISOString();
  // what each ticket's payment still prepays, read here so that its admission posts it in one statement
  const prepaid = prepaidSql(sql`${tickets.paymentId}`);
  // the holder as `findCardHolder` finds them (a live user account), so that a card's scan reads both at once
  const holder = (column: SQL) =>
    sql`(select ${column} from ${accounts} where ${accounts.id} = ${tickets.userId}
      and ${accounts.role} = 'user' and ${accounts.deletedAt} is null)`;
  const rows = await selectTicketViewsWith(db, {
    prepaidPaymentLines: prepaid.paymentLines,
    prepaidProvidedLines: prepaid.providedLines,
    prepaidVatRate: prepaid.vatRatePercent,
    holderName: sql<string | null>`${holder(sql`${accounts.name}`)}`,
    holderTokenVersion: sql<number | null>`${holder(sql`${accounts.tokenVersion}`)}`,
    // the venue's partner's webhooks for an admission, so that a partner without one costs the scan no read
    admittedEndpointIds: subscribedEndpointIdsSql(venues.adminId, 'entry.admitted'),
  })
    .where(
      and(
        eq(tickets.userId, userId),
        guestTicketId ? eq(tickets.id, guestTicketId) : sql`not ${unclaimedGuestSql(tickets.id)}`,
        sql`(${tickets.createdAt} >= ${from}::timestamptz or ${timeSlots.startsAt} >= ${from}::timestamptz)`,
      ),
    )
    .orderBy(
      asc(
        sql`abs(extract(epoch from coalesce(${timeSlots.startsAt}, ${tickets.createdAt}) - ${now.toISOString()}::timestamptz))`,
      ),
    );
  return rows.map(
    ({
      prepaidPaymentLines,
      prepaidProvidedLines,
      prepaidVatRate,
      holderName,
      holderTokenVersion,
      ...view
    }) => ({
      ...view,
      holder:
        holderName === null || holderTokenVersion === null
          ? null
          : { id: view.ticket.userId, name: holderName, tokenVersion: Number(holderTokenVersion) },
      prepaid: paymentPrepaidOf({
        payment_lines: prepaidPaymentLines,
        provided_lines: prepaidProvidedLines,
        rate: prepaidVatRate,
      }),
    }),
  );
}

/** Users holding a ticket for a venue of this partner that could be admitted around now (typed codes). */
export async function typedCodeCandidates(
  db: Executor,
  adminId: string,
  now: Date,
  venueIds: readonly string[] | null = null,
) {
  const iso = now.toISOString();
  return db
    .selectDistinct({ id: accounts.id, tokenVersion: accounts.tokenVersion })
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.userId))
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .leftJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(
      and(
        eq(venues.adminId, adminId),
        venueIds ? inArray(venues.id, [...venueIds]) : undefined,
        isNull(accounts.deletedAt),
        sql`${tickets.expiresAt} > ${iso}::timestamptz - interval '1 day'`,
        sql`(${timeSlots.startsAt} is null or (${timeSlots.startsAt} <= ${iso}::timestamptz + interval '1 day'
             and ${timeSlots.endsAt} >= ${iso}::timestamptz - interval '1 day'))`,
      ),
    )
    .limit(5000);
}

/** Today's (Prague day) tickets at the partner's venues (only these when `venueIds` is given), with who holds them. */
export async function partnerTicketsBetween(
  db: Executor,
  adminId: string,
  from: Date,
  to: Date,
  venueIds: readonly string[] | null = null,
) {
  return db
    .select({
      ticketId: tickets.id,
      userName: accounts.name,
      userEmail: accounts.email,
      activityName: activities.name,
      venueId: venues.id,
      venueName: venues.name,
      slotStartsAt: timeSlots.startsAt,
      isUsed: tickets.isUsed,
      usedAt: tickets.usedAt,
    })
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.userId))
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(
      and(
        eq(venues.adminId, adminId),
        venueIds ? inArray(venues.id, [...venueIds]) : undefined,
        eq(tickets.isCancelled, false),
        sql`${timeSlots.startsAt} >= ${from.toISOString()}::timestamptz`,
        sql`${timeSlots.startsAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(timeSlots.startsAt), asc(accounts.name))
    .limit(500);
}

/** The latest scans at the partner's venues (only these when `venueIds` is given). */
export async function recentPartnerScans(
  db: Executor,
  adminId: string,
  venueIds: readonly string[] | null = null,
  limit = 20,
) {
  return db
    .select({
      id: entries.id,
      venueName: venues.name,
      activityName: activities.name,
      userName: accounts.name,
      scannedAt: entries.scannedAt,
      partnerEarning: entries.partnerEarning,
    })
    .from(entries)
    .innerJoin(venues, eq(venues.id, entries.venueId))
    .innerJoin(tickets, eq(tickets.id, entries.ticketId))
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .innerJoin(accounts, eq(accounts.id, entries.userId))
    .where(and(eq(venues.adminId, adminId), venueIds ? inArray(venues.id, [...venueIds]) : undefined))
    .orderBy(desc(entries.scannedAt))
    .limit(limit);
}

/** How many admissions the partner's venues (only these when `venueIds` is given) scanned in [from, to). */
export async function countPartnerAdmissions(
  db: Executor,
  adminId: string,
  from: Date,
  to: Date,
  venueIds: readonly string[] | null = null,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(entries)
    .innerJoin(venues, eq(venues.id, entries.venueId))
    .where(
      and(
        eq(venues.adminId, adminId),
        venueIds ? inArray(venues.id, [...venueIds]) : undefined,
        sql`${entries.scannedAt} >= ${from.toISOString()}::timestamptz`,
        sql`${entries.scannedAt} < ${to.toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
}

/** The user's latest admission scanned at or after `since`, with what it was for and where. */
export async function findLatestAdmission(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({ scannedAt: entries.scannedAt, activityName: activities.name, venueName: venues.name })
    .from(entries)
    .innerJoin(venues, eq(venues.id, entries.venueId))
    .innerJoin(tickets, eq(tickets.id, entries.ticketId))
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .where(and(eq(entries.userId, userId), sql`${entries.scannedAt} >= ${since.toISOString()}::timestamptz`))
    .orderBy(desc(entries.scannedAt))
    .limit(1);
  return row ?? null;
}

/** Marks unused PAYG/PAYG+ tickets past their expiry as expired; answers them. */
export async function expireTickets(db: Executor, now: Date) {
  const rows = await db
    .update(tickets)
    .set({ expiredAt: now })
    .where(
      and(
        isNull(tickets.expiredAt),
        eq(tickets.isUsed, false),
        eq(tickets.isCancelled, false),
        sql`${tickets.expiresAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: tickets.id, paymentId: tickets.paymentId, price: tickets.price });
  return rows;
}

/** The venues a receptionist is assigned to; none means every venue of their partner. */
export async function staffVenueIds(db: Executor, staffId: string): Promise<string[]> {
  const assigned = await db
    .select({ venueId: staffVenues.venueId })
    .from(staffVenues)
    .where(eq(staffVenues.staffId, staffId));
  return assigned.map((a) => a.venueId);
}

/** The venues a scan screen offers: the partner's, only these when `venueIds` is given. */
export async function scanVenues(db: Executor, partnerId: string, venueIds: readonly string[] | null) {
  return db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(and(eq(venues.adminId, partnerId), venueIds ? inArray(venues.id, [...venueIds]) : undefined))
    .orderBy(asc(venues.name));
}

/** A live user account that a card code may name. */
export async function findCardHolder(db: Executor, userId: string) {
  const [user] = await db
    .select({ id: accounts.id, name: accounts.name, tokenVersion: accounts.tokenVersion })
    .from(accounts)
    .where(and(eq(accounts.id, userId), eq(accounts.role, 'user'), isNull(accounts.deletedAt)));
  return user;
}

export async function findAccountName(db: Executor, accountId: string): Promise<string | undefined> {
  const [user] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return user?.name;
}

/** The language an account reads (its e-mails and their attachments); Czech for one that is gone. */
export async function findAccountLanguage(db: Executor, accountId: string): Promise<Language> {
  const [row] = await db
    .select({ language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.language ?? 'cs';
}

/** The partner (admin) a venue belongs to, when the venue exists. */
export async function findVenueAdmin(db: Executor, venueId: string): Promise<string | null | undefined> {
  const [venue] = await db.select({ adminId: venues.adminId }).from(venues).where(eq(venues.id, venueId));
  return venue?.adminId;
}

/** The account's e-mail and whether it was erased. */
export async function findMailAccount(db: Executor, accountId: string) {
  const [account] = await db
    .select({ email: accounts.email, deletedAt: accounts.deletedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account;
}

/** The company paying the plan's seat (by its name) and whether the seat is suspended; null for one's own plan. */
export async function loadPlanCompany(
  db: Executor,
  seatId: string | null,
): Promise<SubscriptionDto['company']> {
  if (!seatId) return null;
  const [row] = await db
    .select({
      companyName: accounts.companyName,
      name: accounts.name,
      suspendedAt: companySeats.suspendedAt,
    })
    .from(companySeats)
    .innerJoin(accounts, eq(accounts.id, companySeats.companyId))
    .where(eq(companySeats.id, seatId));
  return row ? { name: row.companyName || row.name, suspended: row.suspendedAt !== null } : null;
}

/** Whether the user's company seat is suspended (the company's invoice is unpaid after its due date). */
export async function hasSuspendedCompanySeat(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: companySeats.id })
    .from(companySeats)
    .where(
      and(
        eq(companySeats.userId, userId),
        isNull(companySeats.removedAt),
        isNotNull(companySeats.suspendedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
