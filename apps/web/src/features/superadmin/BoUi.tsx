import { locale } from '../../shared/i18n/language.ts';

/** Small building blocks of the back office's pages. */

/** Loading and error states of a list. */
export { QueryState as ListState } from '../../shared/ui/QueryState.tsx';

export const dateTime = new Intl.DateTimeFormat(locale(), {
  timeZone: 'Europe/Prague',
  dateStyle: 'medium',
  timeStyle: 'short',
});
export const dateOnly = new Intl.DateTimeFormat(locale(), { timeZone: 'Europe/Prague', dateStyle: 'medium' });
