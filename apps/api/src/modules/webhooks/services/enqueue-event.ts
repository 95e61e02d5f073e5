import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import type { AppEvent } from '../../../shared/app-events.ts';
import {
  type EndpointRow,
  insertDelivery,
  payoutFacts,
  slotFacts,
  subscribedEndpoints,
  ticketFacts,
} from '../repository.ts';
import { deliveryJob } from './delivery-schedule.ts';

/** What one event tells a partner: to whom, as which webhook type, and its data (ids, no personal data). */
interface PartnerEvent {
  adminId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  /** the partner's endpoints that take it, when read with its facts */
  endpointIds?: string[];
}

async function ticketEvent(
  db: Executor,
  type: WebhookEventType,
  ticketId: string,
  extra: Record<string, unknown> = {},
): Promise<PartnerEvent | null> {
  const facts = await ticketFacts(db, ticketId, type);
  if (!facts?.adminId) return null;
  return {
    adminId: facts.adminId,
    type,
    endpointIds: facts.endpointIds,
    data: {
      bookingId: facts.ticketId,
      slotId: facts.timeSlotId,
      slotStartsAt: facts.slotStartsAt?.toISOString() ?? null,
      activityId: facts.activityId,
      activityName: facts.activityName,
      venueId: facts.venueId,
      price: facts.price,
      ...extra,
    },
  };
}

/** The partner event an app event is, or null (not one partners hear of, or no partner). */
async function partnerEventOf(db: Executor, event: AppEvent): Promise<PartnerEvent | null> {
  switch (event.type) {
    case 'entry.booked':
      return ticketEvent(db, 'booking.created', event.ticketId);
    case 'entry.cancelled':
      return ticketEvent(db, 'booking.cancelled', event.ticketId, { cancelledBy: 'customer' });
    case 'entry.withdrawn':
      return ticketEvent(db, 'booking.cancelled', event.ticketId, { cancelledBy: event.by });
    case 'entry.admitted':
      // read with the ticket at the door: a partner without such an endpoint hears nothing, and costs no read
      if (event.endpointIds?.length === 0) return null;
      return ticketEvent(db, 'entry.admitted', event.ticketId, { entryId: event.entryId });
    case 'slot.cancelled': {
      const facts = await slotFacts(db, event.timeSlotId);
      if (!facts?.adminId) return null;
      const { adminId, slotStartsAt, timeSlotId, ...rest } = facts;
      return {
        adminId,
        type: 'slot.cancelled',
        data: { slotId: timeSlotId, slotStartsAt: slotStartsAt.toISOString(), ...rest },
      };
    }
    case 'payout.paid': {
      const facts = await payoutFacts(db, event.payoutId);
      if (!facts) return null;
      return {
        adminId: facts.adminId,
        type: 'payout.paid',
        data: {
          payoutId: facts.payoutId,
          amount: facts.amount,
          period: facts.periodKey,
          paidAt: facts.paidAt?.toISOString() ?? null,
        },
      };
    }
    default:
      return null;
  }
}

/** The body sent: `id` is the delivery's (the same on every attempt and resend: receivers dedupe by it). */
export function webhookPayload(id: string, type: string, createdAt: Date, data: Record<string, unknown>) {
  return { id, type, createdAt: createdAt.toISOString(), data };
}

/** Inserts a delivery to the endpoint and queues its first attempt now (in the caller's transaction). */
export async function queueDelivery(
  tx: Executor,
  endpoint: Pick<EndpointRow, 'id'>,
  type: string,
  data: Record<string, unknown>,
  now: Date,
  manual = false,
) {
  const id = randomUUID();
  const delivery = await insertDelivery(tx, {
    id,
    endpointId: endpoint.id,
    eventType: type,
    payload: webhookPayload(id, type, now, data),
    nextAttemptAt: now,
    createdAt: now,
  });
  await enqueueJob(tx, deliveryJob(id, 1, now, manual));
  return delivery;
}

/**
 * The reaction `webhooks.enqueue` (shared/app-events.ts), in the event's transaction: a delivery and
 * its job for every switched-on endpoint of the event's partner that takes its type, so a rolled-back
 * change sends nothing.
 */
export async function enqueueWebhooks(tx: Executor, event: AppEvent, now: Date): Promise<void> {
  const partnerEvent = await partnerEventOf(tx, event);
  if (!partnerEvent) return;
  const endpoints = partnerEvent.endpointIds
    ? partnerEvent.endpointIds.map((id) => ({ id }))
    : await subscribedEndpoints(tx, partnerEvent.adminId, partnerEvent.type);
  for (const endpoint of endpoints) {
    await queueDelivery(tx, endpoint, partnerEvent.type, partnerEvent.data, now);
  }
}
