import { ACCOUNT_CALLS, type AccountRole } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesIn } from '../../shared/answer-texts.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { accountMail } from './account-mail.ts';
import { auditRoutes } from './audit-routes.ts';
import type {} from './login-throttle.ts';
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

export { accountLinks } from './account-mail.ts';

export interface AccountRoutesOptions {
  role: AccountRole;
  selfRegistration: boolean;
}

/**
 * Sign-in, registration, e-mail verification, password reset and profile routes of one role, registered
 * from the contract's route table (ACCOUNT_CALLS) under `/{role}`.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { role, selfRegistration },
) => {
  const { db, clock, tokens, config } = app.ctx;
  const mail = accountMail(app, role);
  const now = () => clock.now();
  const throttle = app.loginThrottle;
  const sign = (account: Account) =>
    tokens.sign({ id: account.id, email: account.email, role, tv: account.tokenVersion });
  /** the services' view of this role, at the time of the request */
  const flow = (): AccountFlow => ({ db, role, now: now(), mail, sign });
  const authRateLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '15 minutes' } };
  const tags = [`auth: ${role}`];

  const calls = ACCOUNT_CALLS;
  const limited = { tags, role, config: authRateLimit };

  if (selfRegistration) {
    routeFromCall(app, calls.register, limited, async ({ body, language }) => {
      await register(flow(), { ...body, language: body.language ?? language });
      return { message: messagesIn(language).CHECK_EMAIL };
    });
    routeFromCall(app, calls.resendVerification, limited, async ({ body, language }) => {
      await resendVerification(flow(), body.email);
      return { message: messagesIn(language).CHECK_EMAIL };
    });
  }
  routeFromCall(app, calls.verifyEmail, limited, async ({ body }) => verifyEmail(flow(), body.token));
  routeFromCall(app, calls.restoreEmail, limited, async ({ body, language }) => {
    await restoreEmail(flow(), body.token);
    return { message: messagesIn(language).EMAIL_RESTORED };
  });
  routeFromCall(app, calls.login, limited, async ({ body, request }) =>
    login(flow(), throttle, { ...body, ip: request.ip }),
  );
  routeFromCall(app, calls.forgotPassword, limited, async ({ body, language }) => {
    await forgotPassword(flow(), body.email);
    return { message: messagesIn(language).CHECK_EMAIL };
  });
  routeFromCall(app, calls.updatePassword, limited, async ({ body, request }) =>
    resetPassword(flow(), throttle, { ...body, ip: request.ip }),
  );

  await app.register(profileRoutes, { flow });
  if (role === 'superadmin') await app.register(auditRoutes);
};
