import { REFERRAL_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { listReferrals } from './services/list-referrals.ts';
import { ownReferral } from './services/own-referral.ts';
import { revokeReferral } from './services/revoke-referral.ts';

/**
 * Referral links and rewards. The reward is decided by a job once a purchase stands
 * (`decideStandingReferralRewards`); a refund takes it back through payments' hook (plugins/referrals.ts).
 */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  routeFromCall(app, REFERRAL_CALLS.mine, { tags: ['user'] }, async ({ ctx, actor }) =>
    ownReferral(ctx, actor, { role: 'user' }),
  );
  routeFromCall(app, REFERRAL_CALLS.trainer, { tags: ['trainer'] }, async ({ ctx, actor }) =>
    ownReferral(ctx, actor, { role: 'trainer' }),
  );
  const tags = { tags: ['superadmin'] };
  routeFromCall(app, REFERRAL_CALLS.list, tags, async ({ ctx, actor, query }) =>
    listReferrals(ctx, actor, query),
  );
  routeMoneyCall(app, REFERRAL_CALLS.revoke, tags, async ({ ctx, actor, params, body }) =>
    revokeReferral(ctx, actor, { refereeId: params.refereeId, ...body }),
  );
};
