import type { Plugin } from 'vite';

/**
 * React Router's bundle creates its components and contexts with top-level calls
 * (`var Form = React.forwardRef(...)`, `Form.displayName = "Form"`) that a bundler must keep, as it
 * cannot know they have no side effects: every component ships, used or not (`Form`, `useSubmit`,
 * `fetcher.Form`...). This marks those calls pure and drops the `displayName` lines (React DevTools
 * names only), so unused components are tree-shaken from the first JavaScript.
 */
export function reactRouterPure(): Plugin {
  return {
    name: 'champions-react-router-pure',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/.test(id)) return null;
      const out = code
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2');
      return out === code ? null : { code: out, map: null };
    },
  };
}
