import { createHash } from 'node:crypto';
import { ENTRY_CALLS, FRIEND_PLACE_CALLS, SCAN_CALLS, WAITLIST_CALLS } from '@champions/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { entryOfPayment } from './services/buy-by-card.ts';
import { buyEntry } from './services/buy-entry.ts';
import { cancelEntry } from './services/cancel-entry.ts';
import { type CalendarFile, signedCalendarFile, userCalendarFile } from './services/download-calendar.ts';
import {
  claimFriendPlace,
  listGuestPlaces,
  sendGuestPlace,
  viewFriendPlace,
} from './services/friend-places.ts';
import { loadHistory } from './services/list-history.ts';
import { quotePurchase } from './services/quote-entry.ts';
import { scanEntry } from './services/scan-entry.ts';
import { loadCard, loadCardAdmission, loadToday } from './services/show-card.ts';

const sendCalendar = (reply: FastifyReply, file: CalendarFile) =>
  reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.ics);

/** The user's side: quote, buy or claim, history, cancel, the waitlist and the QR card. */
export const userEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const { payments } = app;
  const { cardKey, waitlist } = app.entries;
  const publicUrl = app.ctx.config.PUBLIC_URL;
  const tags = { tags: ['entries'] };
  const calls = ENTRY_CALLS;

  routeFromCall(app, calls.history, tags, async ({ query, request }) =>
    loadHistory(db, currentAccount(request).id, query, clock.now()),
  );

  routeFromCall(app, calls.quote, tags, async ({ query, request }) =>
    quotePurchase(db, currentAccount(request), query, clock.now()),
  );

  routeMoneyCall(app, calls.purchase, tags, async ({ body, request, reply }) => {
    const answer = await buyEntry(
      db,
      app.ctx.events,
      payments,
      currentAccount(request),
      body,
      clock.now(),
      publicUrl,
      app.ctx.mailer,
    );
    reply.status(answer.statusCode);
    return answer.body;
  });

  routeFromCall(app, calls.byPayment, tags, async ({ params, request }) =>
    entryOfPayment(db, currentAccount(request).id, params.paymentId, clock.now()),
  );

  routeMoneyCall(app, calls.cancel, tags, async ({ params, request }) => {
    return cancelEntry(db, app.ctx.events, currentAccount(request), params.id, clock.now(), app.ctx.mailer);
  });

  routeFromCall(app, WAITLIST_CALLS.list, tags, async ({ request }) =>
    waitlist.list(currentAccount(request)),
  );
  routeFromCall(app, WAITLIST_CALLS.join, tags, async ({ body, request }) =>
    waitlist.join(currentAccount(request), body),
  );
  routeFromCall(app, WAITLIST_CALLS.leave, tags, async ({ params, request }) =>
    waitlist.leave(currentAccount(request), params.id),
  );

  routeFromCall(app, calls.calendar, tags, async ({ params, request, reply, language }) => {
    const account = currentAccount(request);
    return sendCalendar(reply, await userCalendarFile(db, account.id, params.id, publicUrl, language));
  });
  routeFromCall(app, calls.signedCalendar, tags, async ({ params, query, reply, language }) =>
    sendCalendar(reply, await signedCalendarFile(db, cardKey, params.id, query.sig, publicUrl, language)),
  );

  // "a friend along": the buyer's friends' places, the friend's link (no account) and the claim
  const friends = FRIEND_PLACE_CALLS;
  routeFromCall(app, friends.guests, tags, async ({ params, request }) =>
    listGuestPlaces(db, currentAccount(request), params.id, clock.now()),
  );
  routeFromCall(app, friends.send, tags, async ({ params, body, request }) =>
    sendGuestPlace(
      db,
      app.ctx.mailer,
      currentAccount(request),
      params.ticketId,
      body.email,
      clock.now(),
      publicUrl,
    ),
  );
  // an unguessable token, and still a per-address limit on guessing
  const linkTags = {
    tags: ['entries', 'public'],
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  };
  routeFromCall(app, friends.view, linkTags, async ({ params, reply }) => {
    reply.header('cache-control', 'no-store');
    return viewFriendPlace(db, cardKey, params.token, clock.now());
  });
  routeFromCall(app, friends.claim, { ...tags, config: linkTags.config }, async ({ params, request }) =>
    claimFriendPlace(db, currentAccount(request), params.token, clock.now()),
  );

  routeFromCall(app, calls.card, tags, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return loadCard(db, cardKey, currentAccount(request), clock.now());
  });
  routeFromCall(app, calls.cardAdmission, tags, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return loadCardAdmission(db, currentAccount(request), clock.now());
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
  const { db, clock } = app.ctx;
  const { cardKey } = app.entries;
  for (const role of ['staff', 'admin'] as const) {
    await app.register(
      async (door) => {
        const tags = { tags: ['entries', role], role };
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
          async ({ body, request, language }) =>
            scanEntry(
              db,
              cardKey,
              currentAccount(request),
              body,
              clock.now(),
              app.ctx.events,
              request.auth?.staffVenueIds,
              language,
            ),
        );
        routeFromCall(door, SCAN_CALLS.today, tags, async ({ request }) =>
          loadToday(db, currentAccount(request), clock.now(), request.auth?.staffVenueIds),
        );
      },
      { prefix: `/${role}` },
    );
  }
};
