/**
 * The English addresses of the web app: every page is also at `/en/…`. The server answers
 * them like their Czech twins (the same page route, the same 404), with `<html lang="en">`, and names
 * both addresses of a public page for search engines (`hreflang`, also in the sitemap).
 */
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
