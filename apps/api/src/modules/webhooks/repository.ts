import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  max,
  min,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  activities,
  payouts,
  tickets,
  timeSlots,
  venues,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.ts';

/** Queries of the partners' webhook endpoints and their deliveries (docs/webhooks.md). */

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function insertEndpoint(
  db: Executor,
  row: Pick<EndpointRow, 'adminId' | 'url' | 'secret' | 'types' | 'createdAt'>,
): Promise<EndpointRow> {
  const [created] = await db.insert(webhookEndpoints).values(row).returning();
  return created!;
}

export async function listEndpoints(db: Executor, adminId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.adminId, adminId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function findEndpoint(db: Executor, adminId: string, id: string): Promise<EndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.adminId, adminId)));
  return row ?? null;
}

export async function updateEndpoint(
  db: Executor,
  adminId: string,
  id: string,
  set: Partial<Pick<EndpointRow, 'url' | 'types' | 'enabled' | 'disabledAt' | 'disabledReason' | 'secret'>>,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(set)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.adminId, adminId)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Executor, adminId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.adminId, adminId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Whether a webhook endpoint is switched on and takes events of `type`. */
function takesType(type: string) {
  return and(
    eq(webhookEndpoints.enabled, true),
    sql`${webhookEndpoints.types} @> ${JSON.stringify([type])}::jsonb`,
  );
}

/**
 * The ids of a partner's switched-on endpoints that take events of `type`, as an SQL array: read in the statement
 * that reads the event's own facts (the venue's partner is `adminId`), so that an event nobody listens to costs no
 * statement of its own.
 */
export function subscribedEndpointIdsSql(adminId: SQL | AnyColumn, type: string): SQL<string[]> {
  return sql<string[]>`array(select ${webhookEndpoints.id}::text from ${webhookEndpoints}
    where ${webhookEndpoints.adminId} = ${adminId} and ${takesType(type)})`;
}

/** The partner's switched-on endpoints that take events of `type`. */
export async function subscribedEndpoints(
  db: Executor,
  adminId: string,
  type: string,
): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.adminId, adminId), takesType(type)));
}

export async function insertDelivery(
  db: Executor,
  row: Pick<DeliveryRow, 'id' | 'endpointId' | 'eventType' | 'payload' | 'nextAttemptAt' | 'createdAt'>,
): Promise<DeliveryRow> {
  const [created] = await db.insert(webhookDeliveries).values(row).returning();
  return created!;
}

/** A delivery with its endpoint (for the job), whoever owns it. */
export async function findDeliveryWithEndpoint(
  db: Executor,
  id: string,
): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow } | null> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** The partner's delivery of that endpoint, or null. */
export async function findOwnDelivery(
  db: Executor,
  adminId: string,
  endpointId: string,
  id: string,
): Promise<DeliveryRow | null> {
  const [row] = await db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookEndpoints.adminId, adminId),
      ),
    );
  return row?.delivery ?? null;
}

export async function updateDelivery(
  db: Executor,
  id: string,
  set: Partial<Omit<DeliveryRow, 'id' | 'endpointId' | 'createdAt'>>,
): Promise<DeliveryRow> {
  const [row] = await db.update(webhookDeliveries).set(set).where(eq(webhookDeliveries.id, id)).returning();
  return row!;
}

/** One page of an endpoint's deliveries, newest first, with how many there are. */
export async function pageDeliveries(
  db: Executor,
  endpointId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  return { rows, total: total?.n ?? 0 };
}

/**
 * Since when the endpoint's deliveries have failed without a success in between: the creation of the
 * oldest delivery tried and not delivered after its last success (null: none fails now).
 */
export async function failingSince(db: Executor, endpointId: string): Promise<Date | null> {
  const [last] = await db
    .select({ at: max(webhookDeliveries.deliveredAt) })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), isNotNull(webhookDeliveries.deliveredAt)));
  const lastSuccess = last?.at ? new Date(last.at) : null;
  const [first] = await db
    .select({ at: min(webhookDeliveries.createdAt) })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        gt(webhookDeliveries.attempts, 0),
        sql`${webhookDeliveries.status} <> 'delivered'`,
        lastSuccess ? gte(webhookDeliveries.createdAt, lastSuccess) : undefined,
      ),
    );
  return first?.at ? new Date(first.at) : null;
}

/** Switches an enabled endpoint off for failing; the row when this call did it (once), else null. */
export async function disableFailingEndpoint(
  db: Executor,
  endpointId: string,
  now: Date,
): Promise<(EndpointRow & { email: string | null }) | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledAt: now, disabledReason: 'failing' })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!row) return null;
  const [account] = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, row.adminId));
  return { ...row, email: account?.email ?? null };
}

/** What an event about a ticket says: its slot, activity, venue and the venue's partner. */
/**
 * What a ticket's event tells its venue's partner, with the ids of the partner's endpoints that take `type`
 * (read in the same statement).
 */
export async function ticketFacts(db: Executor, ticketId: string, type: string) {
  const [row] = await db
    .select({
      ticketId: tickets.id,
      price: tickets.price,
      timeSlotId: tickets.timeSlotId,
      slotStartsAt: timeSlots.startsAt,
      activityId: activities.id,
      activityName: activities.name,
      venueId: venues.id,
      adminId: venues.adminId,
      endpointIds: subscribedEndpointIdsSql(venues.adminId, type),
    })
    .from(tickets)
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .leftJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(eq(tickets.id, ticketId));
  return row ?? null;
}

export async function slotFacts(db: Executor, timeSlotId: string) {
  const [row] = await db
    .select({
      timeSlotId: timeSlots.id,
      slotStartsAt: timeSlots.startsAt,
      activityId: activities.id,
      activityName: activities.name,
      venueId: venues.id,
      adminId: venues.adminId,
    })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(eq(timeSlots.id, timeSlotId));
  return row ?? null;
}

export async function payoutFacts(db: Executor, payoutId: string) {
  const [row] = await db
    .select({
      payoutId: payouts.id,
      adminId: payouts.adminId,
      amount: payouts.amount,
      periodKey: payouts.periodKey,
      paidAt: payouts.paidAt,
    })
    .from(payouts)
    .where(eq(payouts.id, payoutId));
  return row ?? null;
}
