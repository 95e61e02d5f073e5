import { DAY_MS, PAGES } from '@champions/domain';
import { calendarTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import { writeIcs } from '../../../shared/ics.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { ICS_PRODUCT_ID, listFeedTickets, ticketEvent } from '../../entries/index.ts';
import { findFeedByHash, selectScheduleSlots } from '../repository.ts';
import { hashFeedSecret } from '../secret.ts';

/** How far back a feed reaches: the last 30 days (a cancelled entry stays that long, as CANCELLED). */
const PAST_DAYS = 30;
/** How far ahead the partner's schedule reaches. */
const SCHEDULE_AHEAD_DAYS = 90;
const SEQUENCE_EPOCH_MS = Date.UTC(2026, 0, 1);
/** Calendar apps are asked to fetch a feed again this often. */
const REFRESH_MINUTES = 60;

/**
 * The feed a secret address names (`<secret>.ics`): a customer's entries of the last 30 days and ahead,
 * or a partner's slots with their bookings. An unknown, revoked or malformed secret is a 404.
 */
export async function serveFeed(
  { db, now, config }: UseCaseContext,
  _actor: null,
  { file }: { file: string },
): Promise<string> {
  const publicUrl = config.PUBLIC_URL;
  const secret = file.replace(/\.ics$/, '');
  const feed = await findFeedByHash(db, hashFeedSecret(secret));
  if (!feed) throw new AppError('CALENDAR_FEED_NOT_FOUND');
  const from = new Date(now.getTime() - PAST_DAYS * DAY_MS);
  // in the language of the feed's owner: a calendar app fetches it without one of its own
  const texts = calendarTextsIn(feed.language).feed;
  if (feed.kind === 'entries' && feed.role === 'user') {
    const views = await listFeedTickets(db, feed.accountId, from);
    return writeIcs({
      productId: ICS_PRODUCT_ID,
      name: texts.ENTRIES_CALENDAR,
      refreshMinutes: REFRESH_MINUTES,
      stamp: now,
      events: views.map((view) => ticketEvent(view, publicUrl, feed.language)),
    });
  }
  if (feed.kind === 'schedule' && feed.role === 'admin') {
    const to = new Date(now.getTime() + SCHEDULE_AHEAD_DAYS * DAY_MS);
    const slots = await selectScheduleSlots(db, feed.accountId, from, to);
    const adminUrl = `${publicUrl.replace(/\/$/, '')}${PAGES.admin.calendar}`;
    return writeIcs({
      productId: ICS_PRODUCT_ID,
      name: texts.SCHEDULE_CALENDAR,
      refreshMinutes: REFRESH_MINUTES,
      stamp: now,
      events: slots.map((slot) => ({
        uid: `slot-${slot.id}@champions.cz`,
        // grows with every change of the slot's time or state (seconds since 2026, within 32 bits)
        sequence: Math.max(0, Math.floor((slot.updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
        lastModified: slot.updatedAt,
        start: slot.startsAt,
        end: slot.endsAt,
        summary: texts.scheduleSummary(slot.activityName, slot.bookings, slot.capacity),
        location: `${slot.venueName}, ${slot.venueStreet}, ${slot.venueCity}`,
        description: `${texts.SCHEDULE_DESCRIPTION}\n${adminUrl}`,
        url: adminUrl,
        status: slot.cancelled ? 'CANCELLED' : 'CONFIRMED',
      })),
    });
  }
  throw new AppError('CALENDAR_FEED_NOT_FOUND');
}
