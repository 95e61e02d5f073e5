/** What the partner's schedule widget shows: everything, one venue or one activity. */
export type WidgetFilter = { kind: 'all' } | { kind: 'venue'; id: string } | { kind: 'activity'; id: string };

/** The message the embedded schedule posts with its height (the API's EMBED_HEIGHT_MESSAGE). */
const HEIGHT_MESSAGE = 'champions-schedule-height';

/** The language of the partner's site, which the schedule speaks (the API's `?lang=`; Czech without it). */
export type WidgetLanguage = 'cs' | 'en';

/** The address of the embeddable schedule with its filter and language. */
export function widgetUrl(
  publicUrl: string,
  publicId: string,
  filter: WidgetFilter,
  language: WidgetLanguage = 'cs',
): string {
  const base = `${publicUrl.replace(/\/$/, '')}/embed/schedule/${encodeURIComponent(publicId)}`;
  const query = new URLSearchParams();
  if (filter.kind !== 'all') query.set(filter.kind, filter.id);
  if (language === 'en') query.set('lang', 'en');
  return query.size > 0 ? `${base}?${query}` : base;
}

/**
 * The code the partner pastes into their web: the iframe and a tiny optional script that sets the
 * iframe's height to the schedule's (the schedule posts it; only messages from our origin count).
 */
export function embedCode(
  publicUrl: string,
  publicId: string,
  filter: WidgetFilter,
  title: string,
  language: WidgetLanguage = 'cs',
): string {
  const origin = new URL(publicUrl).origin;
  const src = widgetUrl(publicUrl, publicId, filter, language);
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    `<iframe src="${src.replace(/&/g, '&amp;')}" title="${escapedTitle}" width="100%" height="480" style="border:0;width:100%;max-width:100%" loading="lazy" data-champions-schedule></iframe>`,
    `<script>addEventListener("message",function(e){if(e.origin!=="${origin}"||!e.data||e.data.type!=="${HEIGHT_MESSAGE}")return;document.querySelectorAll("iframe[data-champions-schedule]").forEach(function(f){if(f.contentWindow===e.source)f.style.height=e.data.height+"px"})});</script>`,
  ].join('\n');
}

/** The filter of a select's value: `all`, `venue:<id>`, `activity:<id>`. */
export function parseFilter(value: string): WidgetFilter {
  const [kind, id] = value.split(':');
  if ((kind === 'venue' || kind === 'activity') && id) return { kind, id };
  return { kind: 'all' };
}
