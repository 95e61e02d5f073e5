/**
 * The one iCalendar (RFC 5545) writer of the API: a single entry's .ics file and the calendar feeds.
 * Lines end with CRLF, are folded at 75 octets (never inside a UTF-8 character), text values escape
 * backslash, semicolon, comma and line breaks; times are UTC (`…Z`), so no VTIMEZONE is needed.
 */

export interface IcsAlarm {
  /** minutes before the start */
  minutesBefore: number;
  text: string;
}

export interface IcsEvent {
  /** stable across every download and feed refresh, so a calendar updates the event instead of adding one */
  uid: string;
  /** grows with every change of the event (a moved time, a cancellation) */
  sequence: number;
  lastModified: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  status: 'CONFIRMED' | 'CANCELLED';
  alarm?: IcsAlarm;
}

export interface IcsCalendar {
  /** PRODID, e.g. `-//Champions//entries//CS` */
  productId: string;
  /** the calendar's name in the app (X-WR-CALNAME), for a subscribed feed */
  name?: string;
  /** how often a subscribed feed should be fetched again */
  refreshMinutes?: number;
  /** DTSTAMP of every event: when the file was made */
  stamp: Date;
  events: readonly IcsEvent[];
}

/** A UTC date-time, `20260131T093000Z`. */
export const icsDateTime = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export const icsText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** Folds a content line into lines of at most 75 octets, continuation lines starting with a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space of a continuation line is one of its 75 octets
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: IcsEvent, stamp: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `LAST-MODIFIED:${icsDateTime(event.lastModified)}`,
    `SUMMARY:${icsText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${icsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${icsText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push(`STATUS:${event.status}`);
  if (event.alarm && event.status !== 'CANCELLED') {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${icsText(event.alarm.text)}`,
      `TRIGGER:-PT${event.alarm.minutesBefore}M`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The whole VCALENDAR text. */
export function writeIcs(calendar: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${calendar.productId}`, 'CALSCALE:GREGORIAN'];
  if (calendar.name !== undefined) {
    lines.push('METHOD:PUBLISH', `X-WR-CALNAME:${icsText(calendar.name)}`);
  }
  if (calendar.refreshMinutes !== undefined) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`,
      `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`,
    );
  }
  for (const event of calendar.events) lines.push(...eventLines(event, calendar.stamp));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
