const dateTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const time = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  hour: '2-digit',
  minute: '2-digit',
});

/** "25. 11. 2026 18:00" in Prague time (the date part before the first space-separated time). */
export function formatPragueDateTime(date: Date): string {
  return dateTime.format(date).replace(/\s+/g, ' ');
}

export function formatPragueTime(date: Date): string {
  return time.format(date);
}

/** Hours read with "ve" in Czech ("ve dvě", "ve 14:00", "ve 23:16"); the others with "v" ("v 18:00"). */
const VE_HOURS = new Set([2, 3, 4, 12, 13, 14, 20, 21, 22, 23]);

/** "v 18:00", "ve 23:16": the Prague time with its preposition. */
export function atPragueTime(date: Date): string {
  const shown = formatPragueTime(date);
  return `${VE_HOURS.has(Number(shown.split(':')[0])) ? 've' : 'v'} ${shown}`;
}
