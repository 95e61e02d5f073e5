import type { Language } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import { AppError, fieldError } from '../../../shared/errors.ts';
import { findOwnReceptionist, ownVenueIds, replaceVenueAssignments } from '../staff-repository.ts';
import { displayName } from './staff-helpers.ts';

/** Where a receptionist works: only the partner's own venues; none = every venue. */
export async function assignStaffVenues(
  db: Database,
  adminId: string,
  staffId: string,
  ids: string[],
  language: Language = 'cs',
) {
  const member = await findOwnReceptionist(db, adminId, staffId);
  if (!member) throw new AppError('STAFF_NOT_FOUND');
  const venueIds = [...new Set(ids)];
  if (venueIds.length > 0 && (await ownVenueIds(db, adminId, venueIds)).length !== venueIds.length) {
    throw fieldError('STAFF_VENUES_NOT_OWN', 'body.venueIds');
  }
  await db.transaction((tx) => replaceVenueAssignments(tx, member.id, venueIds));
  const who = displayName(member);
  return {
    message:
      venueIds.length === 0
        ? partnerTextsIn(language).staffEveryVenue(who)
        : partnerTextsIn(language).staffSomeVenues(who, venueIds.length),
  };
}
