// Writes dist/routes.json: every page path pattern of the web router (the one route table), so the
// server can answer 404 for an address no page has (see apps/api/src/web/page-routes.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = await createServer({
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { allRoutes } = await server.ssrLoadModule('/src/router.tsx');
  const routes = await allRoutes();
  const { NotFoundPage } = await server.ssrLoadModule('/src/shared/ui/NotFoundPage.tsx');
  const patterns = new Set();
  // A page is a leaf or an index route; a route that renders the not-found page (the catch-alls and
  // the routes of features still to come) is no page.
  const walk = (list, base) => {
    for (const route of list) {
      let path = base;
      if (route.path !== undefined) {
        path = route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
      }
      const isLeaf = !route.children || route.children.length === 0;
      if ((isLeaf || route.index) && route.Component !== NotFoundPage) {
        patterns.add(path.replace(/\/+$/, '') || '/');
      }
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '/');
  const list = [...patterns].sort();
  writeFileSync(new URL('../dist/routes.json', import.meta.url), `${JSON.stringify(list, null, 1)}\n`);
  console.log(`routes.json: ${list.length} page paths`);
} finally {
  await server.close();
}
