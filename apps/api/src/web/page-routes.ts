import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The web app's page paths (written by the web build into dist/routes.json from its router, the one
 * route table), so the server answers 404 for an address that no page has. Patterns use React
 * Router's syntax: `:param` (one segment), `:param?` (optional), `*` (the rest).
 */
export type PageRouteMatcher = (pathname: string) => boolean;

const escapeRegExp = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/** A regular expression for one React Router pattern (case-insensitive, trailing slash allowed). */
export function patternToRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  let source = '';
  for (const segment of segments) {
    if (segment === '*') source += '(?:/.*)?';
    else if (segment.startsWith(':')) source += segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    else if (segment.endsWith('?')) source += `(?:/${escapeRegExp(segment.slice(0, -1))})?`;
    else source += `/${escapeRegExp(segment)}`;
  }
  return new RegExp(`^${source || '/?'}/?$`, 'i');
}

/** A matcher for the page patterns; every path matches when the list is missing (an older build). */
export function pageRouteMatcher(patterns: readonly string[] | null): PageRouteMatcher {
  if (patterns === null) return () => true;
  const expressions = patterns.map(patternToRegExp);
  return (pathname) => expressions.some((expression) => expression.test(pathname));
}

/** Reads dist/routes.json of the built web app; null when the build has none. */
export function loadPageRoutes(distDir: string): string[] | null {
  const file = join(distDir, 'routes.json');
  if (!existsSync(file)) return null;
  const list: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(list) && list.every((item) => typeof item === 'string') ? list : null;
}
