import { randomUUID } from 'node:crypto';
import { guestPayload } from '@champions/domain';
import { and, eq, gt, inArray, isNull, notInArray } from 'drizzle-orm';
import fc from 'fast-check';
import { ticketGuests, tickets, timeSlots } from '../../src/db/schema.ts';
import { guestDoorCode, hashGuestToken } from '../../src/modules/entries/services/friend-places.ts';
import type { SubscriptionUser } from '../subscription-kit.ts';
import { ticketsOf, upcomingSlots } from './customer.ts';
import { type Call, partnerHeaders, sendOnce, stepDef, type World } from './world.ts';

/**
 * A friend along (docs/business-rules.md, "A friend along"): the sequence's customer buys 2–4 places of
 * one slot in one payment (credits first, then her saved card), takes an unused place back (its price
 * returns as credit before the deadline, the place is offered later), cancels her own place of such a
 * purchase (the friends' places stand), a friend claims a place into their account (then nobody cancels
 * it; a cancelled slot returns its price to the friend), and the reception admits a friend's place by its
 * own door code. A step that needs a friend's place buys one first (once) when there is none to act on.
 * Where her membership covers her entry, her own place costs nothing and each friend's place its single-entry
 * price.
 */

/** up to three friends per sequence, made when first needed */
const friendsOf = new WeakMap<World, SubscriptionUser[]>();

async function friend(world: World, which: number): Promise<SubscriptionUser> {
  const list = friendsOf.get(world) ?? [];
  friendsOf.set(world, list);
  list[which] ??= await world.newUser(`Kamarádka ${which + 1}`);
  return list[which]!;
}

/** Slots `userId` holds a live ticket for (a second purchase or claim there is refused). */
async function heldSlots(world: World, userId: string): Promise<string[]> {
  return (await ticketsOf(world, userId))
    .filter((ticket) => !ticket.isCancelled && ticket.timeSlotId)
    .map((ticket) => ticket.timeSlotId!);
}

/**
 * A purchase of `places` places of one of the next slots the customer does not hold yet, from the `n`th
 * on: the first that quotes them. When none does (each is full or past its sale), the purchase of the `n`th,
 * which must be refused.
 */
async function buyPlaces(
  world: World,
  n: number,
  places: number,
): Promise<{ call: Call; mustRefuse: boolean } | null> {
  const held = await heldSlots(world, world.customer.id);
  const slots = (await upcomingSlots(world)).filter((slot) => !held.includes(slot.slotId));
  if (slots.length === 0) return null;
  const purchase = (slot: (typeof slots)[number]): Call => ({
    method: 'POST',
    url: '/api/user/entries',
    headers: world.customer.headers,
    payload: {
      timeSlotId: slot.slotId,
      optionId: slot.optionId,
      places,
      paymentMethodId: world.card,
      requestId: randomUUID(),
    },
  });
  for (let i = 0; i < Math.min(slots.length, 8); i++) {
    const slot = slots[(n + i) % slots.length]!;
    const quote = await world.kit.t.app.inject({
      method: 'GET',
      url: `/api/user/entries/quote?timeSlotId=${slot.slotId}&optionId=${slot.optionId}&places=${places}`,
      headers: world.customer.headers,
    });
    if (quote.statusCode === 200) return { call: purchase(slot), mustRefuse: false };
  }
  return { call: purchase(slots[n % slots.length]!), mustRefuse: true };
}

/** The customer's friends' places with their tickets and slots, oldest first. */
async function placesOf(world: World) {
  return world.kit.t.db
    .select({ guest: ticketGuests, ticket: tickets, startsAt: timeSlots.startsAt })
    .from(ticketGuests)
    .innerJoin(tickets, eq(tickets.id, ticketGuests.ticketId))
    .leftJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(eq(ticketGuests.buyerId, world.customer.id))
    .orderBy(ticketGuests.createdAt, ticketGuests.ticketId);
}
type Place = Awaited<ReturnType<typeof placesOf>>[number];

/** a place that still stands: not taken back, not used, its slot not started */
const standing = (world: World) => (place: Place) =>
  !place.ticket.isCancelled &&
  !place.ticket.isUsed &&
  (!place.startsAt || place.startsAt > world.kit.t.clock.now());

const once = (world: World, call: Call) =>
  sendOnce(world, { ...call, headers: { ...call.headers, 'idempotency-key': randomUUID() } });

/** A step's prerequisite: the customer buys 2 places of a slot (once). */
async function buyTwoPlaces(world: World, which: number): Promise<void> {
  const buy = await buyPlaces(world, which, 2);
  if (buy && !buy.mustRefuse) await once(world, buy.call);
}

/** One of the customer's friends' places that `fits`; when none does, she buys 2 places first and the new one is taken. */
async function aPlace(world: World, which: number, fits: (place: Place) => boolean): Promise<Place | null> {
  let found = (await placesOf(world)).filter(fits);
  if (found.length === 0) {
    await buyTwoPlaces(world, which);
    found = (await placesOf(world)).filter(fits);
  }
  return found[which % Math.max(1, found.length)] ?? null;
}

/** The customer's own places of purchases that bought friends' places too, unused, their slots not started. */
async function ownPlacesWithFriends(world: World) {
  const { db, clock } = world.kit.t;
  const guests = await placesOf(world);
  const paymentIds = [...new Set(guests.map((p) => p.ticket.paymentId).filter((id) => id !== null))];
  if (paymentIds.length === 0) return [];
  return db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(
      and(
        eq(tickets.userId, world.customer.id),
        gt(timeSlots.startsAt, clock.now()),
        inArray(tickets.paymentId, paymentIds),
        notInArray(
          tickets.id,
          guests.map((p) => p.ticket.id),
        ),
        eq(tickets.isCancelled, false),
        eq(tickets.isUsed, false),
        isNull(tickets.expiredAt),
      ),
    )
    .orderBy(tickets.createdAt, tickets.id);
}

/**
 * The token of a fresh link to a friend's place: only its hash is stored, so the buyer sends the place (by link)
 * and the answer shows the link once; null when the place can't be sent (taken back meanwhile).
 */
async function freshToken(world: World, ticketId: string): Promise<string | null> {
  const sent = await world.kit.t.app.inject({
    method: 'POST',
    url: `/api/user/entries/guests/${ticketId}/send`,
    headers: world.customer.headers,
    payload: {},
  });
  if (sent.statusCode !== 200) return null;
  return (sent.json().link as string).split('/pozvanka/')[1] ?? null;
}

export const friendSteps = {
  friendBuy: stepDef({
    params: fc.record({ n: fc.nat(30), places: fc.integer({ min: 2, max: 4 }) }),
    // refused when no slot tried quotes the places: the audit then shows nothing charged
    prepare: async (world, s) => buyPlaces(world, s.n, s.places),
  }),
  // taking a place back is cancelling it: the price returns as credit (before the deadline) or the place is offered
  friendTakeBack: stepDef({
    params: fc.nat(5),
    prepare: async (world, which) => {
      const place = await aPlace(world, which, (p) => standing(world)(p) && !p.guest.claimedAt);
      if (!place) return null;
      return {
        call: {
          method: 'POST',
          url: `/api/user/entries/${place.ticket.id}/cancel`,
          headers: world.customer.headers,
        },
      };
    },
  }),
  friendClaim: stepDef({
    params: fc.record({ which: fc.nat(5), friend: fc.nat(2) }),
    prepare: async (world, s) => {
      const who = await friend(world, s.friend);
      const held = await heldSlots(world, who.id);
      const place = await aPlace(
        world,
        s.which,
        (p) => standing(world)(p) && !p.guest.claimedAt && !held.includes(p.ticket.timeSlotId ?? ''),
      );
      if (!place) return null;
      const token = await freshToken(world, place.ticket.id);
      if (!token) return null;
      return {
        call: {
          method: 'POST',
          url: `/api/user/friend-places/${token}/claim`,
          headers: who.headers,
        },
      };
    },
  }),
  // the buyer cancels her own place of a purchase with friends' places: theirs stand
  friendCancelOwn: stepDef({
    params: fc.nat(5),
    prepare: async (world, which) => {
      let own = await ownPlacesWithFriends(world);
      if (own.length === 0) {
        await buyTwoPlaces(world, which);
        own = await ownPlacesWithFriends(world);
      }
      const ticket = own[which % Math.max(1, own.length)];
      if (!ticket) return null;
      return {
        call: {
          method: 'POST',
          url: `/api/user/entries/${ticket.id}/cancel`,
          headers: world.customer.headers,
        },
      };
    },
  }),
  // the reception scans the door code of a friend's place (claimed or not), confirming its slot's time
  friendAdmit: stepDef({
    params: fc.nat(5),
    prepare: async (world, which) => {
      const place = await aPlace(world, which, standing(world));
      if (!place) return null;
      const token = place.guest.claimedAt ? null : await freshToken(world, place.ticket.id);
      const tokenHash = token ? hashGuestToken(token) : place.guest.tokenHash;
      if (!tokenHash) return null;
      const code = guestDoorCode(world.kit.t.app.entries.cardKey, { ticketId: place.ticket.id, tokenHash });
      return {
        call: {
          method: 'POST',
          url: '/api/admin/entries/scan',
          headers: await partnerHeaders(world),
          payload: { code: guestPayload(place.ticket.id, code), confirmTicketId: place.ticket.id },
        },
        done: async (answers) => answers.some((a) => a.json().admitted === true),
      };
    },
  }),
};
