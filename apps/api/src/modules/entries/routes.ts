import { createHash } from 'node:crypto';
import { ENTRY_CALLS, FRIEND_PLACE_CALLS, SCAN_CALLS, WAITLIST_CALLS } from '@champions/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { buyEntry } from './services/buy-entry.ts';
import { cancelEntry } from './services/cancel-entry.ts';
import { claimFriendPlace } from './services/claim-friend-place.ts';
import { type CalendarFile, userCalendarFile } from './services/download-calendar.ts';
import { signedCalendarFile } from './services/download-signed-calendar.ts';
import { entryOfPayment } from './services/entry-of-payment.ts';
import { joinWaitlist } from './services/join-waitlist.ts';
import { leaveWaitlist } from './services/leave-waitlist.ts';
import { listGuestPlaces } from './services/list-guest-places.ts';
import { loadHistory } from './services/list-history.ts';
import { loadToday } from './services/list-today.ts';
import { listWaitlist } from './services/list-waitlist.ts';
import { quotePurchase } from './services/quote-entry.ts';
import { scanEntry } from './services/scan-entry.ts';
import { sendGuestPlace } from './services/send-guest-place.ts';
import { loadCard } from './services/show-card.ts';
import { loadCardAdmission } from './services/show-card-admission.ts';
import { viewFriendPlace } from './services/view-friend-place.ts';

const sendCalendar = (reply: FastifyReply, file: CalendarFile) =>
  reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.ics);

/** The user's side: quote, buy or claim, history, cancel, the waitlist and the QR card. */
export const userEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['entries'] };
  const calls = ENTRY_CALLS;

  routeFromCall(app, calls.history, tags, async ({ ctx, actor, query }) => loadHistory(ctx, actor, query));

  routeFromCall(app, calls.quote, tags, async ({ ctx, actor, query }) => quotePurchase(ctx, actor, query));

  routeMoneyCall(app, calls.purchase, tags, async ({ ctx, actor, body, reply }) => {
    const answer = await buyEntry(ctx, actor, body);
    reply.status(answer.statusCode);
    return answer.body;
  });

  routeFromCall(app, calls.byPayment, tags, async ({ ctx, actor, params }) =>
    entryOfPayment(ctx, actor, { paymentId: params.paymentId }),
  );

  routeMoneyCall(app, calls.cancel, tags, async ({ ctx, actor, params }) =>
    cancelEntry(ctx, actor, { ticketId: params.id }),
  );

  routeFromCall(app, WAITLIST_CALLS.list, tags, async ({ ctx, actor }) => listWaitlist(ctx, actor));
  routeFromCall(app, WAITLIST_CALLS.join, tags, async ({ ctx, actor, body }) =>
    joinWaitlist(ctx, actor, body),
  );
  routeFromCall(app, WAITLIST_CALLS.leave, tags, async ({ ctx, actor, params }) =>
    leaveWaitlist(ctx, actor, { waitlistEntryId: params.id }),
  );

  routeFromCall(app, calls.calendar, tags, async ({ ctx, actor, params, reply }) =>
    sendCalendar(reply, await userCalendarFile(ctx, actor, { ticketId: params.id })),
  );
  routeFromCall(app, calls.signedCalendar, tags, async ({ ctx, actor, params, query, reply }) =>
    sendCalendar(reply, await signedCalendarFile(ctx, actor, { ticketId: params.id, signature: query.sig })),
  );

  // "a friend along": the buyer's friends' places, the friend's link (no account) and the claim
  const friends = FRIEND_PLACE_CALLS;
  routeFromCall(app, friends.guests, tags, async ({ ctx, actor, params }) =>
    listGuestPlaces(ctx, actor, { ticketId: params.id }),
  );
  routeFromCall(app, friends.send, tags, async ({ ctx, actor, params, body }) =>
    sendGuestPlace(ctx, actor, { ticketId: params.ticketId, ...body }),
  );
  // an unguessable token, and still a per-address limit on guessing
  const linkTags = {
    tags: ['entries', 'public'],
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  };
  routeFromCall(app, friends.view, linkTags, async ({ ctx, actor, params, reply }) => {
    reply.header('cache-control', 'no-store');
    return viewFriendPlace(ctx, actor, { token: params.token });
  });
  routeFromCall(app, friends.claim, { ...tags, config: linkTags.config }, async ({ ctx, actor, params }) =>
    claimFriendPlace(ctx, actor, { token: params.token }),
  );

  routeFromCall(app, calls.card, tags, async ({ ctx, actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return loadCard(ctx, actor);
  });
  routeFromCall(app, calls.cardAdmission, tags, async ({ ctx, actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return loadCardAdmission(ctx, actor);
  });
};

/**
 * The scan limit (120 a minute) counts per scanner, by its signed token: a venue's receptionists
 * usually share one address, and counted per address a busy door would refuse its own staff. An
 * anonymous request counts per address (and is refused as unsigned anyway).
 */
function scannerKey(request: FastifyRequest, role: 'staff' | 'admin'): string {
  const token = request.headers[`x-${role}-token`];
  if (typeof token !== 'string' || token === '') return request.ip;
  return `scanner:${createHash('sha256').update(token).digest('base64url')}`;
}

/** Scanning at the door, for the partner (admin) and their reception (staff). */
export const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const role of ['staff', 'admin'] as const) {
    await app.register(
      async (door) => {
        const tags = { tags: ['entries', role], role };
        // a receptionist's assigned venues come with the guard's reading of the account
        routeFromCall(
          door,
          SCAN_CALLS.scan,
          {
            ...tags,
            config: {
              rateLimit: {
                max: 120,
                timeWindow: '1 minute',
                keyGenerator: (request: FastifyRequest) => scannerKey(request, role),
              },
            },
          },
          async ({ ctx, actor, body, request }) =>
            scanEntry(ctx, actor, { ...body, staffVenueIds: request.auth?.staffVenueIds }),
        );
        routeFromCall(door, SCAN_CALLS.today, tags, async ({ ctx, actor, request }) =>
          loadToday(ctx, actor, { staffVenueIds: request.auth?.staffVenueIds }),
        );
      },
      { prefix: `/${role}` },
    );
  }
};
