import type { ActivityDetail, VenueDetail } from './catalogue.ts';

/* schema.org (JSON-LD) data of the activity and venue pages: one builder for the server's page meta
 * (apps/api/src/web/page-meta.ts) and the web pages, over the contract's answers. */
const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function place(venue: VenueDetail, url?: string) {
  return {
    '@type': 'SportsActivityLocation',
    name: venue.name,
    description: venue.description || undefined,
    url,
    telephone: venue.phone ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.street,
      addressLocality: venue.city,
      postalCode: venue.postalCode,
      addressCountry: 'CZ',
    },
    geo: { '@type': 'GeoCoordinates', latitude: venue.lat, longitude: venue.lng },
    openingHoursSpecification: venue.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[hours.day]}`,
      opens: hours.opens,
      closes: hours.closes,
    })),
  };
}

/** schema.org data of an activity page: the activity with its place and its cheapest offer. */
export function activityJsonLd(activity: ActivityDetail, url: string): Record<string, unknown> {
  const cheapest = activity.options.length > 0 ? Math.min(...activity.options.map((o) => o.price)) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ExerciseAction',
    name: activity.name,
    description: activity.description,
    url,
    location: place(activity.venue),
    ...(cheapest === null
      ? {}
      : { offers: { '@type': 'Offer', price: (cheapest / 100).toFixed(2), priceCurrency: 'CZK', url } }),
  };
}

/** schema.org data of a venue page. */
export function venueJsonLd(venue: VenueDetail, url: string): Record<string, unknown> {
  return { '@context': 'https://schema.org', ...place(venue, url) };
}
