import type { AdminSlot } from '@champions/contract';
import { t } from '../../shared/i18n/index.ts';
import { pragueTime } from './calendarDates.ts';

/** One time slot in the partner's calendar: time, activity, bookings; opens the slot to edit or cancel. */
export function CalendarSlotButton({ slot, onOpen }: { slot: AdminSlot; onOpen: (slot: AdminSlot) => void }) {
  const shared = slot.sellable < slot.capacity;
  return (
    <button
      type="button"
      className={`calendar-slot${slot.cancelled ? ' is-cancelled' : ''}${slot.bookings >= slot.sellable ? ' is-full' : ''}`}
      onClick={() => onOpen(slot)}
      aria-label={
        t('adminCalendar.slotLabel', {
          time: pragueTime(slot.startsAt),
          name: slot.activityName,
          bookings: slot.bookings,
          capacity: slot.capacity,
        }) + (shared ? ` ${t('adminCalendar.sharedLabel', { sellable: slot.sellable })}` : '')
      }
    >
      <span className="calendar-slot__time">
        {pragueTime(slot.startsAt)}–{pragueTime(slot.endsAt)}
      </span>
      <span className="calendar-slot__name">{slot.activityName}</span>
      <span className="calendar-slot__meta">
        {slot.cancelled
          ? t('adminCalendar.cancelled')
          : t('adminCalendar.bookings', { bookings: slot.bookings, capacity: slot.capacity })}
        {!slot.cancelled && shared && ` · ${t('adminCalendar.shared', { sellable: slot.sellable })}`}
      </span>
    </button>
  );
}
