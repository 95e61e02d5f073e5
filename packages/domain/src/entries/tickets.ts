export interface TicketFlags {
  isUsed: boolean;
  isCancelled: boolean;
}

/** SPEC 3: true if any ticket is used or not cancelled. */
export function hasAnyClaimedOrUsedTickets(tickets: readonly TicketFlags[]): boolean {
  return tickets.some((ticket) => ticket.isUsed || !ticket.isCancelled);
}
