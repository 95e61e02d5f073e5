import { adminDataResponse, loginResponse, messageResponse, staffSignupRequest } from '@champions/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, auditLog } from '../../db/schema.ts';
import { BadRequestError, ConflictError, ForbiddenError } from '../../shared/errors.ts';
import {
  assertPasswordAllowed,
  consumeOneTimeToken,
  currentAccount,
  hashPassword,
  peekOneTimeToken,
  requireRole,
  revokeCurrentToken,
  toProfile,
} from '../auth/index.ts';
import { loadAdminData } from './admin-data.ts';

const INVALID_INVITATION = 'Pozvánka je neplatná nebo vypršela. Požádejte partnera o novou.';

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, tokens, config } = app.ctx;
  const adminOnly = { preHandler: requireRole('admin') } as const;
  const adminSchema = { tags: ['admin'], security: [{ admin: [] }] };

  app.get(
    '/admin/:adminId',
    {
      ...adminOnly,
      schema: {
        ...adminSchema,
        summary: 'The partner’s panel data (SPEC 7); only for the partner themself',
        params: z.object({ adminId: z.uuid() }),
        response: { 200: adminDataResponse },
      },
    },
    async (request) => {
      const admin = currentAccount(request);
      if (request.params.adminId !== admin.id) throw new ForbiddenError();
      return loadAdminData(db, admin, clock.now(), request.auth?.impersonatedBy ?? null);
    },
  );

  app.post(
    '/admin/impersonation/end',
    {
      ...adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Ends a superadmin’s impersonation (audit log)',
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const superadminId = request.auth?.impersonatedBy;
      if (!superadminId) throw new BadRequestError('Tento panel není otevřen jako zástup.');
      await db.insert(auditLog).values({
        actorId: superadminId,
        action: 'impersonation.end',
        targetId: currentAccount(request).id,
      });
      // the impersonation token stops working at once
      await revokeCurrentToken(request);
      return { message: 'Zástup byl ukončen.' };
    },
  );

  app.get(
    '/staff/invitation',
    {
      schema: {
        tags: ['staff'],
        summary: 'Who invites this receptionist (shown on the sign-up page)',
        querystring: z.object({ token: z.string().min(10).max(200) }),
        response: {
          200: z.object({ email: z.string(), partnerName: z.string(), name: z.string().nullable() }),
        },
      },
    },
    async (request) => {
      const invitation = await peekOneTimeToken(db, request.query.token, 'staff_invite', clock.now());
      const data = invitation?.data as { adminId?: string; name?: string | null } | null;
      if (!invitation?.email || !data?.adminId) throw new BadRequestError(INVALID_INVITATION);
      const [admin] = await db.select().from(accounts).where(eq(accounts.id, data.adminId));
      return {
        email: invitation.email,
        partnerName: admin?.name || admin?.email || '',
        name: data.name ?? null,
      };
    },
  );

  app.post(
    '/staff/signup',
    {
      config: { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '15 minutes' } },
      schema: {
        tags: ['staff'],
        summary: 'Create a receptionist account from an invitation link',
        body: staffSignupRequest,
        response: { 201: loginResponse },
      },
    },
    async (request, reply) => {
      assertPasswordAllowed(request.body.password, { name: request.body.name });
      const passwordHash = await hashPassword(request.body.password);
      const account = await db.transaction(async (tx) => {
        const invitation = await consumeOneTimeToken(
          tx as typeof db,
          request.body.token,
          'staff_invite',
          clock.now(),
        );
        const data = invitation?.data as { adminId?: string } | null;
        if (!invitation?.email || !data?.adminId) throw new BadRequestError(INVALID_INVITATION);
        const [created] = await tx
          .insert(accounts)
          .values({
            role: 'staff',
            email: invitation.email,
            name: request.body.name,
            passwordHash,
            adminId: data.adminId,
            emailVerifiedAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw new ConflictError('Tento e-mail už má účet recepce. Přihlaste se.');
        return created;
      });
      const token = await tokens.sign({
        id: account.id,
        email: account.email,
        role: 'staff',
        tv: account.tokenVersion,
      });
      return reply.status(201).send({ token, account: toProfile(account) });
    },
  );
};
