import { BO_ORGANISATION_CALLS as CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { createBoOrganisation } from './services/create-bo-organisation.ts';
import { linkBoOrganisationAdmin } from './services/link-bo-organisation-admin.ts';
import { listBoOrganisations } from './services/list-bo-organisations.ts';
import { unlinkBoOrganisationAdmin } from './services/unlink-bo-organisation-admin.ts';

/** The back office's partner organisations (BO_ORGANISATION_CALLS): list, create, link and unlink admins. */
export const organisationBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config } = app.ctx;
  const tags = { tags: ['superadmin'] };

  routeFromCall(app, CALLS.list, tags, async () => listBoOrganisations(db));
  routeFromCall(app, CALLS.create, tags, async ({ body, request, language }) =>
    createBoOrganisation(
      { db, mailer, publicUrl: config.PUBLIC_URL },
      currentAccount(request),
      body,
      clock.now(),
      language,
    ),
  );
  routeFromCall(app, CALLS.link, tags, async ({ params, body, request, language }) =>
    linkBoOrganisationAdmin(db, currentAccount(request), params.id, body.adminId, language),
  );
  routeFromCall(app, CALLS.unlink, tags, async ({ params, request, language }) =>
    unlinkBoOrganisationAdmin(db, currentAccount(request), params.id, params.adminId, language),
  );
};
