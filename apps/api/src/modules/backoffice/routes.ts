import { impersonateRequest, impersonateResponse, superadminDataResponse } from '@champions/contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accounts, auditLog, venues } from '../../db/schema.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { currentAccount, requireRole, toProfile } from '../auth/index.ts';
import { loadReferenceLists, selectActivitySummaries } from '../catalogue/index.ts';

/** An impersonation token is short-lived: the back office opens a panel to help, not to live in it. */
const IMPERSONATION_LIFETIME_SECONDS = 3600;

export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, tokens } = app.ctx;
  const guarded = { preHandler: requireRole('superadmin') } as const;
  const schemaBase = { tags: ['superadmin'], security: [{ superadmin: [] }] };

  app.get(
    '/superadmin/',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Everything the back office oversees (SPEC 7)',
        response: { 200: superadminDataResponse },
      },
    },
    async () => {
      const [reference, activityList, userRows, adminRows, venueRows] = await Promise.all([
        loadReferenceLists(db),
        selectActivitySummaries(db, { now: clock.now() }),
        db
          .select()
          .from(accounts)
          .where(and(eq(accounts.role, 'user'), isNull(accounts.deletedAt)))
          .orderBy(asc(accounts.createdAt)),
        db
          .select({ account: accounts, venueCount: count(venues.id) })
          .from(accounts)
          .leftJoin(venues, eq(venues.adminId, accounts.id))
          .where(and(eq(accounts.role, 'admin'), isNull(accounts.deletedAt)))
          .groupBy(accounts.id)
          .orderBy(asc(accounts.createdAt)),
        db
          .select({
            id: venues.id,
            name: venues.name,
            street: venues.street,
            city: venues.city,
            areaId: venues.areaId,
            published: venues.published,
            adminId: venues.adminId,
          })
          .from(venues)
          .orderBy(asc(venues.name)),
      ]);
      return {
        ...reference,
        activities: activityList,
        users: userRows.map((u) => ({ ...toProfile(u), credits: u.credits })),
        admins: adminRows.map((a) => ({ ...toProfile(a.account), venueCount: a.venueCount })),
        venues: venueRows,
      };
    },
  );

  app.post(
    '/superadmin/impersonate',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Open a partner’s panel as that partner; recorded in the audit log',
        body: impersonateRequest,
        response: { 200: impersonateResponse },
      },
    },
    async (request) => {
      const superadmin = currentAccount(request);
      const [admin] = await db
        .select()
        .from(accounts)
        .where(
          and(eq(accounts.id, request.body.adminId), eq(accounts.role, 'admin'), isNull(accounts.deletedAt)),
        );
      if (!admin) throw new NotFoundError('Partner nenalezen.');
      await db
        .insert(auditLog)
        .values({ actorId: superadmin.id, action: 'impersonation.start', targetId: admin.id });
      const token = await tokens.sign(
        {
          id: admin.id,
          email: admin.email,
          role: 'admin',
          tv: admin.tokenVersion,
          imp: superadmin.id,
          itv: superadmin.tokenVersion,
        },
        IMPERSONATION_LIFETIME_SECONDS,
      );
      return { token, admin: toProfile(admin) };
    },
  );
};
