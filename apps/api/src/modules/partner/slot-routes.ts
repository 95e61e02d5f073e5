import { PARTNER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { cancelOwnSlot } from './services/cancel-own-slot.ts';
import { createOwnSlots } from './services/create-own-slots.ts';
import { editOwnSlot } from './services/edit-own-slot.ts';
import { listOwnSlots } from './services/list-own-slots.ts';

/** The partner's calendar (SPEC /admin/calendar): time slots, weekly series, edit and cancel. */
export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['admin'] };

  routeFromCall(app, PARTNER_CALLS.slots, tags, async ({ ctx, actor, query }) =>
    listOwnSlots(ctx, actor, query),
  );
  routeFromCall(app, PARTNER_CALLS.createSlots, tags, async ({ ctx, actor, body }) =>
    createOwnSlots(ctx, actor, body),
  );
  routeFromCall(app, PARTNER_CALLS.updateSlot, tags, async ({ ctx, actor, params, body }) =>
    editOwnSlot(ctx, actor, { slotId: params.id, ...body }),
  );
  routeFromCall(app, PARTNER_CALLS.cancelSlot, tags, async ({ ctx, actor, params }) =>
    cancelOwnSlot(ctx, actor, { slotId: params.id }),
  );
};
