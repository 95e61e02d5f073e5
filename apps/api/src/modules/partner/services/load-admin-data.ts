import type { AdminDataResponse } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import { pragueDate, pragueWallTimeToDate } from '../../../shared/prague-time.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, toProfile } from '../../auth/index.ts';
import { loadReferenceLists } from '../../catalogue/index.ts';
import { recentPartnerScans } from '../../entries/index.ts';
import {
  countActivitiesOfVenues,
  entryTotals,
  selectVenueSummaries,
  slotTotals,
} from '../admin-data-repository.ts';

/**
 * GET /api/admin/{adminId} (SPEC 7): the partner, their venues, reference lists, recent scans and totals.
 * Only the partner's own (`adminId` is the signed-in account; another answers 403); `impersonatedBy`:
 * the superadmin acting as them, if any.
 */
export async function loadAdminData(
  { db, now }: UseCaseContext,
  admin: Account,
  { adminId, impersonatedBy }: { adminId: string; impersonatedBy: string | null },
): Promise<AdminDataResponse> {
  if (adminId !== admin.id) throw new AppError('FORBIDDEN');
  const venueRows = await selectVenueSummaries(db, admin.id);
  const venueIds = venueRows.map((v) => v.id);
  const today = pragueDate(now);
  const monthStart = pragueWallTimeToDate(today.year, today.month, 1, 0);
  const dayStart = pragueWallTimeToDate(today.year, today.month, today.day, 0);
  const dayEnd = new Date(
    pragueWallTimeToDate(today.year, today.month, today.day, 12).getTime() + 12 * 3_600_000,
  );

  const [reference, scans, activityCount, monthTotals, todayTotals, todaySlots] = await Promise.all([
    loadReferenceLists(db, now),
    venueIds.length ? recentPartnerScans(db, admin.id) : Promise.resolve([]),
    countActivitiesOfVenues(db, venueIds),
    entryTotals(db, venueIds, monthStart),
    entryTotals(db, venueIds, dayStart, dayEnd),
    slotTotals(db, venueIds, dayStart, dayEnd),
  ]);

  return {
    admin: { ...toProfile(admin), venues: venueRows },
    ...reference,
    recentScans: scans.map((s) => ({ ...s, scannedAt: s.scannedAt.toISOString() })),
    computedData: {
      venueCount: venueRows.length,
      activityCount,
      entriesThisMonth: monthTotals.entries,
      earningsThisMonth: monthTotals.earnings,
      entriesToday: todayTotals.entries,
      earningsToday: todayTotals.earnings,
      slotsToday: todaySlots.slots,
      bookingsToday: todaySlots.bookings,
    },
    impersonatedBy,
  };
}
