import { adminPrice, adminPriceList, idParams, messageResponse, priceInput } from '@champions/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { activities, activityOptions, venues } from '../../db/schema.ts';
import { ConflictError } from '../../shared/errors.ts';
import { currentAccount, requireRole } from '../auth/index.ts';
import { optionEconomics } from './activities.ts';
import { ownActivity, ownOption } from './scope.ts';
import { fieldError } from './venues.ts';

async function listPrices(db: Database, adminId: string, now: Date, optionId?: string) {
  const rows = await db
    .select({
      optionId: activityOptions.id,
      optionName: activityOptions.name,
      activityId: activities.id,
      activityName: activities.name,
      venueName: venues.name,
      durationMinutes: activityOptions.durationMinutes,
      price: activityOptions.price,
    })
    .from(activityOptions)
    .innerJoin(activities, eq(activities.id, activityOptions.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(
      and(
        eq(venues.adminId, adminId),
        eq(activityOptions.archived, false),
        optionId ? eq(activityOptions.id, optionId) : undefined,
      ),
    )
    .orderBy(asc(venues.name), asc(activities.name), asc(activityOptions.sortOrder));
  return rows.map((row) => ({ ...row, ...optionEconomics(row.price, now) }));
}

/** PAYG prices per option and what the partner earns per entry (SPEC /admin/price, hidden in the menu). */
export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, publicCache } = app.ctx;
  const adminOnly = { preHandler: requireRole('admin') } as const;
  const schema = { tags: ['admin'], security: [{ admin: [] }] };

  app.get(
    '/admin/prices',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'PAYG prices of every option, with PAYG+ price and earning',
        response: { 200: adminPriceList },
      },
    },
    async (request) => ({ prices: await listPrices(db, currentAccount(request).id, clock.now()) }),
  );

  app.get(
    '/admin/prices/:id',
    {
      ...adminOnly,
      schema: { ...schema, summary: 'One price', params: idParams, response: { 200: adminPrice } },
    },
    async (request) => {
      const adminId = currentAccount(request).id;
      await ownOption(db, adminId, request.params.id);
      const [price] = await listPrices(db, adminId, clock.now(), request.params.id);
      return price!;
    },
  );

  app.post(
    '/admin/prices',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Add a priced option to an activity',
        body: priceInput,
        response: { 201: adminPrice },
      },
    },
    async (request, reply) => {
      const adminId = currentAccount(request).id;
      try {
        await ownActivity(db, adminId, request.body.activityId);
      } catch {
        throw fieldError('body.activityId', 'Vyberte jednu ze svých aktivit.');
      }
      const [{ value: existing } = { value: 0 }] = await db
        .select({ value: count() })
        .from(activityOptions)
        .where(
          and(eq(activityOptions.activityId, request.body.activityId), eq(activityOptions.archived, false)),
        );
      const [created] = await db
        .insert(activityOptions)
        .values({
          activityId: request.body.activityId,
          name: request.body.name,
          price: request.body.price,
          durationMinutes: request.body.durationMinutes,
          sortOrder: existing,
        })
        .returning({ id: activityOptions.id });
      publicCache.clear();
      const [price] = await listPrices(db, adminId, clock.now(), created!.id);
      return reply.status(201).send(price!);
    },
  );

  app.put(
    '/admin/prices/:id',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Change a price',
        params: idParams,
        body: priceInput,
        response: { 200: adminPrice },
      },
    },
    async (request) => {
      const adminId = currentAccount(request).id;
      const { option } = await ownOption(db, adminId, request.params.id);
      if (request.body.activityId !== option.activityId)
        throw fieldError('body.activityId', 'Cenu nelze přesunout k jiné aktivitě. Vytvořte novou.');
      await db
        .update(activityOptions)
        .set({
          name: request.body.name,
          price: request.body.price,
          durationMinutes: request.body.durationMinutes,
        })
        .where(eq(activityOptions.id, option.id));
      publicCache.clear();
      const [price] = await listPrices(db, adminId, clock.now(), option.id);
      return price!;
    },
  );

  app.delete(
    '/admin/prices/:id',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Stop selling an option (bought entries stay valid)',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const adminId = currentAccount(request).id;
      const { option } = await ownOption(db, adminId, request.params.id);
      const [{ value } = { value: 0 }] = await db
        .select({ value: count() })
        .from(activityOptions)
        .where(and(eq(activityOptions.activityId, option.activityId), eq(activityOptions.archived, false)));
      if (value <= 1) throw new ConflictError('Aktivita musí mít alespoň jednu cenu.');
      await db.update(activityOptions).set({ archived: true }).where(eq(activityOptions.id, option.id));
      publicCache.clear();
      return { message: `Cena „${option.name}“ se už neprodává. Zakoupené vstupy platí dál.` };
    },
  );
};
