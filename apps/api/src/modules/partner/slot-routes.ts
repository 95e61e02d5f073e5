import { PARTNER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerTextsIn } from '../../shared/answer-texts.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { cancelSlot } from './services/cancel-slot.ts';
import { createSlots } from './services/create-slots.ts';
import { getSlot } from './services/get-slot.ts';
import { listSlots } from './services/list-slots.ts';
import { updateSlot } from './services/update-slot.ts';

/** The partner's calendar (SPEC /admin/calendar): time slots, weekly series, edit and cancel. */
export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config, catalogueChanged: changed } = app.ctx;
  const tags = { tags: ['admin'] };
  const adminId = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).id;

  routeFromCall(app, PARTNER_CALLS.slots, tags, async ({ query, request }) => ({
    slots: await listSlots(db, adminId(request), query),
  }));
  routeFromCall(app, PARTNER_CALLS.createSlots, tags, async ({ body, request, language }) => {
    const result = await createSlots(db, changed, adminId(request), body, clock.now());
    return { ...result, message: partnerTextsIn(language).slotsCreated(result.created, result.skipped) };
  });
  routeFromCall(app, PARTNER_CALLS.updateSlot, tags, async ({ params, body, request }) => {
    await updateSlot(db, changed, mailer, config.PUBLIC_URL, adminId(request), params.id, body, clock.now());
    return getSlot(db, adminId(request), params.id);
  });
  routeFromCall(app, PARTNER_CALLS.cancelSlot, tags, async ({ params, request, language }) => {
    const result = await cancelSlot(
      db,
      app.ctx.events,
      mailer,
      config.PUBLIC_URL,
      adminId(request),
      params.id,
      clock.now(),
    );
    return {
      ...result,
      message: partnerTextsIn(language).slotCancelled(result.notified, result.creditReturned),
    };
  });
};
