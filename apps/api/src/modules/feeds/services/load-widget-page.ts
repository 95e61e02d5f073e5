import { DAY_MS, PAGES } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { pageAddress } from '../../../web/page-language.ts';
import { selectWidgetSlots, widgetExists } from '../repository.ts';
import { widgetHtml } from '../widget-html.ts';

/** How far ahead the widget shows slots. */
export const WIDGET_DAYS = 14;

/**
 * The schedule widget's page: the partner's public slots of the next 14 days (all venues, one venue or
 * one activity), each linking to the activity's page on Champions. A partner that is not approved (or
 * is suspended) shows the empty schedule: nothing of theirs is public. Null for an unknown id. The
 * context's language is the partner's site's (`?lang=`): the texts, the dates and the activity pages linked.
 */
export async function loadWidgetPage(
  { db, now, config, language }: UseCaseContext,
  _actor: null,
  {
    publicId,
    ...filter
  }: { publicId: string; venueId?: string | undefined; activityId?: string | undefined },
): Promise<string | null> {
  if (!(await widgetExists(db, publicId))) return null;
  const rows = await selectWidgetSlots(db, publicId, {
    from: now,
    to: new Date(now.getTime() + WIDGET_DAYS * DAY_MS),
    ...filter,
  });
  const base = config.PUBLIC_URL.replace(/\/$/, '');
  const href = (activityId: string) => `${base}${pageAddress(PAGES.activity(activityId), language)}`;
  return widgetHtml(
    rows.map((row) => ({ ...row, href: href(row.activityId) })),
    language,
  );
}
