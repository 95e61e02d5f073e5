import type { Language } from '@champions/domain';
import { calendarTextsIn } from '../../shared/answer-texts.ts';
import { EMBED_RESIZE_SCRIPT } from '../../shared/embed-page.ts';
import { escapeHtml } from '../../shared/html.ts';

export interface WidgetRow {
  activityName: string;
  venueName: string;
  startsAt: Date;
  endsAt: Date;
  placesLeft: number;
  /** the activity's public page, where the place is bought */
  href: string;
}

const LOCALES = { cs: 'cs-CZ', en: 'en-GB' } as const;
const dayFormat = (language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'Europe/Prague',
    weekday: 'short',
    day: 'numeric',
    month: language === 'en' ? 'short' : 'numeric',
  });
const timeFormat = (language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'Europe/Prague',
    hour: '2-digit',
    minute: '2-digit',
  });

// Small, system fonts, AA contrast (#1a1a1a on white, #0b5cad links, #8a1c1c full), no outside request.
const STYLE = `*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
main{padding:8px}h1{font-size:17px;margin:0 0 8px}ul{list-style:none;margin:0;padding:0}
h2{font-size:14px;margin:12px 0 4px;color:#3d3d3d;text-transform:capitalize}
a.r{display:flex;flex-wrap:wrap;align-items:center;gap:2px 12px;padding:10px 8px;border:1px solid #d6d6d6;border-radius:8px;margin-bottom:6px;color:inherit;text-decoration:none}
a.r:hover,a.r:focus-visible{border-color:#0b5cad;outline:2px solid #0b5cad;outline-offset:1px}
.t{font-weight:700;min-width:96px}.n{flex:1 1 160px;min-width:0}.n b{display:block;overflow-wrap:anywhere}.v{color:#4a4a4a;font-size:13px}
.p{font-size:13px;color:#14622d;white-space:nowrap}.p.f{color:#8a1c1c}.b{font-size:13px;color:#0b5cad;text-decoration:underline;white-space:nowrap}
.e{padding:16px 8px;color:#3d3d3d}footer{font-size:12px;color:#4a4a4a;padding:4px 8px 8px}`;

/**
 * The embeddable schedule in the language the partner chose for their site: the slots by day, each a
 * link to the activity's page on Champions.
 */
export function widgetHtml(rows: readonly WidgetRow[], language: Language = 'cs'): string {
  const M = calendarTextsIn(language).feed;
  const day = dayFormat(language);
  const time = timeFormat(language);
  const days = new Map<string, WidgetRow[]>();
  for (const row of rows) {
    const key = day.format(row.startsAt);
    days.set(key, [...(days.get(key) ?? []), row]);
  }
  const body =
    rows.length === 0
      ? `<p class="e">${escapeHtml(M.WIDGET_EMPTY)}</p>`
      : [...days]
          .map(
            ([label, items]) =>
              `<h2>${escapeHtml(label)}</h2><ul>${items
                .map((row) => {
                  const full = row.placesLeft <= 0;
                  const places = full ? M.WIDGET_FULL : M.widgetPlacesLeft(row.placesLeft);
                  return `<li><a class="r" href="${escapeHtml(row.href)}" target="_top"><span class="t">${time.format(row.startsAt)}–${time.format(row.endsAt)}</span><span class="n"><b>${escapeHtml(row.activityName)}</b><span class="v">${escapeHtml(row.venueName)}</span></span><span class="p${full ? ' f' : ''}">${escapeHtml(places)}</span>${full ? '' : `<span class="b">${escapeHtml(M.WIDGET_BOOK)}</span>`}</a></li>`;
                })
                .join('')}</ul>`,
          )
          .join('');
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(M.WIDGET_TITLE)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(M.WIDGET_TITLE)}</h1>${body}</main><footer>${escapeHtml(M.WIDGET_POWERED)}</footer><script>${EMBED_RESIZE_SCRIPT}</script></body></html>`;
}

/** The page of a widget that does not exist (or a malformed filter): a short sentence in its language. */
export function widgetMessageHtml(message: string, language: Language = 'cs'): string {
  const M = calendarTextsIn(language).feed;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(M.WIDGET_TITLE)}</title><style>${STYLE}</style></head><body><p class="e">${escapeHtml(message)}</p></body></html>`;
}
