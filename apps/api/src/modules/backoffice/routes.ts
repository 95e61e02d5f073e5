import { BACKOFFICE_CALLS, CATEGORY_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { createCategory } from './services/create-category.ts';
import { deleteCategory } from './services/delete-category.ts';
import { listCategories } from './services/list-categories.ts';
import { loadSuperadminData } from './services/load-superadmin-data.ts';
import { moveCategory } from './services/move-category.ts';
import { startImpersonation } from './services/start-impersonation.ts';
import { updateCategory } from './services/update-category.ts';

/** The back office calls (the route table's BACKOFFICE_CALLS): parse, call the service, answer. */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, tokens } = app.ctx;
  const tags = { tags: ['superadmin'] };

  routeFromCall(app, BACKOFFICE_CALLS.overview, tags, async () => loadSuperadminData(db, clock.now()));
  routeFromCall(app, BACKOFFICE_CALLS.impersonate, tags, async ({ body, request }) =>
    startImpersonation(db, tokens, currentAccount(request), body.adminId),
  );

  // the category lists (issue 32): every change clears the public cache, so the filters show it at once
  const write = { db, changed: app.ctx.catalogueChanged };
  routeFromCall(app, CATEGORY_CALLS.list, tags, async ({ query }) => listCategories(db, query));
  routeFromCall(app, CATEGORY_CALLS.create, tags, async ({ body, request }) =>
    createCategory(write, currentAccount(request), body),
  );
  routeFromCall(app, CATEGORY_CALLS.update, tags, async ({ params, body, request }) =>
    updateCategory(write, currentAccount(request), params, body),
  );
  routeFromCall(app, CATEGORY_CALLS.move, tags, async ({ params, body, request }) =>
    moveCategory(write, currentAccount(request), params, body.direction),
  );
  routeFromCall(app, CATEGORY_CALLS.remove, tags, async ({ params, request }) =>
    deleteCategory(write, currentAccount(request), params),
  );
};
