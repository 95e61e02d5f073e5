import { ACCOUNT_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesIn } from '../../shared/answer-texts.ts';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount, revokeCurrentToken } from './guard.ts';
import { toProfile } from './profile.ts';
import type { AccountFlow } from './services/account-flow.ts';
import { changePassword } from './services/change-password.ts';
import { eraseOwnAccount } from './services/erase-own-account.ts';
import { signOutEverywhere } from './services/sign-out-everywhere.ts';
import { updateProfile } from './services/update-profile.ts';

export interface ProfileRoutesOptions {
  /** the services' view of the role, at the time of the request */
  flow(): AccountFlow;
}

/**
 * The signed-in account's own routes (ACCOUNT_CALLS with role 'account'): profile, e-mail and
 * password change, erasure, sign-out.
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { flow }) => {
  const { config, db } = app.ctx;
  const { role } = flow();
  const calls = ACCOUNT_CALLS;
  const own = { tags: [`auth: ${role}`], role };
  const sensitive = {
    ...own,
    config: { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '15 minutes' } },
  };

  routeFromCall(app, calls.me, own, async ({ request }) => toProfile(currentAccount(request)));
  routeFromCall(app, calls.updateMe, sensitive, async ({ body, request }) =>
    updateProfile(flow(), currentAccount(request), body),
  );
  routeFromCall(app, calls.changePassword, sensitive, async ({ body, request }) =>
    changePassword(flow(), currentAccount(request), body),
  );
  routeFromCall(app, calls.deleteMe, sensitive, async ({ body, request, language }) => {
    // the card provider's customer goes too (its e-mail and name are personal data)
    const customers = app.payments.provider;
    await eraseOwnAccount(
      { db, customers, changed: app.ctx.catalogueChanged, now: flow().now },
      currentAccount(request),
      body.password,
    );
    return { message: messagesIn(language).ACCOUNT_ERASED };
  });
  routeFromCall(app, calls.logout, own, async ({ request, language }) => {
    await revokeCurrentToken(request);
    return { message: messagesIn(language).SIGNED_OUT };
  });
  routeFromCall(app, calls.logoutEverywhere, own, async ({ request, language }) => {
    await signOutEverywhere(flow().db, currentAccount(request));
    return { message: messagesIn(language).SIGNED_OUT_EVERYWHERE };
  });
};
