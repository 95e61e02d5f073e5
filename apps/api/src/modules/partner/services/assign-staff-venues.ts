import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import { AppError, fieldError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findOwnReceptionist, ownVenueIds, replaceVenueAssignments } from '../staff-repository.ts';
import { displayName } from './staff-helpers.ts';

/** Where a receptionist works: only the partner's own venues; none = every venue. */
export async function assignStaffVenues(
  { db, language }: UseCaseContext,
  admin: Account,
  input: { staffId: string; venueIds: string[] },
) {
  const member = await findOwnReceptionist(db, admin.id, input.staffId);
  if (!member) throw new AppError('STAFF_NOT_FOUND');
  const venueIds = [...new Set(input.venueIds)];
  if (venueIds.length > 0 && (await ownVenueIds(db, admin.id, venueIds)).length !== venueIds.length) {
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
