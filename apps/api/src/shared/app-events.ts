/**
 * What happens in the business that something else reacts to, and — in REACTIONS, the one place —
 * which reactions follow each event and when. A service says what happened (`emit` in its
 * transaction); it never calls the mail, the public cache or the waitlist itself.
 */
/**
 * What credit was returned for, as its e-mail names it in the customer's language: a cancelled entry
 * (its activity and start), or a change of the subscription (a switch, a cancelled switch, a reactivation).
 */
export type CreditsReturnedFor =
  | { kind: 'entry'; activity: string; startsAt: Date | null }
  | { kind: 'switch' | 'cancelledSwitch' | 'reactivation' };

export type AppEvent =
  /** a payment was captured (card, credit or both): its mail with the receipt */
  | { type: 'payment.succeeded'; paymentId: string }
  /** a subscription started without a payment (a free first period): its order confirmation */
  | { type: 'subscription.ordered'; subscriptionId: string }
  /** money of a payment went back, to the card or as credit */
  | { type: 'payment.refunded'; paymentId: string; refundKey: string; amount: number; to: 'card' | 'credits' }
  /** credit came back for something (a cancelled entry, a fee given back) */
  | {
      type: 'credits.returned';
      userId: string;
      amount: number;
      /** the ledger movement's reason and reference, which make the movement (and its mail) unique */
      reason: string;
      reference: string;
      /** what the credit was returned for */
      what: CreditsReturnedFor;
      /** the payment that paid for it, whose documents the mail attaches */
      paymentId?: string | null | undefined;
    }
  /** an entry was bought; `lastPlace`: its slot has no place left now */
  | { type: 'entry.booked'; ticketId: string; timeSlotId: string | null; lastPlace: boolean }
  /** the customer cancelled an entry; `freedFullSlot`: its slot was full and has a place again */
  | { type: 'entry.cancelled'; ticketId: string; timeSlotId: string | null; freedFullSlot: boolean }
  /**
   * an entry was cancelled by someone else than its customer: `partner`, with its slot (and
   * `slot.cancelled`); `champions`, by the back office (a full refund, a voided scan, the partner
   * suspended) or because the membership that covered it ended
   */
  | { type: 'entry.withdrawn'; ticketId: string; by: 'partner' | 'champions' }
  /** the partner cancelled a slot: its entries were cancelled and paid back as credit */
  | { type: 'slot.cancelled'; timeSlotId: string }
  /** a ticket admitted its holder (a scan at the door, a trainer's attendance list): `entryId` the entry */
  | {
      type: 'entry.admitted';
      ticketId: string;
      entryId: string;
      /**
       * the venue's partner's endpoints that take it, when read with the ticket (a scan's `scanCandidates`): none
       * spares the webhooks their read. An endpoint switched on between that read and the admission misses it.
       */
      endpointIds?: string[];
    }
  /** the back office marked a partner's payout paid */
  | { type: 'payout.paid'; payoutId: string };

export type AppEventType = AppEvent['type'];
export type AppEventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;

/** The reactions the application provides (each by the module that owns it, at start). */
export type ReactionName =
  /** queues the e-mail of a money event, in the customer's language, with its documents (mail/payment-mails.ts) */
  | 'mail.money'
  /** the public pages show whether a slot has a place: the public cache is cleared */
  | 'catalogue.places'
  /** slots changed: the public cache is cleared */
  | 'catalogue.slots'
  /** the place freed goes to the first of the waiting line (one transaction per promotion) */
  | 'waitlist.promote'
  /** the partner's webhooks of the event are queued with it (modules/webhooks, docs/webhooks.md) */
  | 'webhooks.enqueue';

export interface EventReactions {
  /** run inside the event's transaction: they commit with it, or not at all (a queued e-mail) */
  readonly withEvent: readonly ReactionName[];
  /** run once the transaction committed (never after a rollback); a failure is logged, not answered */
  readonly afterCommit: readonly ReactionName[];
}

/** Every event's reactions, in one place (docs/architecture.md, "Events and their reactions"). */
export const REACTIONS: { readonly [T in AppEventType]: EventReactions } = {
  'payment.succeeded': { withEvent: ['mail.money'], afterCommit: [] },
  'subscription.ordered': { withEvent: ['mail.money'], afterCommit: [] },
  'payment.refunded': { withEvent: ['mail.money'], afterCommit: [] },
  'credits.returned': { withEvent: ['mail.money'], afterCommit: [] },
  'entry.booked': { withEvent: ['webhooks.enqueue'], afterCommit: ['catalogue.places'] },
  'entry.cancelled': {
    withEvent: ['webhooks.enqueue'],
    afterCommit: ['catalogue.places', 'waitlist.promote'],
  },
  'entry.withdrawn': { withEvent: ['webhooks.enqueue'], afterCommit: [] },
  'slot.cancelled': { withEvent: ['webhooks.enqueue'], afterCommit: ['catalogue.slots'] },
  'entry.admitted': { withEvent: ['webhooks.enqueue'], afterCommit: [] },
  'payout.paid': { withEvent: ['webhooks.enqueue'], afterCommit: [] },
};
