import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PAGES } from '@champions/domain';
import { describe, expect, it } from 'vitest';

/**
 * One module of page paths (docs/architecture.md): every page path lives in packages/domain/src/navigation/pages.ts
 * (`PAGES`). This test fails when a page path is written as a literal anywhere else in the web app, or
 * when the API builds an e-mail link, the sitemap or page meta from a literal. No file is exempt.
 */

const root = join(import.meta.dirname, '../../..');

/** The first segments of every page path: `/user/...` → 'user', `/mapa` → 'mapa'. */
function pageSegments(): Set<string> {
  const segments = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') segments.add(value.split(/[/?]/)[1] ?? '');
    else if (typeof value === 'function') segments.add(String(value('x')).split('/')[1] ?? '');
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(PAGES);
  segments.delete('');
  return segments;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

/** Code without comments and without API call paths (those are the contract's, not pages). */
function pageCode(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/apiFetch(<[^>(]*(\([^)]*\)[^>(]*)*>)?\(\s*(['"`])[^'"`]*\3/g, 'apiFetch(API')
    .replace(/(useProfile\(|apiPath=|api: )(['"`])[^'"`]*\2/g, '$1API');
}

function literalsIn(code: string, segments: Set<string>): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(['"`])\/([A-Za-z][\w-]*)[^'"`\s]*\1?/g)) {
    if (segments.has(match[2]!)) found.push(match[0]);
  }
  return found;
}

describe('page paths live in one module (domain PAGES)', () => {
  const segments = pageSegments();

  it('knows the page segments', () => {
    expect(segments).toContain('user');
    expect(segments).toContain('activities');
    expect(segments).toContain('championship');
  });

  it('finds no page path literal in the web app', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles('apps/web/src')) {
      const literals = literalsIn(pageCode(readFileSync(join(root, file), 'utf8')), segments);
      if (literals.length) offenders.push(`${file}: ${literals.join(' ')}`);
    }
    expect(offenders).toEqual([]);
  });

  it('finds no page path literal in what the API links to (e-mails, sitemap, page meta)', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles('apps/api/src')) {
      const code = pageCode(readFileSync(join(root, file), 'utf8'));
      // A link to a page is PUBLIC_URL followed by a path written out, or a page list of the SEO module.
      const links = [...code.matchAll(/PUBLIC_URL\}?\s*\+?\s*`?(\/[A-Za-z][^`'"\s]*)/g)].map((m) => m[1]!);
      const pages = links.filter((path) => segments.has(path.split(/[/?]/)[1] ?? ''));
      const seo = /modules\/seo\/|\/web\//.test(file) ? literalsIn(code, segments) : [];
      if (pages.length || seo.length)
        offenders.push(`${relative(root, join(root, file))}: ${[...pages, ...seo].join(' ')}`);
    }
    expect(offenders).toEqual([]);
  });
});
