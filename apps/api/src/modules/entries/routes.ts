import { randomUUID } from 'node:crypto';
import {
  cardResponse,
  entryCancelResponse,
  entryPurchaseRequest,
  entryPurchaseResponse,
  entryQuoteQuery,
  entryQuoteResponse,
  errorBody,
  historyEntry,
  historyQuery,
  historyResponse,
  idParams,
  paymentIdParams,
  scanRequest,
  scanResponse,
  todayEntriesResponse,
  waitlistItem,
  waitlistJoinRequest,
  waitlistResponse,
} from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError, NotFoundError } from '../../shared/errors.ts';
import { type Account, currentAccount, requireRole } from '../auth/index.ts';
import { ticketCalendar } from './calendar.ts';
import { resolveCardKey } from './card-code.ts';
import { CardPaymentNeeded, entryFulfilment, startCardPurchase, ticketOfPayment } from './card-path.ts';
import { loadCard, loadToday } from './card-service.ts';
import { toHistoryEntry } from './history.ts';
import { cancelEntry, purchaseEntry, quotePurchase } from './purchase-service.ts';
import { isCalendarSignature } from './reminders.ts';
import { findTicketView, listUserTickets } from './repository.ts';
import { scanEntry } from './scan-service.ts';
import { createWaitlist } from './waitlist-service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/** The user's side: quote, buy or claim, history, cancel, and the QR card. */
export const userEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const { payments } = app;
  const cardKey = await resolveCardKey(db);
  payments.registerFulfilment(
    'entry',
    entryFulfilment(() => clock.now(), app.ctx.config.PUBLIC_URL),
  );
  const guarded = { preHandler: requireRole('user') } as const;
  const base = { tags: ['entries'], security: [{ user: [] }] };
  const waitlist = createWaitlist({
    db,
    payments,
    mailer: app.ctx.mailer,
    publicUrl: app.ctx.config.PUBLIC_URL,
    now: () => clock.now(),
  });

  app.get(
    '/user/entries',
    {
      ...guarded,
      schema: {
        ...base,
        summary: 'Entry history: upcoming first, then past entries, paginated',
        querystring: historyQuery,
        response: { 200: historyResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const now = clock.now();
      const { rows, total } = await listUserTickets(db, currentAccount(request).id, now, {
        limit,
        offset: (page - 1) * limit,
      });
      return {
        entries: rows.map((row) => toHistoryEntry(row, now)),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },
  );

  app.get(
    '/user/entries/quote',
    {
      ...guarded,
      schema: {
        ...base,
        summary: 'What an entry for this slot and option costs the user, and whether it can be paid now',
        querystring: entryQuoteQuery,
        response: { 200: entryQuoteResponse, ...errors },
      },
    },
    async (request) => quotePurchase(db, currentAccount(request), request.query, clock.now()),
  );

  app.post(
    '/user/entries',
    {
      ...guarded,
      schema: {
        ...base,
        summary:
          'Claim an entry covered by the membership, or buy it: credits first, then the card (202 with the payment for the card modal)',
        body: entryPurchaseRequest,
        response: {
          201: entryPurchaseResponse,
          202: entryPurchaseResponse,
          402: errorBody,
          503: errorBody,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = currentAccount(request);
      try {
        const bought = await purchaseEntry(db, user, request.body, clock.now(), app.ctx.config.PUBLIC_URL);
        return reply.status(201).send(bought);
      } catch (error) {
        if (!(error instanceof CardPaymentNeeded)) throw error;
        const requestId = request.body.requestId ?? randomUUID();
        const answer = await startCardPurchase(db, payments, user, error.purchase, requestId, clock.now());
        return reply.status(answer.statusCode).send(answer.body);
      }
    },
  );

  app.get(
    '/user/entries/by-payment/:paymentId',
    {
      ...guarded,
      schema: {
        ...base,
        summary: 'The entry a card payment bought (after the card modal and the payment sync)',
        params: paymentIdParams,
        response: { 200: historyEntry, ...errors },
      },
    },
    async (request) => {
      const view = await ticketOfPayment(db, currentAccount(request).id, request.params.paymentId);
      if (!view) throw new NotFoundError('Vstup k této platbě zatím není. Platba možná ještě neproběhla.');
      return toHistoryEntry(view, clock.now());
    },
  );

  app.post(
    '/user/entries/:id/cancel',
    {
      ...guarded,
      schema: {
        ...base,
        summary:
          'Cancel an unused entry: until 2 hours before the slot the price returns as credits; later the place is offered and the price returns when someone takes it',
        params: idParams,
        response: { 200: entryCancelResponse, ...errors },
      },
    },
    async (request) => {
      const { answer, timeSlotId } = await cancelEntry(
        db,
        currentAccount(request),
        request.params.id,
        clock.now(),
      );
      // the freed place goes to the waitlist first (after the commit: one transaction per promotion)
      if (timeSlotId) await waitlist.promoteSlot(timeSlotId);
      return answer;
    },
  );

  app.get(
    '/user/waitlist',
    {
      ...guarded,
      schema: {
        ...base,
        summary: 'The user’s places on waitlists of full slots, with the position in line',
        response: { 200: waitlistResponse, 401: errorBody },
      },
    },
    async (request) => waitlist.list(currentAccount(request)),
  );

  app.post(
    '/user/waitlist',
    {
      ...guarded,
      schema: {
        ...base,
        summary:
          'Join the waitlist of a full slot: the next freed place is bought for the user automatically',
        body: waitlistJoinRequest,
        response: { 201: waitlistItem, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await waitlist.join(currentAccount(request), request.body)),
  );

  app.delete(
    '/user/waitlist/:id',
    {
      ...guarded,
      schema: {
        ...base,
        summary: 'Leave a waitlist',
        params: idParams,
        response: { 200: waitlistItem, ...errors },
      },
    },
    async (request) => waitlist.leave(currentAccount(request), request.params.id),
  );

  app.get(
    '/user/entries/:id/calendar.ics',
    {
      ...guarded,
      schema: {
        ...base,
        summary: 'The entry as a calendar file (.ics) with a reminder the day before',
        params: idParams,
        response: { 200: z.string(), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const view = await findTicketView(db, request.params.id);
      if (!view || view.ticket.userId !== currentAccount(request).id) {
        throw new NotFoundError('Vstup nebyl nalezen.');
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="vstup-${view.ticket.id.slice(0, 8)}.ics"`)
        .send(ticketCalendar(view, app.ctx.config.PUBLIC_URL));
    },
  );

  app.get(
    '/public/entries/:id/calendar.ics',
    {
      schema: {
        tags: ['entries'],
        summary: 'The entry as a calendar file, from the reminder e-mail’s signed link (no sign-in)',
        params: idParams,
        querystring: z.object({ sig: z.string().min(1).max(100) }),
        response: { 200: z.string(), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const valid = isCalendarSignature(cardKey, request.params.id, request.query.sig);
      const view = valid ? await findTicketView(db, request.params.id) : null;
      if (!view) throw new NotFoundError('Vstup nebyl nalezen.');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="vstup-${view.ticket.id.slice(0, 8)}.ics"`)
        .send(ticketCalendar(view, app.ctx.config.PUBLIC_URL));
    },
  );

  app.get(
    '/user/card',
    {
      ...guarded,
      schema: {
        ...base,
        summary: 'The QR card: name, plan, next entries and the secret of the rotating code',
        response: { 200: cardResponse, 401: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadCard(db, cardKey, currentAccount(request), clock.now());
    },
  );
};

function partnerOf(account: Account): string {
  if (account.role === 'admin') return account.id;
  if (account.role === 'staff' && account.adminId) return account.adminId;
  throw new ForbiddenError('Nejste přiřazeni k žádnému partnerovi.');
}

/** Scanning at the door, for the partner (admin) and their reception (staff). */
export const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const cardKey = await resolveCardKey(db);
  for (const role of ['staff', 'admin'] as const) {
    const guarded = { preHandler: requireRole(role) } as const;
    const base = { tags: ['entries', role], security: [{ [role]: [] }] };
    app.post(
      `/${role}/entries/scan`,
      {
        ...guarded,
        schema: {
          ...base,
          summary: 'Scan a QR card (or typed code): admits once, or says in Czech why not',
          body: scanRequest,
          response: { 200: scanResponse, 400: errorBody, 401: errorBody, 403: errorBody },
        },
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) => {
        const account = currentAccount(request);
        return scanEntry(
          db,
          cardKey,
          { accountId: account.id, partnerId: partnerOf(account) },
          request.body,
          clock.now(),
        );
      },
    );
    app.get(
      `/${role}/entries/today`,
      {
        ...guarded,
        schema: {
          ...base,
          summary: 'Today’s entries at the partner’s venues and the latest scans',
          response: { 200: todayEntriesResponse, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const account = currentAccount(request);
        return loadToday(db, partnerOf(account), clock.now(), account.role === 'staff' ? account.id : null);
      },
    );
  }
};
