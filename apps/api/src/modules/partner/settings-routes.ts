import { PARTNER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { loadApprovalStatus } from './services/approval-status.ts';
import { askForSupport } from './services/ask-for-support.ts';
import { listTrainers } from './services/list-trainers.ts';
import { readOwnSettings } from './services/read-own-settings.ts';
import { referralOf } from './services/referral-of.ts';
import { submitForApproval } from './services/submit-for-approval.ts';
import { updateSettings } from './services/update-settings.ts';

/** Company settings, the first-run checklist, support requests, trainers and the referral link of the partner. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['admin'] };

  routeFromCall(app, PARTNER_CALLS.settings, tags, async ({ ctx, actor }) => readOwnSettings(ctx, actor));
  routeFromCall(app, PARTNER_CALLS.saveSettings, tags, async ({ ctx, actor, body }) =>
    updateSettings(ctx, actor, body),
  );
  routeFromCall(app, PARTNER_CALLS.approval, tags, async ({ ctx, actor }) => loadApprovalStatus(ctx, actor));
  routeFromCall(app, PARTNER_CALLS.submitApproval, tags, async ({ ctx, actor }) =>
    submitForApproval(ctx, actor),
  );
  routeFromCall(
    app,
    PARTNER_CALLS.support,
    { ...tags, config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
    async ({ ctx, actor, body }) => askForSupport(ctx, actor, body),
  );
  routeFromCall(app, PARTNER_CALLS.trainers, tags, async ({ ctx, actor }) => listTrainers(ctx, actor));
  routeFromCall(app, PARTNER_CALLS.referral, tags, async ({ ctx, actor }) => referralOf(ctx, actor));
};
