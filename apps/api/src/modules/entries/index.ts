export { cardCodeAt, cardSecret, resolveCardKey } from './card-code.ts';
export { formatPragueDateTime, formatPragueTime } from './format.ts';
export {
  findTicketView,
  listFeedTickets,
  loadPlanCompany,
  recentPartnerScans,
  releasePlace,
} from './repository.ts';
export { reviewRoutes } from './review-routes.ts';
export { scanRoutes, userEntryRoutes } from './routes.ts';
export { admitTicket } from './services/admit-ticket.ts';
export { freePlaces, loadBookable } from './services/bookable.ts';
export { entryFulfilment, entryReference } from './services/buy-by-card.ts';
export {
  type CancelledCoveredEntry,
  cancelCoveredEntriesFrom,
  mailCancelledCoveredEntries,
} from './services/cancel-covered-entries.ts';
export { entryCalendarFile, ICS_PRODUCT_ID, ticketEvent } from './services/download-calendar.ts';
export { enqueueDueReminders } from './services/enqueue-reminders.ts';
export { expireUnusedTickets } from './services/expire-tickets.ts';
export { loadTodayFor } from './services/list-today.ts';
export { promoteWaitlistSlot } from './services/promote-waitlist-slot.ts';
export { promoteWaitlists } from './services/promote-waitlists.ts';
export {
  cancelAndRefundTicket,
  entryRefundReference,
  ticketCancellationRefund,
} from './services/refund-ticket.ts';
export { REMINDER_JOB, remindTicket } from './services/remind-entries.ts';
export { admitHolder, type ScanActor, scanAs } from './services/scan-entry.ts';
export { coveredEntriesEarnedSince, holdsTicketFor } from './ticket-repository.ts';
