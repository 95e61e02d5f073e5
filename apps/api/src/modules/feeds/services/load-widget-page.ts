import { DAY_MS, type Language, PAGES } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { pageAddress } from '../../../web/page-language.ts';
import { selectWidgetSlots, widgetExists } from '../repository.ts';
import { widgetHtml } from '../widget-html.ts';

/** How far ahead the widget shows slots. */
export const WIDGET_DAYS = 14;

/**
 * The schedule widget's page: the partner's public slots of the next 14 days (all venues, one venue or
 * one activity), each linking to the activity's page on Champions. A partner that is not approved (or
 * is suspended) shows the empty schedule: nothing of theirs is public. Null for an unknown id.
 */
export async function loadWidgetPage(
  db: Database,
  publicId: string,
  filter: { venueId?: string | undefined; activityId?: string | undefined },
  now: Date,
  publicUrl: string,
  /** the language of the partner's site (`?lang=`): the texts, the dates and the activity pages linked */
  language: Language = 'cs',
): Promise<string | null> {
  if (!(await widgetExists(db, publicId))) return null;
  const rows = await selectWidgetSlots(db, publicId, {
    from: now,
    to: new Date(now.getTime() + WIDGET_DAYS * DAY_MS),
    ...filter,
  });
  const base = publicUrl.replace(/\/$/, '');
  const href = (activityId: string) => `${base}${pageAddress(PAGES.activity(activityId), language)}`;
  return widgetHtml(
    rows.map((row) => ({ ...row, href: href(row.activityId) })),
    language,
  );
}
