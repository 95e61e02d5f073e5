import type { ScanRequest, ScanResponse, TodayEntriesResponse } from '@champions/contract';
import type { Language } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { partnerOrganisationTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import type { Account } from '../../auth/index.ts';
import { loadTodayFor, scanAs } from '../../entries/index.ts';
import { selectOwnedAdmins } from '../repository.ts';
import { ownedDeskVenue } from './scope.ts';

const RECENT_SCANS = 20;

/**
 * GET /api/partner/entries/today: today's bookings and latest scans at the organisation's venues,
 * from the entries module's door view of each owned admin account, merged.
 */
export async function loadReceptionToday(
  db: Database,
  partner: Account,
  now: Date,
): Promise<TodayEntriesResponse> {
  const admins = (await selectOwnedAdmins(db, partner.id)).filter((admin) => !admin.suspendedAt);
  const parts = await Promise.all(
    admins.map((admin) => loadTodayFor(db, { partnerId: admin.id, venueIds: null }, now)),
  );
  const startOf = (at: string | null) => at ?? '';
  return {
    entries: parts
      .flatMap((part) => part.entries)
      .sort((a, b) => startOf(a.slotStartsAt).localeCompare(startOf(b.slotStartsAt))),
    venues: parts.flatMap((part) => part.venues),
    recentScans: parts
      .flatMap((part) => part.recentScans)
      .sort((a, b) => b.scannedAt.localeCompare(a.scannedAt))
      .slice(0, RECENT_SCANS),
    admittedToday: parts.reduce((sum, part) => sum + part.admittedToday, 0),
  };
}

/**
 * POST /api/partner/entries/scan: the organisation's reception scans a card at one of its venues
 * (named in the request): the entries module's scan, as the door of that venue's admin account (one
 * admission per ticket, the same refusals). An admission says `entry.admitted`, as the venue's own
 * door does: the `entry.admitted` webhook goes to the partner whose venue it is.
 */
export async function scanAtDesk(
  db: Database,
  cardKey: string,
  partner: Account,
  input: ScanRequest,
  now: Date,
  events: AppEvents,
  language: Language = 'cs',
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
