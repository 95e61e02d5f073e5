/**
 * The English addresses of the web app: every page is also at `/en/…`. The server answers
 * them like their Czech twins (the same page route, the same 404), with `<html lang="en">`, and names
 * both addresses of a public page for search engines (`hreflang`, also in the sitemap).
 */
import { preferredLanguage, rememberedLanguage } from '@champions/domain';

export type PageLanguage = 'cs' | 'en';

const PREFIX = '/en';

/** The language of an address and the address without it: '/en/activities/1' → en, '/activities/1'. */
export function splitPageLanguage(pathname: string): { language: PageLanguage; path: string } {
  if (pathname === PREFIX || pathname.startsWith(`${PREFIX}/`)) {
    return { language: 'en', path: pathname.slice(PREFIX.length) || '/' };
  }
  return { language: 'cs', path: pathname };
}

/** A page's address in a language: '/activities/1' → '/en/activities/1'; '/' → '/en'. */
export function pageAddress(path: string, language: PageLanguage): string {
  if (language === 'cs') return path;
  return path === '/' ? PREFIX : PREFIX + path;
}

/** The `hreflang` alternates of a public page: cs, en and x-default (the Czech address). */
export function pageAlternates(publicUrl: string, path: string): { hreflang: string; href: string }[] {
  const cs = publicUrl + pageAddress(path, 'cs');
  return [
    { hreflang: 'cs', href: cs },
    { hreflang: 'en', href: publicUrl + pageAddress(path, 'en') },
    { hreflang: 'x-default', href: cs },
  ];
}

/** The areas behind a sign-in: no alternates there (robots.txt keeps them out of search too). */
const PRIVATE = /^\/(user|admin|superadmin|staff|trainer|partner|business)(\/|$)/;

/** True for a page search engines may show: anything outside the signed-in areas. */
export function isPublicPage(path: string): boolean {
  return !PRIVATE.test(path);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The app's index.html for a page in a language: `<html lang>` set, and for a public page its
 * `hreflang` alternates in the head.
 */
export function withPageLanguage(
  indexHtml: string,
  language: PageLanguage,
  publicUrl: string,
  path: string,
): string {
  const html = indexHtml.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
  if (!isPublicPage(path)) return html;
  const links = pageAlternates(publicUrl, path)
    .map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`,
    )
    .join('\n    ');
  return html.replace('</head>', () => `    ${links}\n  </head>`);
}

/**
 * Where a visitor who wants English is sent from a Czech address, before any JavaScript runs: the English
 * twin with the same query; null to stay. The remembered choice (the language cookie) wins over the
 * browser's Accept-Language; with neither, the page stays Czech. An English address always stays.
 */
export function englishTwinFor(
  url: string,
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
): string | null {
  const cut = url.search(/[?#]|$/);
  const { language, path } = splitPageLanguage(url.slice(0, cut));
  if (language === 'en') return null;
  const wanted = rememberedLanguage(headers.cookie) ?? preferredLanguage(headers['accept-language']);
  return wanted === 'en' ? pageAddress(path, 'en') + url.slice(cut) : null;
}

/**
 * The English page's head also asks for the English texts at once (a module preload), so they load beside
 * the app's first JavaScript rather than after it: `file` is the texts' chunk from the build's manifest.
 */
export function withEnglishTexts(html: string, file: string | null): string {
  if (!file) return html;
  return html.replace(
    '</head>',
    () => `    <link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />\n  </head>`,
  );
}
