import { type Instant, toEpochMs } from '../periods/instant.ts';

/** What paid for a ticket (one entry): a single PAYG entry, a PAYG+ entry, or the membership. */
export const TICKET_SOURCES = ['PAYG', 'PAYG_PLUS', 'CHAMPIONSHIP'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

/** The state of a ticket as the user card and the history show it (our decision, from SPEC 3 flags). */
export const TICKET_STATES = ['VALID', 'USED', 'CANCELLED', 'EXPIRED'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

export interface TicketStateInput {
  isUsed: boolean;
  isCancelled: boolean;
  expiresAt: Instant;
}

/** Used wins over cancelled (the entry happened); an unused ticket is expired from `expiresAt` on. */
export function ticketState(ticket: TicketStateInput, now: Instant): TicketState {
  if (ticket.isUsed) return 'USED';
  if (ticket.isCancelled) return 'CANCELLED';
  return toEpochMs(now) >= toEpochMs(ticket.expiresAt) ? 'EXPIRED' : 'VALID';
}
