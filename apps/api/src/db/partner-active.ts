import { sql } from 'drizzle-orm';
import { activities, venues } from './schema.ts';

/**
 * A suspended partner's venues and activities leave the public catalogue at once (back office
 * suspension), and a partner the back office has not approved yet is not in it at all: the conditions
 * every public query adds to "published".
 */
const hidden = sql.raw(`(sp.suspended_at is not null or sp.partner_approval <> 'approved')`);

/** For the raw queries written against the venue alias `v`. */
export const vPartnerActive = sql`not exists (select 1 from accounts sp
  where sp.id = v.admin_id and ${hidden})`;

/** For Drizzle queries over `venues`. */
export const venuePartnerActive = sql`not exists (select 1 from accounts sp
  where sp.id = ${venues.adminId} and ${hidden})`;

/** For Drizzle queries over `activities` (through the activity's venue). */
export const activityPartnerActive = sql`not exists (select 1 from venues sv
  join accounts sp on sp.id = sv.admin_id
  where sv.id = ${activities.venueId} and ${hidden})`;
