import {
  type AccountRole,
  accountProfile,
  changePasswordRequest,
  deleteAccountRequest,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  registerRequest,
  resetPasswordRequest,
  tokenRequest,
  updateProfileRequest,
} from '@champions/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accounts } from '../../db/schema.ts';
import { mailTemplates } from '../../mail/templates.ts';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../shared/errors.ts';
import { eraseAccount } from './erase.ts';
import { type Account, currentAccount, requireRole } from './guard.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { consumeOneTimeToken, issueOneTimeToken, mayIssueLink } from './one-time-tokens.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { toProfile } from './profile.ts';

/** Where the web app handles each link a role receives by e-mail. */
export function accountLinks(role: AccountRole) {
  switch (role) {
    case 'user':
    case 'admin':
      return {
        verify: `/${role}/verify-email`,
        reset: `/${role}/update-password`,
        login: `/${role}/login`,
      };
    case 'business':
      return {
        verify: '/business/sign-in',
        reset: '/zapomenute-heslo?role=business',
        login: '/business/sign-in',
      };
    default:
      return { verify: '/prihlaseni', reset: `/zapomenute-heslo?role=${role}`, login: `/${role}/login` };
  }
}

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
  const { db, clock, mailer, tokens, config } = app.ctx;
  const links = accountLinks(role);
  const linkUrl = (path: string, token: string) =>
    `${config.PUBLIC_URL}${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
  const throttle = createLoginThrottle(() => clock.now());
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
  const signFor = (account: Account) =>
    tokens.sign({ id: account.id, email: account.email, role, tv: account.tokenVersion });
  const sendVerification = async (account: Account) => {
    if (!(await mayIssueLink(db, account.id, 'verify_email', clock.now()))) return;
    const token = await issueOneTimeToken(db, {
      purpose: 'verify_email',
      accountId: account.id,
      now: clock.now(),
    });
    await mailer.send(
      account.email,
      'verify_email',
      mailTemplates.verifyEmail(account.name, linkUrl(links.verify, token)),
    );
  };

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
        const existing = await findByEmail(email);
        if (existing) {
          // Same answer as for a new e-mail; the owner learns of the attempt by e-mail instead.
          await mailer.send(
            email,
            'already_registered',
            mailTemplates.alreadyRegistered(`${config.PUBLIC_URL}${links.login}`),
          );
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
            passwordHash: await hashPassword(password),
          })
          .onConflictDoNothing()
          .returning();
        if (account) await sendVerification(account);
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
        if (account && !account.emailVerifiedAt) await sendVerification(account);
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
        summary: 'Confirm the e-mail with the single-use link token; signs the account in',
        body: tokenRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      const used = await consumeOneTimeToken(db, request.body.token, 'verify_email', clock.now());
      if (!used?.accountId) throw new BadRequestError(INVALID_LINK);
      const [account] = await db
        .update(accounts)
        .set({ emailVerifiedAt: clock.now() })
        .where(and(eq(accounts.id, used.accountId), eq(accounts.role, role), isNull(accounts.deletedAt)))
        .returning();
      if (!account) throw new BadRequestError(INVALID_LINK);
      return { token: await signFor(account), account: toProfile(account) };
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
      const throttleKey = `${role}:${email}`;
      throttle.assertAllowed(throttleKey);
      const account = await findByEmail(email);
      const valid = await verifyPassword(password, account?.passwordHash ?? (await dummyHash));
      if (!account?.passwordHash || !valid) {
        throttle.recordFailure(throttleKey);
        throw new UnauthorizedError(WRONG_CREDENTIALS);
      }
      throttle.reset(throttleKey);
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
      if (account && (await mayIssueLink(db, account.id, 'reset_password', clock.now()))) {
        const token = await issueOneTimeToken(db, {
          purpose: 'reset_password',
          accountId: account.id,
          now: clock.now(),
        });
        await mailer.send(
          account.email,
          'reset_password',
          mailTemplates.resetPassword(linkUrl(links.reset, token)),
        );
      }
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
      const passwordHash = await hashPassword(request.body.password);
      const used = await consumeOneTimeToken(db, request.body.token, 'reset_password', clock.now());
      if (!used?.accountId) throw new BadRequestError(INVALID_LINK);
      const [account] = await db
        .update(accounts)
        .set({
          passwordHash,
          tokenVersion: sql`${accounts.tokenVersion} + 1`,
          // the link proves the mailbox, so it verifies the e-mail too
          emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${clock.now().toISOString()}::timestamptz)`,
        })
        .where(and(eq(accounts.id, used.accountId), eq(accounts.role, role), isNull(accounts.deletedAt)))
        .returning();
      if (!account) throw new BadRequestError(INVALID_LINK);
      throttle.reset(`${role}:${account.email}`);
      return { token: await signFor(account), account: toProfile(account) };
    },
  );

  const guarded = { preHandler: requireRole(role), schema: { tags, security: [{ [role]: [] }] } } as const;

  app.get(
    '/me',
    { ...guarded, schema: { ...guarded.schema, response: { 200: accountProfile } } },
    async (request) => toProfile(currentAccount(request)),
  );

  app.put(
    '/me',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Change name, phone or e-mail (a new e-mail must be verified again)',
        body: updateProfileRequest,
        response: { 200: accountProfile },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const { name, phone, email } = request.body;
      const emailChanged = email !== undefined && email !== account.email.toLowerCase();
      if (emailChanged && (await findByEmail(email)))
        throw new ConflictError('Tento e-mail už používá jiný účet.');
      const [updated] = await db
        .update(accounts)
        .set({
          name,
          ...(phone !== undefined ? { phone } : {}),
          ...(emailChanged ? { email, emailVerifiedAt: null } : {}),
        })
        .where(eq(accounts.id, account.id))
        .returning();
      if (emailChanged) await sendVerification(updated!);
      return toProfile(updated!);
    },
  );

  app.put(
    '/me/password',
    {
      ...guarded,
      config: authRateLimit,
      schema: {
        ...guarded.schema,
        summary: 'Change the password; other sessions are signed out and a new token is returned',
        body: changePasswordRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      if (
        !account.passwordHash ||
        !(await verifyPassword(request.body.currentPassword, account.passwordHash))
      ) {
        throw new BadRequestError('Současné heslo není správné.', {
          fields: [{ field: 'body.currentPassword', message: 'Současné heslo není správné.' }],
        });
      }
      const [updated] = await db
        .update(accounts)
        .set({
          passwordHash: await hashPassword(request.body.newPassword),
          tokenVersion: sql`${accounts.tokenVersion} + 1`,
        })
        .where(eq(accounts.id, account.id))
        .returning();
      return { token: await signFor(updated!), account: toProfile(updated!) };
    },
  );

  app.delete(
    '/me',
    {
      ...guarded,
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
    '/logout-everywhere',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Revoke every token of this account',
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
