import type { Plugin } from 'vite';

/** React Router's data routers: the app renders its routes in declarative mode only. */
const DATA_ROUTER_IMPORT =
  /import\s*\{[^}]*\b(createBrowserRouter|createHashRouter|createMemoryRouter|RouterProvider)\b[^}]*\}\s*from\s*['"]react-router['"]/;

/**
 * What the app's declarative mode never runs, taken out of the module that defines it: the route
 * matches are never given a data router's state (`_renderMatches`), so no route renders React Router's
 * own error boundary (with the server components' redirects, `RSCErrorHandler`) or its default error
 * page, and no route is a data route (`useNavigate` is the declarative one).
 */
const DECLARATIVE_ONLY: [string, string][] = [
  [
    'function _renderMatches(matches, parentMatches = [], dataRouterOpts) {',
    'function _renderMatches(matches, parentMatches = [], _dataRouterOpts) {\n  const dataRouterOpts = void 0;',
  ],
  ['return isDataRoute ? useNavigateStable() : useNavigateUnstable();', 'return useNavigateUnstable();'],
  // the boundary's context type set inside its class, so the unused class is no longer kept by the assignment
  ['RenderErrorBoundary.contextType = RSCRouterContext;', ''],
  [
    'var RenderErrorBoundary = class extends React2.Component {',
    'var RenderErrorBoundary = class extends React2.Component {\n  static contextType = RSCRouterContext;',
  ],
];

/**
 * React Router's bundle creates its components and contexts with top-level calls
 * (`var Form = React.forwardRef(...)`, `Form.displayName = "Form"`) that a bundler must keep, as it
 * cannot know they have no side effects: every component ships, used or not (`Form`, `useSubmit`,
 * `fetcher.Form`...). This marks those calls pure and drops the `displayName` lines (React DevTools
 * names only), so unused components are tree-shaken from the first JavaScript.
 *
 * It also takes out `<Link prefetch>`: that prop only works in React Router's framework mode (it
 * reads the framework's route manifest), which this app does not use, yet every `Link` carried the
 * framework's prefetch code. A `prefetch` prop now does nothing (none is passed anywhere).
 *
 * The package resolves to its development build in every build, production too (its `exports` name
 * no other), whose only difference from its production build is `ENABLE_DEV_WARNINGS = true`: the
 * warnings' code and texts went into every page. The production build's value is set here.
 *
 * And it takes out what only a data router runs (`DECLARATIVE_ONLY`); an app module that imports a
 * data router (`createBrowserRouter`, `RouterProvider`...) fails the build, as it would get no error
 * boundaries from React Router. Tests (vitest) run the package as it is.
 */
export function reactRouterPure(): Plugin {
  return {
    name: 'champions-react-router-pure',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('node_modules')) {
        const dataRouter = DATA_ROUTER_IMPORT.exec(code);
        if (dataRouter && /\.tsx?$/.test(id)) {
          this.error(
            `${id} imports ${dataRouter[1]}: the build takes React Router's data router code out (build/react-router-pure.ts)`,
          );
        }
        return null;
      }
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/.test(id)) return null;
      let out = code
        .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/, '[false, null, {}]')
        .replace(
          /\/\* @__PURE__ \*\/ React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)/,
          'null',
        );
      if (out.includes('function _renderMatches(')) {
        for (const [from, to] of DECLARATIVE_ONLY) {
          if (!out.includes(from))
            this.error(`React Router changed: "${from}" not found (build/react-router-pure.ts)`);
          out = out.replace(from, to);
        }
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
