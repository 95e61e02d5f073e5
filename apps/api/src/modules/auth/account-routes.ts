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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../shared/messages.ts';
import { accountMail } from './account-mail.ts';
import { auditRoutes } from './audit-routes.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { profileRoutes } from './profile-routes.ts';
import type { Account } from './repository.ts';
import type { AccountFlow } from './services/account-flow.ts';
import { forgotPassword } from './services/forgot-password.ts';
import { login } from './services/login.ts';
import { register } from './services/register.ts';
import { resendVerification } from './services/resend-verification.ts';
import { resetPassword } from './services/reset-password.ts';
import { restoreEmail } from './services/restore-email.ts';
import { verifyEmail } from './services/verify-email.ts';
import { memoryThrottleStore, redisThrottleStore } from './throttle-store.ts';

export { accountLinks } from './account-mail.ts';

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
  const sign = (account: Account) =>
    tokens.sign({ id: account.id, email: account.email, role, tv: account.tokenVersion });
  /** the services' view of this role, at the time of the request */
  const flow = (): AccountFlow => ({ db, role, now: now(), mail, sign });
  const authRateLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '15 minutes' } };
  const tags = [`auth: ${role}`];

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
        await register(flow(), request.body);
        return reply.status(202).send({ message: MESSAGES.CHECK_EMAIL });
      },
    );

    app.post(
      '/resend-verification',
      {
        config: authRateLimit,
        schema: { tags, body: forgotPasswordRequest, response: { 202: messageResponse } },
      },
      async (request, reply) => {
        await resendVerification(flow(), request.body.email);
        return reply.status(202).send({ message: MESSAGES.CHECK_EMAIL });
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
    async (request) => verifyEmail(flow(), request.body.token),
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
      await restoreEmail(flow(), request.body.token);
      return { message: MESSAGES.EMAIL_RESTORED };
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
    async (request) => login(flow(), throttle, { ...request.body, ip: request.ip }),
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
      await forgotPassword(flow(), request.body.email);
      return reply.status(202).send({ message: MESSAGES.CHECK_EMAIL });
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
    async (request) => resetPassword(flow(), throttle, { ...request.body, ip: request.ip }),
  );

  await app.register(profileRoutes, { flow });
  if (role === 'superadmin') await app.register(auditRoutes);
};
