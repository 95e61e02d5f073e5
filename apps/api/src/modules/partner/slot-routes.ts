import {
  adminSlot,
  adminSlotList,
  adminSlotsQuery,
  idParams,
  slotCancelResponse,
  slotCreateRequest,
  slotCreateResponse,
  slotUpdateRequest,
} from '@champions/contract';
import { formatCzk } from '@champions/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount, requireRole } from '../auth/index.ts';
import { ownSlot } from './scope.ts';
import { cancelSlot, createSlots, listSlots, updateSlot } from './slots.ts';

/** The partner's calendar (SPEC /admin/calendar): time slots, weekly series, edit and cancel. */
export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config, publicCache } = app.ctx;
  const adminOnly = { preHandler: requireRole('admin') } as const;
  const schema = { tags: ['admin'], security: [{ admin: [] }] };

  app.get(
    '/admin/slots',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Time slots of the partner’s activities between two dates, with bookings',
        querystring: adminSlotsQuery,
        response: { 200: adminSlotList },
      },
    },
    async (request) => ({ slots: await listSlots(db, currentAccount(request).id, request.query) }),
  );

  app.post(
    '/admin/slots',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Create one time slot or a weekly series until an end date',
        body: slotCreateRequest,
        response: { 201: slotCreateResponse },
      },
    },
    async (request, reply) => {
      const result = await createSlots(db, currentAccount(request).id, request.body, clock.now());
      publicCache.clear();
      const message =
        result.skipped > 0
          ? `Vytvořeno termínů: ${result.created}. Přeskočeno ${result.skipped}, protože v tu dobu už termín existuje.`
          : `Vytvořeno termínů: ${result.created}.`;
      return reply.status(201).send({ ...result, message });
    },
  );

  app.put(
    '/admin/slots/:id',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Move or resize a time slot; booked users get an e-mail about a new time',
        params: idParams,
        body: slotUpdateRequest,
        response: { 200: adminSlot },
      },
    },
    async (request) => {
      const adminId = currentAccount(request).id;
      await updateSlot(db, mailer, config.PUBLIC_URL, adminId, request.params.id, request.body, clock.now());
      publicCache.clear();
      const { slot } = await ownSlot(db, adminId, request.params.id);
      const date = slot.startsAt.toISOString().slice(0, 10);
      const [updated] = await listSlots(db, adminId, {
        from: shiftDate(date, -1),
        to: shiftDate(date, 1),
      }).then((slots) => slots.filter((s) => s.id === slot.id));
      return updated!;
    },
  );

  app.post(
    '/admin/slots/:id/cancel',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary:
          'Cancel a time slot: bookings are cancelled, paid prices return as credit, users get an e-mail',
        params: idParams,
        response: { 200: slotCancelResponse },
      },
    },
    async (request) => {
      const result = await cancelSlot(
        db,
        mailer,
        config.PUBLIC_URL,
        currentAccount(request).id,
        request.params.id,
        clock.now(),
      );
      publicCache.clear();
      const message =
        result.notified === 0
          ? 'Termín byl zrušen. Nikdo na něj nebyl přihlášený.'
          : `Termín byl zrušen. Přihlášené (${result.notified}) jsme informovali e-mailem a vrátili jim ${formatCzk(result.creditReturned)} jako kredit.`;
      return { ...result, message };
    },
  );
};

function shiftDate(isoDate: string, days: number) {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * 86_400_000).toISOString().slice(0, 10);
}
