export { cardCodeAt, cardSecret, resolveCardKey } from './card-code.ts';
export { formatPragueDateTime } from './format.ts';
export { findTicketView, recentPartnerScans, releasePlace } from './repository.ts';
export { reviewRoutes } from './review-routes.ts';
export { scanRoutes, userEntryRoutes } from './routes.ts';
export { admitTicket } from './services/admit-ticket.ts';
export { entryFulfilment } from './services/buy-by-card.ts';
export {
  type CancelledCoveredEntry,
  cancelCoveredEntriesFrom,
  mailCancelledCoveredEntries,
} from './services/cancel-covered-entries.ts';
export { entryCalendarFile } from './services/download-calendar.ts';
export { ticketExpiryJob } from './services/expire-tickets.ts';
export { cancelAndRefundTicket, entryRefundReference } from './services/refund-ticket.ts';
export {
  dueReminders,
  REMINDER_JOB,
  reminderDedupeKey,
  ticketReminderJob,
} from './services/remind-entries.ts';
export { createWaitlist, type Waitlist } from './services/waitlist.ts';
