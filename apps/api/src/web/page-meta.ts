import { activityJsonLd, CATALOGUE_CALLS, callPath, venueJsonLd } from '@champions/contract';
import {
  ACTIVITY_PAGE_PATTERNS,
  activityHeroImage,
  BRAND,
  formatCzk,
  type HeroImage,
  idFromPath,
  VENUE_PAGE_PATTERNS,
} from '@champions/domain';
import { loadActivityDetail, loadVenueDetail } from '../modules/catalogue/index.ts';
import type { AppContext } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { escapeHtml } from '../shared/html.ts';

/** What search engines and link previews read before any JavaScript runs. */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  jsonLd?: Record<string, unknown>;
  /** the page's first picture, which the head asks for before the app's code has loaded */
  heroImage?: HeroImage;
  /**
   * the API call whose answer the page shows first (the activity, the venue): the head starts it beside the app's
   * code, and the app's own fetch of the same address takes the preloaded answer (the answer is the same in every
   * language, so the browser's Accept-Language does not matter)
   */
  firstAnswer?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the server knows of a page before any JavaScript runs: its meta, or that its record is missing. */
export type PageLookup = PageMeta | 'missing' | null;

/** Loads a detail record: 'missing' for an id that is no UUID or has no published record. */
async function loadOrMissing<T>(id: string, load: () => Promise<T>): Promise<T | 'missing' | null> {
  if (!UUID.test(id)) return 'missing';
  try {
    return await load();
  } catch (error) {
    // Only a record that does not exist is a 404; a failing database still serves the app.
    return error instanceof AppError && error.statusCode === 404 ? 'missing' : null;
  }
}

const clip = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * Title, description and schema.org data of activity and venue pages; 'missing' when the id names no
 * published activity or venue; null for other paths.
 */
export async function pageMeta(ctx: AppContext, pathname: string): Promise<PageLookup> {
  const url = `${ctx.config.PUBLIC_URL}${pathname}`;
  const activityId = idFromPath(ACTIVITY_PAGE_PATTERNS, pathname);
  if (activityId) {
    const activity = await loadOrMissing(activityId, () =>
      ctx.publicCache.get(`meta:activity:${activityId}`, () =>
        loadActivityDetail(ctx.db, activityId, ctx.clock.now()),
      ),
    );
    if (activity === null || activity === 'missing') return activity;
    const cheapest = Math.min(...activity.options.map((o) => o.price));
    const venue = activity.venue;
    return {
      title: `${activity.name} – ${venue.name}, ${venue.city} | ${BRAND.product}`,
      description: clip(
        `${activity.description} ${Number.isFinite(cheapest) ? `Vstup od ${formatCzk(cheapest)}.` : ''}`.trim(),
      ),
      url,
      jsonLd: activityJsonLd(activity, url),
      heroImage: activityHeroImage(activity),
      firstAnswer: `/api${callPath(CATALOGUE_CALLS.activity.path, { id: activityId })}`,
    };
  }
  const venueId = idFromPath(VENUE_PAGE_PATTERNS, pathname);
  if (venueId) {
    const venue = await loadOrMissing(venueId, () =>
      ctx.publicCache.get(`meta:venue:${venueId}`, () => loadVenueDetail(ctx.db, venueId)),
    );
    if (venue === null || venue === 'missing') return venue;
    return {
      title: `${venue.name}, ${venue.city} | ${BRAND.product}`,
      description: clip(venue.description || `${venue.name}, ${venue.street}, ${venue.city}.`),
      url,
      jsonLd: venueJsonLd(venue, url),
      firstAnswer: `/api${callPath(CATALOGUE_CALLS.venue.path, { id: venueId })}`,
    };
  }
  return null;
}

/**
 * Asks for the page's first picture at once: the app shows it only once its code and the record have loaded,
 * and the picture's own download then came last (Lighthouse: the largest paint of an activity page waited for it).
 * The same `srcset` and `sizes` as the page's `<img>`, so the browser picks the same file and uses it.
 */
function heroPreload(image: HeroImage): string {
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(image.src)}"`,
    image.srcSet ? `imagesrcset="${escapeHtml(image.srcSet)}"` : '',
    image.sizes ? `imagesizes="${escapeHtml(image.sizes)}"` : '',
    'fetchpriority="high"',
  ];
  return `<link ${attributes.filter(Boolean).join(' ')} />`;
}

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
    meta.heroImage ? heroPreload(meta.heroImage) : '',
    // `crossorigin`: the credentials mode of the app's fetch (same-origin), without which it would not take it
    meta.firstAnswer
      ? `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(meta.firstAnswer)}" />`
      : '',
    jsonLd,
  ]
    .filter(Boolean)
    .join('\n    ');
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
