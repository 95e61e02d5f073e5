export { PayoutStateBadge } from '../../shared/ui/PayoutStateBadge.tsx';

import './payouts.css';
import { locale } from '../../shared/i18n/language.ts';

/** A Prague calendar date of an ISO instant, e.g. '1. 10. 2026'. */
export const pragueDate = (iso: string) =>
  new Intl.DateTimeFormat(locale(), { timeZone: 'Europe/Prague', dateStyle: 'medium' }).format(new Date(iso));
export const pragueDateTime = (iso: string) =>
  new Intl.DateTimeFormat(locale(), {
    timeZone: 'Europe/Prague',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
export const percent = (bps: number) =>
  new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
