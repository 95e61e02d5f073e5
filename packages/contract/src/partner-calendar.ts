import { z } from 'zod';
import { boundedDate, isoDate, isoDateTime, money, uuid } from './common.ts';
import { championsPlacesInput, shareWithinCapacity, shareWithinCapacityIssue } from './partner-venues.ts';

/** The partner's calendar of time slots (/api/admin/slots). Times are Europe/Prague wall times. */

const time = z
  .string({ error: 'Zadejte čas.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Zadejte čas ve tvaru HH:MM.');
const date = boundedDate('Zadejte datum.');
const duration = z
  .number({ error: 'Zadejte délku v minutách.' })
  .int('Zadejte délku v celých minutách.')
  .min(5, 'Délka musí být alespoň 5 minut.')
  .max(24 * 60, 'Délka může být nejvýše 24 hodin.');
const capacity = z
  .number({ error: 'Zadejte kapacitu.' })
  .int('Kapacita je celé číslo.')
  .min(1, 'Kapacita musí být alespoň 1.')
  .max(1000, 'Kapacita může být nejvýše 1 000.');

export const adminSlotsQuery = z
  .object({ from: isoDate, to: isoDate, venueId: uuid.optional(), activityId: uuid.optional() })
  .refine((q) => q.from <= q.to, { message: 'Konec nesmí být před začátkem.', path: ['to'] });

export const slotCreateRequest = z
  .object({
    activityId: z.uuid({ error: 'Vyberte aktivitu.' }),
    date,
    time,
    durationMinutes: duration,
    capacity,
    /** repeat every week at the same time until this date (inclusive) */
    repeatWeeklyUntil: date.nullish(),
    /**
     * the weekdays the series repeats on (0 = Sunday … 6 = Saturday), e.g. [1, 3, 5] for Monday,
     * Wednesday and Friday; left out = the first date's weekday. Only with `repeatWeeklyUntil`.
     */
    repeatWeekdays: z
      .array(
        z
          .number({ error: 'Vyberte den v týdnu.' })
          .int('Vyberte den v týdnu.')
          .min(0, 'Vyberte den v týdnu.')
          .max(6, 'Vyberte den v týdnu.'),
        { error: 'Vyberte dny v týdnu.' },
      )
      .min(1, 'Vyberte aspoň jeden den v týdnu.')
      .max(7, 'Týden má jen sedm dní.')
      .transform((days) => [...new Set(days)].sort((a, b) => a - b))
      .nullish(),
  })
  .refine((q) => !q.repeatWeeklyUntil || q.repeatWeeklyUntil >= q.date, {
    message: 'Opakování musí skončit po prvním termínu.',
    path: ['repeatWeeklyUntil'],
  })
  .refine((q) => !q.repeatWeekdays?.length || q.repeatWeeklyUntil, {
    message: 'Zadejte, do kdy se mají termíny opakovat.',
    path: ['repeatWeeklyUntil'],
  });
export type SlotCreateRequest = z.input<typeof slotCreateRequest>;

/** One slot made with a partner's API key (POST /api/partner-api/slots): no series, the same fields. */
export const slotOneRequest = z
  .object({
    activityId: z.uuid({ error: 'Vyberte aktivitu.' }),
    date,
    time,
    durationMinutes: duration,
    capacity,
  })
  .meta({
    examples: [
      {
        activityId: '3f0c2a52-8d1e-4c57-9a3b-0f6f1f9d2a11',
        date: '2026-12-14',
        time: '18:30',
        durationMinutes: 60,
        capacity: 12,
      },
    ],
  });
export type SlotOneRequest = z.input<typeof slotOneRequest>;

export const slotUpdateRequest = z
  .object({
    date,
    time,
    durationMinutes: duration,
    capacity,
    /** this slot's own capacity share; null = as the activity sets it */
    championsPlaces: championsPlacesInput,
  })
  .refine(shareWithinCapacity, shareWithinCapacityIssue)
  .meta({
    examples: [
      { date: '2026-12-14', time: '19:00', durationMinutes: 60, capacity: 15, championsPlaces: null },
    ],
  });
export type SlotUpdateRequest = z.output<typeof slotUpdateRequest>;

export const adminSlot = z.object({
  id: uuid,
  activityId: uuid,
  activityName: z.string(),
  venueId: uuid,
  venueName: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  capacity: z.number().int(),
  /** this slot's own capacity share (null = as the activity sets it) */
  championsPlaces: z.number().int().nullable(),
  /** places Champions may sell on this slot (domain `sellablePlaces`) */
  sellable: z.number().int(),
  /** booked places (tickets for this slot that are not cancelled) */
  bookings: z.number().int(),
  cancelled: z.boolean(),
  seriesId: uuid.nullable(),
});
export type AdminSlot = z.infer<typeof adminSlot>;

export const adminSlotList = z.object({ slots: z.array(adminSlot) });
export type AdminSlotList = z.infer<typeof adminSlotList>;

export const slotCreateResponse = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});

export const slotCancelResponse = z
  .object({
    message: z.string(),
    notified: z.number().int(),
    creditReturned: money,
  })
  .meta({
    examples: [
      {
        message:
          'Termín byl zrušen. Přihlášené (2) jsme informovali e-mailem a vrátili jim 500 Kč jako kredit.',
        notified: 2,
        creditReturned: 50_000,
      },
    ],
  });
