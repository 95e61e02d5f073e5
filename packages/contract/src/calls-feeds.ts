import { z } from 'zod';
import { defineCall } from './call-kit.ts';

/** A calendar feed of the signed-in account: whether it exists and since when (the address is shown once). */
export const calendarFeedState = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable().describe('when the current address was made (ISO), null without a feed'),
});
export type CalendarFeedState = z.output<typeof calendarFeedState>;

/** A new feed address: shown once (only its hash is kept), the old address stops answering at once. */
export const calendarFeedCreated = z.object({
  active: z.literal(true),
  createdAt: z.string(),
  /** https address of the .ics (for a calendar's "subscribe by URL") */
  url: z.string(),
  /** the same address as webcal:// (opens the calendar app's subscription) */
  webcalUrl: z.string(),
});
export type CalendarFeedCreated = z.output<typeof calendarFeedCreated>;

/** `<secret>.ics`: the secret is 32 random bytes in base64url (43 characters). */
export const calendarFeedParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: 'Adresa kalendáře není platná.' })
    .describe('the secret of the feed (base64url) followed by .ics'),
});

/** What the partner's page "Rozvrh na váš web" offers: the widget's public id and what to filter by. */
export const scheduleWidgetResponse = z.object({
  /** the public id in /embed/schedule/<publicId> (not a secret: the schedule is public) */
  publicId: z.string(),
  /** the product's public address (https://…), the start of the embed code's address */
  publicUrl: z.string(),
  /** an unapproved partner's widget shows nothing until the back office approves the partner */
  approved: z.boolean(),
  venues: z.array(z.object({ id: z.string(), name: z.string() })),
  activities: z.array(z.object({ id: z.string(), name: z.string(), venueId: z.string() })),
});
export type ScheduleWidgetResponse = z.output<typeof scheduleWidgetResponse>;

const feedCalls = <R extends 'user' | 'admin'>(role: R, path: string, what: string) =>
  ({
    state: defineCall({
      method: 'GET',
      path,
      summary: `Whether ${what} calendar feed exists, and since when`,
      role,
      status: 200,
      answer: calendarFeedState,
    }),
    create: defineCall({
      method: 'POST',
      path,
      summary: `A new secret address of ${what} calendar feed (shown once); the previous address answers 404 from now on`,
      role,
      status: 201,
      answer: calendarFeedCreated,
    }),
    revoke: defineCall({
      method: 'DELETE',
      path,
      summary: `Turns ${what} calendar feed off: its address answers 404`,
      role,
      status: 200,
      answer: calendarFeedState,
    }),
  }) as const;

const userFeed = feedCalls('user', '/user/calendar-feed', "the customer's entries");
const adminFeed = feedCalls('admin', '/admin/calendar-feed', "the partner's schedule");

/**
 * Calendar feeds (webcal) of a customer's entries and of a partner's schedule, and the schedule widget.
 * One level deep, as every table (the web's build keeps each call's method and path by its name).
 */
export const FEED_CALLS = {
  userState: userFeed.state,
  userCreate: userFeed.create,
  userRevoke: userFeed.revoke,
  adminState: adminFeed.state,
  adminCreate: adminFeed.create,
  adminRevoke: adminFeed.revoke,
  feed: defineCall({
    method: 'GET',
    path: '/public/calendar/:file',
    summary:
      'A calendar feed (text/calendar) by its secret address: a customer’s entries or a partner’s schedule, no sign-in',
    role: null,
    params: calendarFeedParams,
    status: 200,
    answer: z.string(),
  }),
  widget: defineCall({
    method: 'GET',
    path: '/admin/schedule-widget',
    summary: "The partner's schedule widget: its public id, and the venues and activities to filter it by",
    role: 'admin',
    status: 200,
    answer: scheduleWidgetResponse,
  }),
} as const;
