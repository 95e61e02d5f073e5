import { REFERRAL_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { listReferrals } from './services/list-referrals.ts';
import { ownReferral } from './services/own-referral.ts';
import { revokeReferral } from './services/revoke-referral.ts';

/**
 * Referral links and rewards. The reward is decided by a job once a purchase stands
 * (`decideStandingReferralRewards`); a refund takes it back through payments' hook (plugins/referrals.ts).
 */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config } = app.ctx;
  const publicUrl = config.PUBLIC_URL;

  routeFromCall(app, REFERRAL_CALLS.mine, { tags: ['user'] }, async ({ request }) =>
    ownReferral(db, { id: currentAccount(request).id, role: 'user' }, publicUrl),
  );
  routeFromCall(app, REFERRAL_CALLS.trainer, { tags: ['trainer'] }, async ({ request }) =>
    ownReferral(db, { id: currentAccount(request).id, role: 'trainer' }, publicUrl),
  );
  const tags = { tags: ['superadmin'] };
  routeFromCall(app, REFERRAL_CALLS.list, tags, async ({ query }) => listReferrals(db, query));
  routeMoneyCall(app, REFERRAL_CALLS.revoke, tags, async ({ params, body, request }) =>
    revokeReferral({ db, mailer, now: () => clock.now() }, currentAccount(request), params.refereeId, body),
  );
};
