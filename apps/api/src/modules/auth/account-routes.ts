import { ACCOUNT_CALLS, type AccountRole } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { auditRoutes } from './audit-routes.ts';
import { profileRoutes } from './profile-routes.ts';
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
  const authRateLimit = { rateLimit: { max: app.ctx.config.AUTH_RATE_LIMIT, timeWindow: '15 minutes' } };
  const tags = [`auth: ${role}`];

  const calls = ACCOUNT_CALLS;
  const limited = { tags, role, config: authRateLimit };

  if (selfRegistration) {
    routeFromCall(app, calls.register, limited, async ({ ctx, actor, body }) =>
      register(ctx, actor, { ...body, role }),
    );
    routeFromCall(app, calls.resendVerification, limited, async ({ ctx, actor, body }) =>
      resendVerification(ctx, actor, { ...body, role }),
    );
  }
  routeFromCall(app, calls.verifyEmail, limited, async ({ ctx, actor, body }) =>
    verifyEmail(ctx, actor, { ...body, role }),
  );
  routeFromCall(app, calls.restoreEmail, limited, async ({ ctx, actor, body }) =>
    restoreEmail(ctx, actor, { ...body, role }),
  );
  // the caller's address counts in the sign-in throttle
  routeFromCall(app, calls.login, limited, async ({ ctx, actor, body, request }) =>
    login(ctx, actor, { ...body, role, ip: request.ip }),
  );
  routeFromCall(app, calls.forgotPassword, limited, async ({ ctx, actor, body }) =>
    forgotPassword(ctx, actor, { ...body, role }),
  );
  routeFromCall(app, calls.updatePassword, limited, async ({ ctx, actor, body, request }) =>
    resetPassword(ctx, actor, { ...body, role, ip: request.ip }),
  );

  await app.register(profileRoutes, { role });
  if (role === 'superadmin') await app.register(auditRoutes);
};
