import { PARTNER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { loadApprovalStatus } from './services/approval-status.ts';
import { askForSupport } from './services/ask-for-support.ts';
import { listTrainers } from './services/list-trainers.ts';
import { readSettings } from './services/read-settings.ts';
import { referralOf } from './services/referral-of.ts';
import { submitForApproval } from './services/submit-for-approval.ts';
import { updateSettings } from './services/update-settings.ts';

/** Company settings, the first-run checklist, support requests, trainers and the referral link of the partner. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.ctx;
  const tags = { tags: ['admin'] };
  const adminId = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).id;

  routeFromCall(app, PARTNER_CALLS.settings, tags, async ({ request }) => readSettings(db, adminId(request)));
  routeFromCall(app, PARTNER_CALLS.saveSettings, tags, async ({ body, request }) =>
    updateSettings(db, adminId(request), body, clock.now()),
  );
  routeFromCall(app, PARTNER_CALLS.approval, tags, async ({ request }) =>
    loadApprovalStatus(db, adminId(request), clock.now()),
  );
  routeFromCall(app, PARTNER_CALLS.submitApproval, tags, async ({ request, language }) =>
    submitForApproval(db, currentAccount(request), clock.now(), language),
  );
  routeFromCall(
    app,
    PARTNER_CALLS.support,
    { ...tags, config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
    async ({ body, request, language }) => askForSupport(db, currentAccount(request), body, language),
  );
  routeFromCall(app, PARTNER_CALLS.trainers, tags, async ({ request }) =>
    listTrainers(db, adminId(request), clock.now()),
  );
  routeFromCall(app, PARTNER_CALLS.referral, tags, async ({ request }) =>
    referralOf(db, adminId(request), config.PUBLIC_URL),
  );
};
