import {
  type AccountRole,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  registerRequest,
  resetPasswordRequest,
  tokenRequest,
} from '@champions/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accounts } from '../../db/schema.ts';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../shared/errors.ts';
import { accountMail } from './account-mail.ts';
import { auditRoutes } from './audit-routes.ts';
import type { Account } from './guard.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { consumeOneTimeToken, peekOneTimeToken, revokeOpenLinks } from './one-time-tokens.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { toProfile } from './profile.ts';
import { profileRoutes } from './profile-routes.ts';
import { memoryThrottleStore, redisThrottleStore } from './throttle-store.ts';

export { accountLinks } from './account-mail.ts';

const INVALID_LINK = 'Odkaz je neplatný nebo vypršel. Požádejte prosím o nový.';
const WRONG_CREDENTIALS = 'Nesprávný e-mail nebo heslo.';
const CHECK_EMAIL =
  'Pokud je e-mail v pořádku, poslali jsme na něj odkaz. Zkontrolujte prosím svou schránku.';

// A hash to compare against when the e-mail is unknown, so that timing does not reveal registered e-mails.
const dummyHash = hashPassword('timing-equaliser-password-1');

export interface AccountRoutesOptions {
  role: AccountRole;
  selfRegistration: boolean;
}

/** Sign-in, registration, e-mail verification, password reset and profile routes of one role. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { role, selfRegistration },
) => {
  const { db, clock, tokens, config, redis, redisPrefix } = app.ctx;
  const mail = accountMail(app, role);
  const now = () => clock.now();
  const throttle = createLoginThrottle(
    redis
      ? redisThrottleStore(redis, redisPrefix, (error) =>
          app.log.warn({ err: { message: String(error) } }, 'sign-in throttle: Redis unreachable'),
        )
      : memoryThrottleStore(now),
    now,
  );
  const authRateLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '15 minutes' } };
  const tags = [`auth: ${role}`];

  const findByEmail = async (email: string) => {
    const [account] = await db
      .select()
      .from(accounts)
      .where(
        and(eq(accounts.role, role), sql`lower(${accounts.email}) = ${email}`, isNull(accounts.deletedAt)),
      );
    return account ?? null;
  };
  const liveAccount = async (id: string) => {
    const [account] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, id), eq(accounts.role, role), isNull(accounts.deletedAt)));
    return account ?? null;
  };
  const signFor = (account: Account) =>
    tokens.sign({ id: account.id, email: account.email, role, tv: account.tokenVersion });
  const throttleKey = (email: string) => `${role}:${email}`;

  if (selfRegistration) {
    app.post(
      '/register',
      {
        config: authRateLimit,
        schema: {
          tags,
          summary: 'Create an account; a verification link is e-mailed',
          body: registerRequest,
          response: { 202: messageResponse },
        },
      },
      async (request, reply) => {
        const { email, password, name, phone, companyName, companyId } = request.body;
        if (role === 'business' && !companyName) throw new BadRequestError('Zadejte název firmy.');
        assertPasswordAllowed(password, { email, name });
        // Hash first, for a known e-mail too: both answers take the same time.
        const passwordHash = await hashPassword(password);
        const existing = await findByEmail(email);
        if (existing) {
          // Same answer as for a new e-mail; the owner learns of the attempt by e-mail instead.
          await mail.alreadyRegistered(email);
          return reply.status(202).send({ message: CHECK_EMAIL });
        }
        const [account] = await db
          .insert(accounts)
          .values({
            role,
            email,
            name,
            phone: phone || null,
            companyName: companyName || null,
            companyId: companyId || null,
            passwordHash,
          })
          .onConflictDoNothing()
          .returning();
        if (account) await mail.verification(account);
        return reply.status(202).send({ message: CHECK_EMAIL });
      },
    );

    app.post(
      '/resend-verification',
      {
        config: authRateLimit,
        schema: { tags, body: forgotPasswordRequest, response: { 202: messageResponse } },
      },
      async (request, reply) => {
        const account = await findByEmail(request.body.email);
        if (account && !account.emailVerifiedAt) await mail.verification(account);
        return reply.status(202).send({ message: CHECK_EMAIL });
      },
    );
  }

  app.post(
    '/verify-email',
    {
      config: authRateLimit,
      schema: {
        tags,
        summary:
          'Confirm an e-mail (after registration or an e-mail change) with the single-use link token; signs the account in',
        body: tokenRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      const used = await consumeOneTimeToken(db, request.body.token, ['verify_email', 'change_email'], now());
      const account = used?.accountId ? await liveAccount(used.accountId) : null;
      if (!used || !account) throw new BadRequestError(INVALID_LINK);
      if (used.purpose === 'verify_email') {
        // bound to the address it was sent to: after an e-mail change the old link proves nothing
        if (used.email !== account.email.toLowerCase()) throw new BadRequestError(INVALID_LINK);
        const [verified] = await db
          .update(accounts)
          .set({
            emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now().toISOString()}::timestamptz)`,
          })
          .where(eq(accounts.id, account.id))
          .returning();
        return { token: await signFor(verified!), account: toProfile(verified!) };
      }
      // change_email: valid only while the account still has the address the change started from
      const from = (used.data as { from?: string } | null)?.from;
      if (!used.email || from !== account.email.toLowerCase()) throw new BadRequestError(INVALID_LINK);
      if (await findByEmail(used.email)) {
        throw new BadRequestError('Tento e-mail už nelze použít. Zvolte prosím jiný.');
      }
      const [changed] = await db
        .update(accounts)
        .set({
          email: used.email,
          emailVerifiedAt: now(),
          tokenVersion: sql`${accounts.tokenVersion} + 1`,
        })
        .where(eq(accounts.id, account.id))
        .returning();
      await revokeOpenLinks(db, account.id, ['verify_email', 'reset_password'], now());
      await mail.emailChanged(changed!, from);
      return { token: await signFor(changed!), account: toProfile(changed!) };
    },
  );

  app.post(
    '/restore-email',
    {
      config: authRateLimit,
      schema: {
        tags,
        summary:
          'Undo an e-mail change with the link sent to the old address: restores it, signs every device out and e-mails a reset link',
        body: tokenRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const used = await consumeOneTimeToken(db, request.body.token, 'restore_email', now());
      const account = used?.accountId ? await liveAccount(used.accountId) : null;
      if (!used?.email || !account) throw new BadRequestError(INVALID_LINK);
      const holder = await findByEmail(used.email);
      if (holder && holder.id !== account.id) throw new BadRequestError(INVALID_LINK);
      const [restored] = await db
        .update(accounts)
        .set({
          email: used.email,
          emailVerifiedAt: now(),
          tokenVersion: sql`${accounts.tokenVersion} + 1`,
        })
        .where(eq(accounts.id, account.id))
        .returning();
      await revokeOpenLinks(db, account.id, ['change_email', 'verify_email', 'reset_password'], now());
      await mail.passwordReset(restored!);
      return {
        message:
          'Původní e-mail je obnoven a všechna zařízení jsou odhlášena. Na e-mail jsme vám poslali odkaz pro nastavení nového hesla.',
      };
    },
  );

  app.post(
    '/login',
    {
      config: authRateLimit,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      await throttle.assertAllowed(throttleKey(email), request.ip);
      const account = await findByEmail(email);
      const valid = await verifyPassword(password, account?.passwordHash ?? (await dummyHash));
      if (!account?.passwordHash || !valid) {
        await throttle.recordFailure(throttleKey(email), request.ip);
        throw new UnauthorizedError(WRONG_CREDENTIALS);
      }
      await throttle.recordSuccess(throttleKey(email), request.ip);
      if (!account.emailVerifiedAt) {
        throw new ForbiddenError(
          'Nejdříve prosím potvrďte svůj e-mail. Odkaz jsme vám poslali při registraci.',
        );
      }
      return { token: await signFor(account), account: toProfile(account) };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: authRateLimit,
      schema: {
        tags,
        summary: 'E-mail a single-use password reset link (same answer for unknown e-mails)',
        body: forgotPasswordRequest,
        response: { 202: messageResponse },
      },
    },
    async (request, reply) => {
      const account = await findByEmail(request.body.email);
      if (account) await mail.passwordReset(account);
      return reply.status(202).send({ message: CHECK_EMAIL });
    },
  );

  app.post(
    '/update-password',
    {
      config: authRateLimit,
      schema: {
        tags,
        summary: 'Set a new password with the reset link token; signs out every other session',
        body: resetPasswordRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      const link = await peekOneTimeToken(db, request.body.token, 'reset_password', now());
      const owner = link?.accountId ? await liveAccount(link.accountId) : null;
      if (!link || !owner || link.email !== owner.email.toLowerCase())
        throw new BadRequestError(INVALID_LINK);
      assertPasswordAllowed(request.body.password, { email: owner.email, name: owner.name });
      const passwordHash = await hashPassword(request.body.password);
      const used = await consumeOneTimeToken(db, request.body.token, 'reset_password', now());
      if (!used?.accountId) throw new BadRequestError(INVALID_LINK);
      const [account] = await db
        .update(accounts)
        .set({
          passwordHash,
          tokenVersion: sql`${accounts.tokenVersion} + 1`,
          // the link proves the mailbox, so it verifies the e-mail too
          emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now().toISOString()}::timestamptz)`,
        })
        .where(and(eq(accounts.id, used.accountId), eq(accounts.role, role), isNull(accounts.deletedAt)))
        .returning();
      if (!account) throw new BadRequestError(INVALID_LINK);
      await revokeOpenLinks(db, account.id, ['reset_password'], now());
      await throttle.recordSuccess(throttleKey(account.email.toLowerCase()), request.ip);
      await mail.passwordChanged(account);
      return { token: await signFor(account), account: toProfile(account) };
    },
  );

  await app.register(profileRoutes, { role, mail, findByEmail, signFor });
  if (role === 'superadmin') await app.register(auditRoutes);
};
