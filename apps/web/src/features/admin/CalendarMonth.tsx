import type { AdminSlot } from '@champions/contract';
import { type KeyboardEvent, useRef } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { CalendarSlotButton } from './CalendarSlotButton.tsx';
import { dayLabel, dayOf, monthGrid, monthOf, todayKey } from './calendarDates.ts';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** 'žádný termín', '1 termín', '3 termíny', '5 termínů' (Czech plural from Intl.PluralRules). */
function slotCount(count: number): string {
  if (count === 0) return t('adminCalendar.countNone');
  return t('adminCalendar.count', { count });
}

/**
 * The month grid of the calendar: every day with its number of slots; a chosen day lists its slots
 * below, each opening the slot to edit. Arrow keys move between days (Home/End: the week's ends).
 */
export function CalendarMonth({
  month,
  slots,
  selected,
  onSelect,
  onOpen,
}: {
  month: string;
  slots: AdminSlot[];
  selected: string | null;
  onSelect: (day: string) => void;
  onOpen: (slot: AdminSlot) => void;
}) {
  const days = monthGrid(month);
  const today = todayKey();
  const grid = useRef<HTMLTableElement>(null);
  const byDay = new Map<string, AdminSlot[]>();
  for (const slot of slots) {
    const day = dayOf(slot.startsAt);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const focusDay = (index: number) => {
    const day = days[Math.max(0, Math.min(days.length - 1, index))];
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      ArrowUp: index - 7,
      ArrowDown: index + 7,
      Home: index - (index % 7),
      End: index - (index % 7) + 6,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusDay(target);
  };
  const selectedSlots = selected ? (byDay.get(selected) ?? []) : [];

  return (
    <>
      <p className="field__hint" id="calendar-month-hint">
        {t('adminCalendar.monthHint')}
      </p>
      <table ref={grid} className="calendar-month" aria-describedby="calendar-month-hint">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                <abbr title={t(`adminCalendar.weekdays.${day}`)}>
                  {t(`adminCalendar.weekdaysShort.${day}`)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const index = days.indexOf(day);
                const count = (byDay.get(day) ?? []).filter((slot) => !slot.cancelled).length;
                const outside = monthOf(day) !== month;
                return (
                  <td key={day}>
                    <button
                      type="button"
                      data-day={day}
                      className={`calendar-month__day${outside ? ' is-outside' : ''}${day === today ? ' is-today' : ''}${count > 0 ? ' has-slots' : ''}`}
                      aria-pressed={selected === day}
                      aria-current={day === today ? 'date' : undefined}
                      aria-label={`${dayLabel(day)}: ${slotCount(count)}`}
                      onClick={() => onSelect(day)}
                      onKeyDown={(event) => onKeyDown(event, index)}
                    >
                      <span className="calendar-month__number">{Number(day.slice(8))}</span>
                      {count > 0 && (
                        <span className="calendar-month__count" aria-hidden="true">
                          {count}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {selected && (
        <section
          className="calendar-day calendar-month__panel"
          aria-labelledby="calendar-day-title"
          aria-live="polite"
        >
          <h3 id="calendar-day-title" className="calendar-day__title">
            {dayLabel(selected)}
          </h3>
          {selectedSlots.length === 0 ? (
            <p className="calendar-day__empty">{t('adminCalendar.noSlots')}</p>
          ) : (
            <ul className="calendar-slots">
              {selectedSlots.map((slot) => (
                <li key={slot.id}>
                  <CalendarSlotButton slot={slot} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
