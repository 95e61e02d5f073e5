import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { venuePartnerActive } from '../../db/partner-active.ts';
import { accounts, activities, trainerProfiles, venues } from '../../db/schema.ts';

/** The published activities (at published venues) and published venues the sitemap lists. */
export async function findSitemapRows(db: Executor) {
  const [activityRows, venueRows, trainerRows] = await Promise.all([
    db
      .select({ id: activities.id })
      .from(activities)
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .where(and(eq(activities.published, true), eq(venues.published, true), venuePartnerActive)),
    db
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.published, true), venuePartnerActive)),
    // trainers' public pages: live accounts that lead a published activity
    db
      .selectDistinct({ slug: trainerProfiles.slug })
      .from(trainerProfiles)
      .innerJoin(accounts, eq(accounts.id, trainerProfiles.accountId))
      .innerJoin(activities, eq(activities.trainerId, trainerProfiles.accountId))
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .where(
        and(
          isNull(accounts.deletedAt),
          isNull(accounts.blockedAt),
          eq(activities.published, true),
          eq(venues.published, true),
          venuePartnerActive,
        ),
      ),
  ]);
  return { activityRows, venueRows, trainerRows };
}
