const PRAGUE = 'Europe/Prague';

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRAGUE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function pragueOffsetMs(instant: Date): number {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock time in Prague (month is 1-based). */
export function pragueWallTimeToDate(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute = 0,
): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - pragueOffsetMs(new Date(guess));
  return new Date(guess - pragueOffsetMs(new Date(first)));
}

/** Year, month (1-based) and day of an instant on the Prague calendar. */
export function pragueDate(instant: Date): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** Start of a Prague calendar day (yyyy-mm-dd) as an instant. */
export function pragueDayStart(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return pragueWallTimeToDate(year, month, day, 0);
}
