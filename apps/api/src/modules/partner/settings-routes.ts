import { randomBytes } from 'node:crypto';
import {
  adminReferral,
  adminTrainers,
  messageResponse,
  partnerSettingsInput,
  partnerSettings as partnerSettingsResponse,
  supportRequest,
} from '@champions/contract';
import { PAGES, REFERRAL_QUERY_PARAM } from '@champions/domain';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accounts, activities, partnerSettings, referrals, requests, venues } from '../../db/schema.ts';
import { countReferredAccounts, currentAccount, requireRole } from '../auth/index.ts';

/** Company settings, support requests, trainers and the referral link of the partner. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const adminOnly = { preHandler: requireRole('admin') } as const;
  const schema = { tags: ['admin'], security: [{ admin: [] }] };

  const readSettings = async (adminId: string) => {
    const [row] = await db.select().from(partnerSettings).where(eq(partnerSettings.adminId, adminId));
    const value = {
      companyName: row?.companyName ?? '',
      ico: row?.ico ?? '',
      dic: row?.dic ?? null,
      address: row?.address ?? '',
      bankAccount: row?.bankAccount ?? '',
      contactEmail: row?.contactEmail ?? null,
      contactPhone: row?.contactPhone ?? null,
      payoutFrequency: row?.payoutFrequency ?? ('monthly' as const),
    };
    return {
      ...value,
      complete: Boolean(value.companyName && value.ico && value.bankAccount && value.address),
    };
  };

  app.get(
    '/admin/settings',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Company details and payout settings',
        response: { 200: partnerSettingsResponse },
      },
    },
    async (request) => readSettings(currentAccount(request).id),
  );

  app.put(
    '/admin/settings',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Save company details (IČO, DIČ and bank account are checked by their checksums)',
        body: partnerSettingsInput,
        response: { 200: partnerSettingsResponse },
      },
    },
    async (request) => {
      const adminId = currentAccount(request).id;
      const values = { ...request.body, updatedAt: new Date() };
      await db.transaction(async (tx) => {
        await tx
          .insert(partnerSettings)
          .values({ adminId, ...values })
          .onConflictDoUpdate({ target: partnerSettings.adminId, set: values });
        await tx
          .update(accounts)
          .set({ companyName: values.companyName, companyId: values.ico })
          .where(eq(accounts.id, adminId));
      });
      return readSettings(adminId);
    },
  );

  app.post(
    '/admin/support',
    {
      ...adminOnly,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        ...schema,
        summary: 'Ask the back office for help (creates a request)',
        body: supportRequest,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      const admin = currentAccount(request);
      const settings = await readSettings(admin.id);
      await db.insert(requests).values({
        kind: 'support',
        name: admin.name || admin.email,
        email: settings.contactEmail ?? admin.email,
        phone: settings.contactPhone ?? admin.phone,
        company: settings.companyName || admin.companyName,
        message: `${request.body.subject}\n\n${request.body.message}`,
      });
      return reply.status(201).send({
        message: 'Děkujeme, vaši zprávu jsme přijali. Odpovíme vám e-mailem do dvou pracovních dnů.',
      });
    },
  );

  app.get(
    '/admin/trainers',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Trainers who lead the partner’s activities',
        response: { 200: adminTrainers },
      },
    },
    async (request) => {
      const adminId = currentAccount(request).id;
      const led = await db
        .select({
          trainerId: activities.trainerId,
          id: activities.id,
          name: activities.name,
          venueName: venues.name,
        })
        .from(activities)
        .innerJoin(venues, eq(venues.id, activities.venueId))
        .where(and(eq(venues.adminId, adminId), isNotNull(activities.trainerId)))
        .orderBy(asc(activities.name));
      const trainerIds = [...new Set(led.map((row) => row.trainerId!))];
      const trainers = await db
        .select({ id: accounts.id, name: accounts.name, email: accounts.email })
        .from(accounts)
        .where(
          and(
            eq(accounts.role, 'trainer'),
            isNull(accounts.deletedAt),
            trainerIds.length > 0
              ? or(eq(accounts.adminId, adminId), inArray(accounts.id, trainerIds))
              : eq(accounts.adminId, adminId),
          ),
        )
        .orderBy(asc(accounts.name));
      return {
        trainers: trainers.map((trainer) => ({
          ...trainer,
          activities: led
            .filter((row) => row.trainerId === trainer.id)
            .map(({ id, name, venueName }) => ({ id, name, venueName })),
        })),
      };
    },
  );

  app.get(
    '/admin/referral',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'The partner’s referral code and link, and whom it brought',
        response: { 200: adminReferral },
      },
    },
    async (request) => {
      const adminId = currentAccount(request).id;
      let [own] = await db
        .select({ code: referrals.code })
        .from(referrals)
        .where(and(eq(referrals.referrerId, adminId), isNull(referrals.referredId)));
      if (!own) {
        const code = `P${randomBytes(4).toString('hex').toUpperCase()}`;
        [own] = await db
          .insert(referrals)
          .values({ referrerId: adminId, code })
          .returning({ code: referrals.code });
      }
      const [[stats], registered] = await Promise.all([
        db
          .select({
            referredCount: sql<number>`count(${referrals.referredId})::int`,
            rewardTotal: sql<number>`coalesce(sum(${referrals.reward}), 0)::int`,
          })
          .from(referrals)
          .where(eq(referrals.referrerId, adminId)),
        countReferredAccounts(db, adminId),
      ]);
      return {
        code: own!.code,
        url: `${config.PUBLIC_URL}${PAGES.admin.register}?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(own!.code)}`,
        // accounts registered through the link, and older referrals recorded in the referrals table
        referredCount: registered + Number(stats?.referredCount ?? 0),
        rewardTotal: Number(stats?.rewardTotal ?? 0),
      };
    },
  );
};
