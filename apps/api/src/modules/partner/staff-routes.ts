import {
  messageResponse,
  staffInvitationRequest,
  staffListResponse,
  staffVenuesRequest,
} from '@champions/contract';
import { PAGES } from '@champions/domain';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, oneTimeTokens, staffVenues, venues } from '../../db/schema.ts';
import { mailTemplates } from '../../mail/templates.ts';
import { BadRequestError, NotFoundError, TooManyRequestsError } from '../../shared/errors.ts';
import { currentAccount, issueOneTimeToken, requireRole } from '../auth/index.ts';
import { findOwnReceptionist, removeReceptionist } from './staff-removal.ts';

/** Invitations one partner may send in 24 hours (each is an e-mail to an address they choose). */
export const STAFF_INVITATIONS_PER_DAY = 20;

/** The partner's receptionists: list, invite by e-mail, withdraw an invitation, remove (SPEC /admin/staff). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config } = app.ctx;
  const adminOnly = { preHandler: requireRole('admin') } as const;
  const adminSchema = { tags: ['admin'], security: [{ admin: [] }] };

  /** Open invitations of one partner (optionally for one e-mail). */
  const openInvitations = (adminId: string, email?: string) =>
    and(
      eq(oneTimeTokens.purpose, 'staff_invite'),
      isNull(oneTimeTokens.usedAt),
      gt(oneTimeTokens.expiresAt, clock.now()),
      sql`${oneTimeTokens.data}->>'adminId' = ${adminId}`,
      email === undefined ? undefined : eq(oneTimeTokens.email, email),
    );

  app.get(
    '/admin/staff',
    {
      ...adminOnly,
      schema: {
        ...adminSchema,
        summary: 'The partner’s receptionists and open invitations',
        response: { 200: staffListResponse },
      },
    },
    async (request) => {
      const admin = currentAccount(request);
      const [staff, invitations] = await Promise.all([
        db
          .select({
            id: accounts.id,
            name: accounts.name,
            email: accounts.email,
            createdAt: accounts.createdAt,
          })
          .from(accounts)
          .where(and(eq(accounts.role, 'staff'), eq(accounts.adminId, admin.id), isNull(accounts.deletedAt)))
          .orderBy(asc(accounts.name), asc(accounts.email)),
        db
          .select()
          .from(oneTimeTokens)
          .where(openInvitations(admin.id))
          .orderBy(desc(oneTimeTokens.createdAt)),
      ]);
      const assigned =
        staff.length > 0
          ? await db
              .select()
              .from(staffVenues)
              .where(
                inArray(
                  staffVenues.staffId,
                  staff.map((member) => member.id),
                ),
              )
          : [];
      return {
        staff: staff.map((member) => ({
          ...member,
          createdAt: member.createdAt.toISOString(),
          venueIds: assigned.filter((row) => row.staffId === member.id).map((row) => row.venueId),
        })),
        invitations: invitations.map((invitation) => ({
          id: invitation.id,
          email: invitation.email ?? '',
          name: (invitation.data as { name?: string | null } | null)?.name ?? null,
          createdAt: invitation.createdAt.toISOString(),
          expiresAt: invitation.expiresAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/admin/staff/invitations',
    {
      ...adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Invite a receptionist by e-mail; they create their account from the link',
        body: staffInvitationRequest,
        response: { 202: messageResponse },
      },
    },
    async (request, reply) => {
      const admin = currentAccount(request);
      const { email, name } = request.body;
      const [existing] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.role, 'staff'),
            sql`lower(${accounts.email}) = ${email}`,
            isNull(accounts.deletedAt),
          ),
        );
      const [sent] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.purpose, 'staff_invite'),
            sql`${oneTimeTokens.data}->>'adminId' = ${admin.id}`,
            gt(oneTimeTokens.createdAt, new Date(clock.now().getTime() - 24 * 3600_000)),
          ),
        );
      if ((sent?.count ?? 0) >= STAFF_INVITATIONS_PER_DAY) {
        throw new TooManyRequestsError(
          `Za 24 hodin lze poslat nejvýše ${STAFF_INVITATIONS_PER_DAY} pozvánek. Zkuste to prosím zítra.`,
        );
      }
      if (existing) {
        // The same answer as for a new address (no account enumeration); the owner is told instead.
        await mailer.send(
          email,
          'staff_invite_existing',
          mailTemplates.staffInvitationExisting(
            admin.name || admin.email,
            `${config.PUBLIC_URL}${PAGES.staff.home}`,
          ),
        );
        return reply.status(202).send({ message: `Pozvánku jsme poslali na ${email}.` });
      }
      // Sending again replaces the earlier link, so only the newest one works.
      await db.update(oneTimeTokens).set({ usedAt: clock.now() }).where(openInvitations(admin.id, email));
      const token = await issueOneTimeToken(db, {
        purpose: 'staff_invite',
        email,
        data: { adminId: admin.id, name: name ?? null },
        now: clock.now(),
      });
      const url = `${config.PUBLIC_URL}${PAGES.staff.signupWithToken(token)}`;
      await mailer.send(email, 'staff_invite', mailTemplates.staffInvitation(admin.name || admin.email, url));
      return reply.status(202).send({ message: `Pozvánku jsme poslali na ${email}.` });
    },
  );

  app.delete(
    '/admin/staff/invitations/:invitationId',
    {
      ...adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Withdraw an open invitation; its link stops working',
        params: z.object({ invitationId: z.uuid() }),
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const admin = currentAccount(request);
      const [withdrawn] = await db
        .update(oneTimeTokens)
        .set({ usedAt: clock.now() })
        .where(and(eq(oneTimeTokens.id, request.params.invitationId), openInvitations(admin.id)))
        .returning({ email: oneTimeTokens.email });
      if (!withdrawn) throw new NotFoundError('Pozvánka neexistuje nebo už není platná.');
      return { message: `Pozvánka pro ${withdrawn.email} byla zrušena.` };
    },
  );

  app.delete(
    '/admin/staff/:staffId',
    {
      ...adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Remove a receptionist: their sign-in stops at once, scanned entries stay',
        params: z.object({ staffId: z.uuid() }),
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const admin = currentAccount(request);
      const member = await findOwnReceptionist(db, admin.id, request.params.staffId);
      // Another partner's receptionist looks the same as an unknown one.
      if (!member) throw new NotFoundError('Tento člen recepce neexistuje.');
      await removeReceptionist(db, {
        adminId: admin.id,
        actorId: request.auth?.impersonatedBy ?? admin.id,
        staffId: member.id,
        now: clock.now(),
      });
      return { message: `${member.name || member.email} už nemá přístup do recepce.` };
    },
  );

  app.put(
    '/admin/staff/:staffId/venues',
    {
      ...adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Assign a receptionist to venues (none = every venue of the partner)',
        params: z.object({ staffId: z.uuid() }),
        body: staffVenuesRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const admin = currentAccount(request);
      const [member] = await db
        .select({ id: accounts.id, name: accounts.name, email: accounts.email })
        .from(accounts)
        .where(
          and(
            eq(accounts.id, request.params.staffId),
            eq(accounts.role, 'staff'),
            eq(accounts.adminId, admin.id),
            isNull(accounts.deletedAt),
          ),
        );
      if (!member) throw new NotFoundError('Tento člen recepce neexistuje.');
      const venueIds = [...new Set(request.body.venueIds)];
      if (venueIds.length > 0) {
        const own = await db
          .select({ id: venues.id })
          .from(venues)
          .where(and(inArray(venues.id, venueIds), eq(venues.adminId, admin.id)));
        if (own.length !== venueIds.length) {
          const message = 'Vyberte jen ze svých sportovišť.';
          throw new BadRequestError(message, { fields: [{ field: 'body.venueIds', message }] });
        }
      }
      await db.transaction(async (tx) => {
        await tx.delete(staffVenues).where(eq(staffVenues.staffId, member.id));
        if (venueIds.length > 0) {
          await tx.insert(staffVenues).values(venueIds.map((venueId) => ({ staffId: member.id, venueId })));
        }
      });
      const who = member.name || member.email;
      return {
        message:
          venueIds.length === 0
            ? `${who} může načítat vstupy na všech vašich sportovištích.`
            : `${who} může načítat vstupy na vybraných sportovištích (${venueIds.length}).`,
      };
    },
  );
};
