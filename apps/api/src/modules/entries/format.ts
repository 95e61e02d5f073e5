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
