import { ACCOUNT_CALLS, type AccountRole } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesIn } from '../../shared/answer-texts.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { revokeCurrentToken } from './guard.ts';
import { toProfile } from './profile.ts';
import { changePassword } from './services/change-password.ts';
import { eraseOwnAccount } from './services/erase-own-account.ts';
import { signOutEverywhere } from './services/sign-out-everywhere.ts';
import { updateProfile } from './services/update-profile.ts';

export interface ProfileRoutesOptions {
  /** the role whose signed-in accounts these routes serve */
  role: AccountRole;
}

/**
 * The signed-in account's own routes (ACCOUNT_CALLS with role 'account'): profile, e-mail and
 * password change, erasure, sign-out.
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { role }) => {
  const calls = ACCOUNT_CALLS;
  const own = { tags: [`auth: ${role}`], role };
  const sensitive = {
    ...own,
    config: { rateLimit: { max: app.ctx.config.AUTH_RATE_LIMIT, timeWindow: '15 minutes' } },
  };

  routeFromCall(app, calls.me, own, async ({ actor }) => toProfile(actor));
  routeFromCall(app, calls.updateMe, sensitive, async ({ ctx, actor, body }) =>
    updateProfile(ctx, actor, body),
  );
  routeFromCall(app, calls.changePassword, sensitive, async ({ ctx, actor, body }) =>
    changePassword(ctx, actor, body),
  );
  routeFromCall(app, calls.deleteMe, sensitive, async ({ ctx, actor, body }) =>
    eraseOwnAccount(ctx, actor, body),
  );
  // this request's token only (the guard knows which)
  routeFromCall(app, calls.logout, own, async ({ request, language }) => {
    await revokeCurrentToken(request);
    return { message: messagesIn(language).SIGNED_OUT };
  });
  routeFromCall(app, calls.logoutEverywhere, own, async ({ ctx, actor }) => signOutEverywhere(ctx, actor));
};
