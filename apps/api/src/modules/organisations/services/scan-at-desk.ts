import type { ScanRequest, ScanResponse } from '@champions/contract';
import { partnerOrganisationTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { scanAs } from '../../entries/index.ts';
import { ownedDeskVenue } from './scope.ts';

/**
 * POST /api/partner/entries/scan: the organisation's reception scans a card at one of its venues
 * (named in the request): the entries module's scan, as the door of that venue's admin account (one
 * admission per ticket, the same refusals). An admission says `entry.admitted`, as the venue's own
 * door does: the `entry.admitted` webhook goes to the partner whose venue it is.
 */
export async function scanAtDesk(
  { db, cardKey, now, events, language }: UseCaseContext,
  partner: Account,
  input: ScanRequest,
): Promise<ScanResponse> {
  if (!input.venueId) {
    throw new AppError('ORGANISATION_VENUE_REQUIRED', {
      details: {
        fields: [{ field: 'body.venueId', message: partnerOrganisationTextsIn('cs').deskVenueRequired }],
      },
      detailsEn: {
        fields: [{ field: 'body.venueId', message: partnerOrganisationTextsIn('en').deskVenueRequired }],
      },
    });
  }
  const venue = await ownedDeskVenue(db, partner.id, input.venueId);
  return scanAs(
    db,
    cardKey,
    { accountId: partner.id, partnerId: venue.adminId, venueIds: [venue.id], language },
    { ...input, venueId: venue.id },
    now,
    events,
  );
}
