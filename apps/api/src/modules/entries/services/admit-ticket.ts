import { randomUUID } from 'node:crypto';
import {
  type AdmissionResult,
  type AdmissionTicket,
  type DoorVerdict,
  doorVerdict,
  partnerEarning,
  ticketAdmission,
} from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import {
  type BookEntry,
  type PaymentPrepaid,
  partnerEarningEntry,
  postingCtes,
  ticketProvidedEntry,
} from '../../books/index.ts';
import { queueReferralDecision, undecidedRefereeSql } from '../../referrals/index.ts';
import { admittedSql, admitUnusedTicket, type TicketView } from '../repository.ts';

export type Admission =
  | { admitted: true; entry: { id: string }; earning: number }
  | { admitted: false; lostRace: boolean; admission: AdmissionResult };

function admissionTicketOf(view: TicketView): AdmissionTicket {
  const t = view.ticket;
  return {
    isUsed: t.isUsed,
    isCancelled: t.isCancelled,
    expiresAt: t.expiredAt ? 0 : t.expiresAt,
    slot:
      view.slotStartsAt && view.slotEndsAt ? { startsAt: view.slotStartsAt, endsAt: view.slotEndsAt } : null,
  };
}

/** Whether a ticket admits now on a trainer's list (unused, not cancelled, not expired, its slot within a day or running). */
export function admissionOf(view: TicketView, now: Date): AdmissionResult {
  return ticketAdmission(admissionTicketOf(view), now);
}

/** What the door does with a ticket now: admit (its slot is on now), ask the reception to confirm (another time), refuse. */
export function doorVerdictOf(view: TicketView, now: Date): DoorVerdict {
  return doorVerdict(admissionTicketOf(view), now);
}

/**
 * Admits one ticket, the same for a reception scan and a trainer's attendance list: the ticket is
 * marked used by a conditional update (of two concurrent admissions only one wins; the other answers
 * `lostRace`) and, in the same statement, the entry is recorded with the partner's earning and the person who admitted, the
 * earning is posted to the books as owed to the venue's partner (`earning:<entry>`) and a paid ticket's price
 * as provided (`provided:ticket:<ticket>`); a paid
 * entry queues its holder's referral reward decision.
 * `confirmedByReception`: the reception confirmed a ticket of another day or time, which then admits
 * whatever its time (still never a used, cancelled or expired one, nor one whose slot is over).
 * Runs inside the caller's transaction.
 */
export async function admitTicket(
  tx: Executor,
  /**
   * `prepaid`: what its payment still prepaid; `admittedEndpointIds`: the partner's webhooks for an admission; each
   * when read with it (`scanCandidates`)
   */
  view: TicketView & { prepaid?: PaymentPrepaid; admittedEndpointIds?: string[] },
  input: {
    userId: string;
    scannedById: string;
    now: Date;
    confirmedByReception?: boolean;
    /** says the ticket admitted (the partner's webhooks follow, in this transaction): every admission does */
    events: AppEvents;
  },
): Promise<Admission> {
  const admission = input.confirmedByReception
    ? confirmedAdmission(view, input.now)
    : admissionOf(view, input.now);
  if (!admission.admissible) return { admitted: false, lostRace: false, admission };
  const earning = partnerEarning({
    optionPrice: view.optionPrice ?? view.ticket.price,
    admittedAt: input.now,
  });
  // in the admission's statement, only when it admits: what the venue's partner earned is owed to it in
  // the books (under the entry's id, chosen here), and what the customer prepaid for it is provided (the
  // platform's sale and its VAT; what its payment prepaid read with the ticket when the caller did)
  const entryId = randomUUID();
  const posting = [
    partnerEarningEntry({ id: entryId, partnerId: view.venueAdminId, earning }),
    await ticketProvidedEntry(tx, view.ticket, view.prepaid),
  ].filter((posted): posted is BookEntry => posted !== null);
  const entry = await admitUnusedTicket(
    tx,
    {
      id: entryId,
      ticketId: view.ticket.id,
      userId: input.userId,
      venueId: view.venueId,
      scannedById: input.scannedById,
      partnerEarning: earning,
      scannedAt: input.now,
    },
    {
      posting: postingCtes(posting, admittedSql),
      // a paid entry may earn its holder's referral reward: whether they are an undecided referee
      ask: view.ticket.paymentId ? undecidedRefereeSql(input.userId) : undefined,
    },
  );
  if (!entry) {
    return { admitted: false, lostRace: true, admission: { admissible: false, reason: 'already_used' } };
  }
  // a paid entry used may earn its holder's referral reward (decided by the referrals' job)
  if (view.ticket.paymentId) {
    await queueReferralDecision(tx, {
      userId: input.userId,
      ticketId: view.ticket.id,
      now: input.now,
      undecidedReferee: entry.asked,
    });
  }
  await input.events.emit(tx, {
    type: 'entry.admitted',
    ticketId: view.ticket.id,
    entryId: entry.id,
    ...(view.admittedEndpointIds ? { endpointIds: view.admittedEndpointIds } : {}),
  });
  return { admitted: true, entry: { id: entry.id }, earning };
}

function confirmedAdmission(view: TicketView, now: Date): AdmissionResult {
  const verdict = doorVerdictOf(view, now);
  return verdict.kind === 'refuse' ? { admissible: false, reason: verdict.reason } : { admissible: true };
}
