import { BRAND, formatCzk } from '@champions/domain';
import { loadActivityDetail, loadVenueDetail } from '../modules/catalogue/index.ts';
import type { AppContext } from '../shared/context.ts';

/** What search engines and link previews read before any JavaScript runs. */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  jsonLd?: Record<string, unknown>;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ACTIVITY_PATH = new RegExp(`^/(?:activities|aktivita|campaignActivity)/(${UUID})/?$`, 'i');
const VENUE_PATH = new RegExp(`^/venues?/(${UUID})/?$`, 'i');

const clip = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Title, description and schema.org data of activity and venue pages; null for other paths. */
export async function pageMeta(ctx: AppContext, pathname: string): Promise<PageMeta | null> {
  const url = `${ctx.config.PUBLIC_URL}${pathname}`;
  const activityId = ACTIVITY_PATH.exec(pathname)?.[1];
  if (activityId) {
    const activity = await ctx.publicCache
      .get(`meta:activity:${activityId}`, () => loadActivityDetail(ctx.db, activityId, ctx.clock.now()))
      .catch(() => null);
    if (!activity) return null;
    const cheapest = Math.min(...activity.options.map((o) => o.price));
    const venue = activity.venue;
    return {
      title: `${activity.name} – ${venue.name}, ${venue.city} | ${BRAND.product}`,
      description: clip(
        `${activity.description} ${Number.isFinite(cheapest) ? `Vstup od ${formatCzk(cheapest)}.` : ''}`.trim(),
      ),
      url,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ExerciseAction',
        name: activity.name,
        description: activity.description,
        location: {
          '@type': 'SportsActivityLocation',
          name: venue.name,
          address: {
            '@type': 'PostalAddress',
            streetAddress: venue.street,
            addressLocality: venue.city,
            postalCode: venue.postalCode,
            addressCountry: 'CZ',
          },
          geo: { '@type': 'GeoCoordinates', latitude: venue.lat, longitude: venue.lng },
        },
        ...(Number.isFinite(cheapest)
          ? { offers: { '@type': 'Offer', price: (cheapest / 100).toFixed(2), priceCurrency: 'CZK', url } }
          : {}),
      },
    };
  }
  const venueId = VENUE_PATH.exec(pathname)?.[1];
  if (venueId) {
    const venue = await ctx.publicCache
      .get(`meta:venue:${venueId}`, () => loadVenueDetail(ctx.db, venueId))
      .catch(() => null);
    if (!venue) return null;
    return {
      title: `${venue.name}, ${venue.city} | ${BRAND.product}`,
      description: clip(venue.description || `${venue.name}, ${venue.street}, ${venue.city}.`),
      url,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'SportsActivityLocation',
        name: venue.name,
        description: venue.description,
        address: {
          '@type': 'PostalAddress',
          streetAddress: venue.street,
          addressLocality: venue.city,
          postalCode: venue.postalCode,
          addressCountry: 'CZ',
        },
        geo: { '@type': 'GeoCoordinates', latitude: venue.lat, longitude: venue.lng },
      },
    };
  }
  return null;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The app's index.html with the page's title, description, Open Graph tags and JSON-LD in its head. */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const jsonLd = meta.jsonLd
    ? `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`
    : '';
  const head = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${BRAND.product}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    jsonLd,
  ].join('\n    ');
  // Replacer functions, never replacement strings: a name with $& or $` would otherwise copy pieces
  // of index.html into the page.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${head}\n  </head>`);
}
