import { BO_ORGANISATION_CALLS as CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { createBoOrganisation } from './services/create-bo-organisation.ts';
import { linkBoOrganisationAdmin } from './services/link-bo-organisation-admin.ts';
import { listBoOrganisations } from './services/list-bo-organisations.ts';
import { unlinkBoOrganisationAdmin } from './services/unlink-bo-organisation-admin.ts';

/** The back office's partner organisations (BO_ORGANISATION_CALLS): list, create, link and unlink admins. */
export const organisationBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['superadmin'] };

  routeFromCall(app, CALLS.list, tags, async ({ ctx, actor }) => listBoOrganisations(ctx, actor));
  routeFromCall(app, CALLS.create, tags, async ({ ctx, actor, body }) =>
    createBoOrganisation(ctx, actor, body),
  );
  routeFromCall(app, CALLS.link, tags, async ({ ctx, actor, params, body }) =>
    linkBoOrganisationAdmin(ctx, actor, { organisationId: params.id, adminId: body.adminId }),
  );
  routeFromCall(app, CALLS.unlink, tags, async ({ ctx, actor, params }) =>
    unlinkBoOrganisationAdmin(ctx, actor, { organisationId: params.id, adminId: params.adminId }),
  );
};
