import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { venuePartnerActive } from '../../db/partner-active.ts';
import { activities, venues } from '../../db/schema.ts';

/** The published activities (at published venues) and published venues the sitemap lists. */
export async function findSitemapRows(db: Executor) {
  const [activityRows, venueRows] = await Promise.all([
    db
      .select({ id: activities.id })
      .from(activities)
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .where(and(eq(activities.published, true), eq(venues.published, true), venuePartnerActive)),
    db
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.published, true), venuePartnerActive)),
  ]);
  return { activityRows, venueRows };
}
