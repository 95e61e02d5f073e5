import {
  type AccountRole,
  accountProfile,
  changePasswordRequest,
  deleteAccountRequest,
  loginResponse,
  messageResponse,
  updateProfileRequest,
} from '@champions/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accounts } from '../../db/schema.ts';
import { BadRequestError } from '../../shared/errors.ts';
import type { AccountMail } from './account-mail.ts';
import { eraseAccount } from './erase.ts';
import { type Account, currentAccount, requireRole, revokeCurrentToken } from './guard.ts';
import { revokeOpenLinks } from './one-time-tokens.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { toProfile } from './profile.ts';

export interface ProfileRoutesOptions {
  role: AccountRole;
  mail: AccountMail;
  findByEmail(email: string): Promise<Account | null>;
  signFor(account: Account): Promise<string>;
}

/** Throws a 400 on the field unless the password is the account's current one. */
async function assertCurrentPassword(account: Account, password: string | undefined, field: string) {
  const message = password ? 'Současné heslo není správné.' : 'Zadejte současné heslo.';
  if (!password || !account.passwordHash || !(await verifyPassword(password, account.passwordHash))) {
    throw new BadRequestError(message, { fields: [{ field, message }] });
  }
}

/** The signed-in account's own routes: profile, e-mail and password change, erasure, sign-out. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { role, mail, findByEmail, signFor },
) => {
  const { db, clock, config } = app.ctx;
  const tags = [`auth: ${role}`];
  const guarded = { preHandler: requireRole(role), schema: { tags, security: [{ [role]: [] }] } } as const;
  const sensitiveRateLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '15 minutes' } };

  app.get(
    '/me',
    { ...guarded, schema: { ...guarded.schema, response: { 200: accountProfile } } },
    async (request) => toProfile(currentAccount(request)),
  );

  app.put(
    '/me',
    {
      ...guarded,
      config: sensitiveRateLimit,
      schema: {
        ...guarded.schema,
        summary:
          'Change name or phone; a new e-mail needs the current password and is changed once confirmed from a link sent to it',
        body: updateProfileRequest,
        response: { 200: accountProfile },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const { name, phone, email, currentPassword } = request.body;
      const emailChanged = email !== undefined && email !== account.email.toLowerCase();
      if (emailChanged) await assertCurrentPassword(account, currentPassword, 'body.currentPassword');
      const [updated] = await db
        .update(accounts)
        .set({ name, ...(phone !== undefined ? { phone } : {}) })
        .where(eq(accounts.id, account.id))
        .returning();
      if (emailChanged) {
        // The same answer whether the address is free or not; its owner is told instead.
        if (await findByEmail(email)) await mail.emailChangeToTakenAddress(email);
        else await mail.confirmEmailChange(updated!, email);
      }
      return toProfile(updated!);
    },
  );

  app.put(
    '/me/password',
    {
      ...guarded,
      config: sensitiveRateLimit,
      schema: {
        ...guarded.schema,
        summary: 'Change the password; other sessions are signed out and a new token is returned',
        body: changePasswordRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      await assertCurrentPassword(account, request.body.currentPassword, 'body.currentPassword');
      assertPasswordAllowed(request.body.newPassword, account, 'body.newPassword');
      const [updated] = await db
        .update(accounts)
        .set({
          passwordHash: await hashPassword(request.body.newPassword),
          tokenVersion: sql`${accounts.tokenVersion} + 1`,
        })
        .where(eq(accounts.id, account.id))
        .returning();
      await revokeOpenLinks(db, account.id, ['reset_password'], clock.now());
      await mail.passwordChanged(updated!);
      return { token: await signFor(updated!), account: toProfile(updated!) };
    },
  );

  app.delete(
    '/me',
    {
      ...guarded,
      config: sensitiveRateLimit,
      schema: {
        ...guarded.schema,
        summary: 'Erase the account (GDPR); invoices and payments are kept as the law requires, anonymised',
        body: deleteAccountRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      if (!account.passwordHash || !(await verifyPassword(request.body.password, account.passwordHash))) {
        throw new BadRequestError('Heslo není správné.', {
          fields: [{ field: 'body.password', message: 'Heslo není správné.' }],
        });
      }
      await eraseAccount(db, account.id, clock.now());
      return { message: 'Účet byl smazán. Doklady o platbách uchováváme po dobu, kterou vyžaduje zákon.' };
    },
  );

  app.post(
    '/logout',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Sign out: this token stops working on the server at once',
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await revokeCurrentToken(request);
      return { message: 'Byli jste odhlášeni.' };
    },
  );

  app.post(
    '/logout-everywhere',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Revoke every token of this account (for a superadmin, their impersonations too)',
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await db
        .update(accounts)
        .set({ tokenVersion: sql`${accounts.tokenVersion} + 1` })
        .where(eq(accounts.id, currentAccount(request).id));
      return { message: 'Byli jste odhlášeni ze všech zařízení.' };
    },
  );
};
