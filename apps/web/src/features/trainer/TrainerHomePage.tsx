import type { TrainerSlot } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatDay, formatTime } from '../../shared/public-ui/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { QueryStatus } from './QueryStatus.tsx';
import { useMarkAttendance, useTrainerSlots } from './trainerQueries.ts';
import './trainer.css';

/** /trainer/slots: the trainer's slots of the next weeks with who booked them; "Přítomen" records attendance. */
export function TrainerHomePage() {
  const slots = useTrainerSlots();
  return (
    <AreaPage title={t('trainerArea.home')} lead={t('trainerArea.homeLead')}>
      <QueryStatus query={slots} />
      {slots.data && slots.data.slots.length === 0 && (
        <div className="empty-state area-card">
          <p className="empty-state__title">{t('trainerArea.empty')}</p>
          <p>{t('trainerArea.emptyHint')}</p>
        </div>
      )}
      {slots.data && slots.data.slots.length > 0 && (
        <ul className="trainer-slots">
          {slots.data.slots.map((slot) => (
            <li key={slot.id}>
              <SlotCard slot={slot} />
            </li>
          ))}
        </ul>
      )}
    </AreaPage>
  );
}

function SlotCard({ slot }: { slot: TrainerSlot }) {
  const attend = useMarkAttendance();
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const titleId = `slot-${slot.id}`;
  return (
    <section className="area-card trainer-slot" aria-labelledby={titleId}>
      <h2 id={titleId} className="area-card__title">
        {formatDay(slot.startsAt)} {formatTime(slot.startsAt)}–{formatTime(slot.endsAt)} · {slot.activityName}
      </h2>
      <p className="trainer-slot__meta">
        {slot.venueName} ·{' '}
        {slot.cancelled
          ? t('trainerArea.cancelled')
          : t('trainerArea.booked', { n: slot.bookings.length, capacity: slot.capacity })}
      </p>
      {answer && <Alert tone={answer.tone}>{answer.text}</Alert>}
      {slot.bookings.length === 0 ? (
        <p>{t('trainerArea.noBookings')}</p>
      ) : (
        <ul className="trainer-bookings">
          {slot.bookings.map((booking) => (
            <li key={booking.ticketId} className="trainer-booking">
              <span>{booking.firstName}</span>
              {booking.attended ? (
                <span className="trainer-booking__done">{t('trainerArea.attended')}</span>
              ) : (
                <Button
                  variant="secondary"
                  aria-label={t('trainerArea.presentLabel', { name: booking.firstName })}
                  loading={attend.isPending && attend.variables?.ticketId === booking.ticketId}
                  onClick={async () => {
                    setAnswer(null);
                    try {
                      const result = await attend.mutateAsync({
                        slotId: slot.id,
                        ticketId: booking.ticketId,
                      });
                      setAnswer({ tone: result.attended ? 'success' : 'error', text: result.message });
                    } catch (error) {
                      setAnswer({ tone: 'error', text: submitErrorMessage(error) });
                    }
                  }}
                >
                  {t('trainerArea.present')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
