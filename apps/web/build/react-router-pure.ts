import type { Plugin } from 'vite';

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
 */
export function reactRouterPure(): Plugin {
  return {
    name: 'champions-react-router-pure',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/.test(id)) return null;
      const out = code
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/, '[false, null, {}]')
        .replace(
          /\/\* @__PURE__ \*\/ React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)/,
          'null',
        );
      return out === code ? null : { code: out, map: null };
    },
  };
}
