import type { AdminSlot } from '@champions/contract';
import { t } from '../../shared/i18n/index.ts';
import { CalendarSlotButton } from './CalendarSlotButton.tsx';
import { dayLabel, dayOf, todayKey } from './calendarDates.ts';

/** The week view of the calendar: each day of `days` with its slots, or a note that it has none. */
export function CalendarWeek({
  days,
  slots,
  onOpen,
}: {
  days: readonly string[];
  slots: readonly AdminSlot[];
  onOpen: (slot: AdminSlot) => void;
}) {
  return (
    <ol className="calendar-week">
      {days.map((weekDay) => {
        const daySlots = slots.filter((slot) => dayOf(slot.startsAt) === weekDay);
        return (
          <li key={weekDay} className={`calendar-day${weekDay === todayKey() ? ' is-today' : ''}`}>
            <h3 className="calendar-day__title">{dayLabel(weekDay)}</h3>
            {daySlots.length === 0 ? (
              <p className="calendar-day__empty">{t('adminCalendar.noSlots')}</p>
            ) : (
              <ul className="calendar-slots">
                {daySlots.map((slot) => (
                  <li key={slot.id}>
                    <CalendarSlotButton slot={slot} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
