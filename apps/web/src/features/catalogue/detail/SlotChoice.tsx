import type { SlotsResponse, TimeSlot } from '@champions/contract';
import { plural, t } from '../../../shared/i18n/index.ts';
import { formatDay, formatLongDate, formatTime } from '../../../shared/public-ui/index.ts';

/** The next days and the chosen day's times with their free places. */
export function SlotChoice({
  days,
  selectedDate,
  slots,
  timeSlotId,
  selectedSlot,
  loggedIn,
  onChooseDay,
  onChooseSlot,
}: {
  days: string[];
  selectedDate: string;
  slots: { isPending: boolean; isError: boolean; data: SlotsResponse | undefined };
  timeSlotId: string | null;
  selectedSlot: TimeSlot | undefined;
  loggedIn: boolean;
  onChooseDay: (day: string) => void;
  onChooseSlot: (slotId: string) => void;
}) {
  return (
    <section className="detail__section" aria-labelledby="slots-title">
      <h2 id="slots-title">{t('detail.slots')}</h2>
      <fieldset className="day-picker">
        <legend className="visually-hidden">{t('detail.chooseDay')}</legend>
        {days.map((day) => (
          <label key={day} className="day-picker__day">
            <input
              type="radio"
              name="day"
              value={day}
              checked={day === selectedDate}
              onChange={() => onChooseDay(day)}
            />
            <span>{formatDay(`${day}T12:00:00Z`)}</span>
          </label>
        ))}
      </fieldset>
      <p className="detail__day" aria-live="polite">
        {formatLongDate(`${selectedDate}T12:00:00Z`)}
      </p>
      {slots.isPending ? (
        <p className="skeleton skeleton--line skeleton--wide" role="status">
          <span className="visually-hidden">{t('detail.loadingSlots')}</span>
        </p>
      ) : slots.isError ? (
        <p role="alert">{t('detail.slotsError')}</p>
      ) : !slots.data || slots.data.slots.length === 0 ? (
        <p className="detail__empty">{t('detail.noSlots')}</p>
      ) : (
        <fieldset className="slot-list">
          <legend className="visually-hidden">{t('detail.chooseSlot')}</legend>
          {slots.data.slots.map((slot) => (
            <label key={slot.id} className={`slot${slot.free === 0 ? ' is-full' : ''}`}>
              <input
                type="radio"
                name="slot"
                value={slot.id}
                checked={slot.id === timeSlotId}
                disabled={slot.free === 0 && !loggedIn}
                onChange={() => onChooseSlot(slot.id)}
              />
              <span className="slot__time">
                {formatTime(slot.startsAt)}–{formatTime(slot.endsAt)}
              </span>
              <span className="slot__free">
                {slot.free === 0
                  ? t('detail.full')
                  : t('detail.free', {
                      count: slot.free,
                      noun: plural(slot.free, {
                        one: t('detail.placeOne'),
                        few: t('detail.placeFew'),
                        other: t('detail.placeMany'),
                      }),
                    })}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {timeSlotId && slots.data && !selectedSlot && (
        <p className="detail__note" role="status">
          {t('detail.slotGone')}
        </p>
      )}
    </section>
  );
}
