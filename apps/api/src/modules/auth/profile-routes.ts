import {
  accountProfile,
  changePasswordRequest,
  deleteAccountRequest,
  loginResponse,
  messageResponse,
  updateProfileRequest,
} from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../shared/messages.ts';
import { currentAccount, requireRole, revokeCurrentToken } from './guard.ts';
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

/** The signed-in account's own routes: profile, e-mail and password change, erasure, sign-out. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { flow }) => {
  const { config } = app.ctx;
  const { role } = flow();
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
    async (request) => updateProfile(flow(), currentAccount(request), request.body),
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
    async (request) => changePassword(flow(), currentAccount(request), request.body),
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
      await eraseOwnAccount(flow(), currentAccount(request), request.body.password);
      return { message: MESSAGES.ACCOUNT_ERASED };
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
      return { message: MESSAGES.SIGNED_OUT };
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
      await signOutEverywhere(flow().db, currentAccount(request));
      return { message: MESSAGES.SIGNED_OUT_EVERYWHERE };
    },
  );
};
