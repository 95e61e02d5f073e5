const pragueDay = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** A date as Czech readers write it, on the Prague calendar: 26. 11. 2026. */
export const pragueDate = (date: Date) => pragueDay.format(date);
