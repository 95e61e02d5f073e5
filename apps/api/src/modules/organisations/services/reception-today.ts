import type { TodayEntriesResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { loadTodayFor } from '../../entries/index.ts';
import { selectOwnedAdmins } from '../repository.ts';

const RECENT_SCANS = 20;

/**
 * GET /api/partner/entries/today: today's bookings and latest scans at the organisation's venues,
 * from the entries module's door view of each owned admin account, merged.
 */
export async function loadReceptionToday(
  { db, now }: UseCaseContext,
  partner: Account,
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
