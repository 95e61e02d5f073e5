import { INDEXED_PAGES, PAGES } from '@champions/domain';
import type { FastifyPluginAsync } from 'fastify';
import { pageAddress, pageAlternates } from '../../web/page-language.ts';
import { findSitemapRows } from './repository.ts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.ctx;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400');
    return [
      'User-agent: *',
      'Disallow: /user/',
      'Disallow: /admin/',
      'Disallow: /superadmin/',
      'Disallow: /staff/',
      'Disallow: /trainer/',
      'Disallow: /partner/',
      'Disallow: /business/',
      'Disallow: /api/',
      `Sitemap: ${config.PUBLIC_URL}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { activityRows, venueRows, trainerRows } = await findSitemapRows(db);
    const paths = [
      ...INDEXED_PAGES,
      ...activityRows.map((a) => PAGES.activity(a.id)),
      ...venueRows.map((v) => PAGES.venue(v.id)),
      ...trainerRows.map((row) => PAGES.trainerProfile(row.slug)),
    ];
    // Each page at both its addresses, each naming the other (every page also at /en/…).
    const urls = paths
      .flatMap((path) => {
        const alternates = pageAlternates(config.PUBLIC_URL, path)
          .map(
            ({ hreflang, href }) =>
              `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
          )
          .join('');
        return (['cs', 'en'] as const).map(
          (language) =>
            `  <url><loc>${escapeXml(config.PUBLIC_URL + pageAddress(path, language))}</loc>${alternates}</url>`,
        );
      })
      .join('\n');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  });
};
