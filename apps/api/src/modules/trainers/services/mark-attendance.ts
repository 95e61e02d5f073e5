import type { TrainerAttendanceResponse } from '@champions/contract';
import { doorTextsIn, trainerTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { admitTicket, findTicketView } from '../../entries/index.ts';
import { findLedSlot, findSlotTicket } from '../repository.ts';

/**
 * "Přítomen" on the trainer's list: the booking's ticket is admitted as a reception scan admits it
 * (entries' `admitTicket`: the partner's earning, the customer's history, one admission however many
 * requests race); the trainer picks the booking, so it admits from 24 hours before its slot, not
 * only while the slot is on now as a scan does. Idempotent: once the ticket is used the
 * answer says the attendance is recorded. Another trainer's slot, or a ticket not booked on the
 * slot, is 404.
 */
export async function markAttendance(
  { db, now, events, language }: UseCaseContext,
  trainer: Account,
  input: { slotId: string; ticketId: string },
): Promise<TrainerAttendanceResponse> {
  const texts = trainerTextsIn(language);
  if (!(await findLedSlot(db, trainer.id, input.slotId))) throw new AppError('TRAINER_SLOT_NOT_FOUND');
  const ticket = await findSlotTicket(db, input.slotId, input.ticketId);
  if (!ticket) throw new AppError('TRAINER_BOOKING_NOT_FOUND');
  return db.transaction(async (tx) => {
    const view = await findTicketView(tx, ticket.id);
    if (!view) throw new AppError('TRAINER_BOOKING_NOT_FOUND');
    const result = await admitTicket(tx, view, {
      userId: ticket.userId,
      scannedById: trainer.id,
      now,
      events,
    });
    if (result.admitted) {
      return { attended: true, message: texts.attended, usedAt: now.toISOString() };
    }
    if (result.lostRace || (!result.admission.admissible && result.admission.reason === 'already_used')) {
      const used = result.lostRace ? now : (view.ticket.usedAt ?? now);
      return { attended: true, message: texts.alreadyAttended, usedAt: used.toISOString() };
    }
    const reason = result.admission.admissible ? 'already_used' : result.admission.reason;
    return { attended: false, message: doorTextsIn(language).refusals[reason], usedAt: null };
  });
}
