import { CONSTANTS } from '../constants.ts';
import { type Instant, toEpochMs } from './instant.ts';

const pragueDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: CONSTANTS.BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Europe/Prague calendar day of an instant as 'YYYY-MM-DD' (DESIGN: business dates in Prague). */
export function pragueDayKey(instant: Instant): string {
  const parts = Object.fromEntries(
    pragueDate.formatToParts(toEpochMs(instant)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
