import type { TodayEntriesResponse } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { pragueDate, pragueWallTimeToDate } from '../../../shared/prague-time.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import {
  countPartnerAdmissions,
  partnerTicketsBetween,
  recentPartnerScans,
  scanVenues,
} from '../repository.ts';
import { scanActor } from './scan-entry.ts';

/**
 * GET /api/{staff|admin}/entries/today: today's (Prague day) entries and the latest scans at the venues
 * where this person admits. `staffVenueIds`: a receptionist's assigned venues when the guard read them
 * already.
 */
export async function loadToday(
  { db, now }: UseCaseContext,
  account: Account,
  { staffVenueIds }: { staffVenueIds?: readonly string[] | null | undefined },
): Promise<TodayEntriesResponse> {
  return loadTodayFor(db, await scanActor(db, account, staffVenueIds), now);
}

/** Today's entries and latest scans of one partner's venues (or the given ones of them). */
export async function loadTodayFor(
  db: Database,
  { partnerId, venueIds }: { partnerId: string; venueIds: readonly string[] | null },
  now: Date,
): Promise<TodayEntriesResponse> {
  const today = pragueDate(now);
  const from = pragueWallTimeToDate(today.year, today.month, today.day, 0);
  const to = pragueWallTimeToDate(today.year, today.month, today.day + 1, 0);
  const [rows, scans, places, admittedToday] = await Promise.all([
    partnerTicketsBetween(db, partnerId, from, to, venueIds),
    recentPartnerScans(db, partnerId, venueIds),
    scanVenues(db, partnerId, venueIds),
    countPartnerAdmissions(db, partnerId, from, to, venueIds),
  ]);
  return {
    entries: rows.map((r) => ({
      ticketId: r.ticketId,
      userName: r.userName || r.userEmail,
      activityName: r.activityName,
      venueId: r.venueId,
      venueName: r.venueName,
      slotStartsAt: r.slotStartsAt?.toISOString() ?? null,
      isUsed: r.isUsed,
      usedAt: r.usedAt?.toISOString() ?? null,
    })),
    recentScans: scans.map((s) => ({ ...s, scannedAt: s.scannedAt.toISOString() })),
    venues: places,
    admittedToday,
  };
}
