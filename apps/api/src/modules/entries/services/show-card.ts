import type { CardAdmissionResponse, CardResponse, TodayEntriesResponse } from '@champions/contract';
import { CARD_CODE, ENTRY_RULES } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { pragueDate, pragueWallTimeToDate } from '../../../shared/prague-time.ts';
import type { Account } from '../../auth/index.ts';
import { cardSecret } from '../card-code.ts';
import {
  countPartnerAdmissions,
  findLatestAdmission,
  findLiveSubscription,
  listUserTickets,
  loadPlanCompany,
  partnerTicketsBetween,
  recentPartnerScans,
  scanVenues,
} from '../repository.ts';
import { toHistoryEntry } from './list-history.ts';
import { scanActor } from './scan-entry.ts';

/** GET /api/user/card: name, plan, the next entries and the secret the phone computes codes from. */
export async function loadCard(
  db: Database,
  cardKey: string,
  user: Account,
  now: Date,
): Promise<CardResponse> {
  const [live, list] = await Promise.all([
    findLiveSubscription(db, user.id),
    listUserTickets(db, user.id, now, { limit: 3, offset: 0 }),
  ]);
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    plan: live
      ? {
          type: live.subscription.type,
          currentState: live.subscription.currentState,
          areaName: live.areaName,
          company: await loadPlanCompany(db, live.subscription.companySeatId),
        }
      : null,
    secret: cardSecret(cardKey, user),
    stepSeconds: CARD_CODE.STEP_SECONDS,
    digits: CARD_CODE.DIGITS,
    serverTime: now.toISOString(),
    upcoming: list.rows.map((row) => toHistoryEntry(row, now)).filter((entry) => entry.status === 'upcoming'),
  };
}

/** GET /api/user/card/admission: the holder's admission of the last few minutes (the open card polls it). */
export async function loadCardAdmission(
  db: Database,
  user: Account,
  now: Date,
): Promise<CardAdmissionResponse> {
  const since = new Date(now.getTime() - ENTRY_RULES.ADMISSION_SHOWN_MINUTES * 60_000);
  const latest = await findLatestAdmission(db, user.id, since);
  return {
    admission: latest
      ? {
          scannedAt: latest.scannedAt.toISOString(),
          activityName: latest.activityName,
          venueName: latest.venueName,
        }
      : null,
  };
}

/** Today's (Prague day) entries and the latest scans at the venues where this person admits. */
export async function loadToday(
  db: Database,
  account: Account,
  now: Date,
  /** a receptionist's assigned venues when the guard read them already */
  staffVenueIds?: readonly string[] | null,
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
