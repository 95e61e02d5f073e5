export { ticketExpiryJob } from './expiry.ts';
export {
  type CancelledCoveredEntry,
  cancelCoveredEntriesFrom,
  mailCancelledCoveredEntries,
} from './membership-end.ts';
export { dueReminders, REMINDER_JOB, reminderDedupeKey, ticketReminderJob } from './reminders.ts';
export { recentPartnerScans } from './repository.ts';
export { reviewRoutes } from './review-routes.ts';
export { scanRoutes, userEntryRoutes } from './routes.ts';
export { createWaitlist } from './waitlist-service.ts';
