import { describe, expect, it } from 'vitest';
import { foldIcsLine, icsDateTime, icsText, writeIcs } from './ics.ts';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('the iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(icsText('Sál 1, patro; vchod\\dvůr\nvlevo')).toBe('Sál 1\\, patro\\; vchod\\\\dvůr\\nvlevo');
  });

  it('folds at 75 octets, never inside a UTF-8 character, continuation lines starting with a space', () => {
    const line = `LOCATION:${'Žluťoučký kůň úpěl ďábelské ódy, '.repeat(6)}`;
    const folded = foldIcsLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of lines.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
    expect(foldIcsLine('SUMMARY:krátké')).toBe('SUMMARY:krátké');
  });

  it('writes a calendar with CRLF line ends, UTC times and a cancelled event without its alarm', () => {
    const start = new Date('2026-12-01T17:00:00.000Z');
    const ics = writeIcs({
      productId: '-//Champions//CS',
      name: 'Champions – moje vstupy',
      refreshMinutes: 60,
      stamp: start,
      events: [
        {
          uid: 'a@champions.cz',
          sequence: 3,
          lastModified: start,
          start,
          end: new Date('2026-12-01T18:00:00.000Z'),
          summary: 'Jóga, ranní',
          status: 'CANCELLED',
          alarm: { minutesBefore: 1440, text: 'Zítra' },
        },
      ],
    });
    expect(icsDateTime(start)).toBe('20261201T170000Z');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('\r\nDTSTART:20261201T170000Z\r\n');
    expect(ics).toContain('\r\nSEQUENCE:3\r\n');
    expect(ics).toContain('\r\nSUMMARY:Jóga\\, ranní\r\n');
    expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(ics).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT60M\r\n');
    expect(ics).not.toContain('VALARM');
  });
});
