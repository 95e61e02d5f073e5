import type { AdminSlot } from '@champions/contract';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { CalendarSlotButton } from './CalendarSlotButton.tsx';
import { addDays, dayLabel, dayOf, monthGrid, monthOf, todayKey } from './calendarDates.ts';

/** Survives the grid being rebuilt while the next month's slots load. */
const pendingFocus: { day: string | null } = { day: null };

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** 'žádný termín', '1 termín', '3 termíny', '5 termínů' (Czech plural from Intl.PluralRules). */
function slotCount(count: number): string {
  if (count === 0) return t('adminCalendar.countNone');
  return t('adminCalendar.count', { count });
}

/**
 * The month grid of the calendar: every day with its number of slots; a chosen day lists its slots
 * below, each opening the slot to edit. Arrow keys move between days (Home/End: the week's ends); past
 * the grid's edge they open the next or previous month and keep the focus on the day they reached.
 */
export function CalendarMonth({
  month,
  slots,
  selected,
  onSelect,
  onOpen,
  onLeaveMonth,
}: {
  month: string;
  slots: AdminSlot[];
  selected: string | null;
  onSelect: (day: string) => void;
  onOpen: (slot: AdminSlot) => void;
  onLeaveMonth: (day: string) => void;
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
  const focusDay = (day: string) =>
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus();
  // The day an arrow key reached in another month, focused once that month's grid is shown.
  useEffect(() => {
    if (pendingFocus.day && days.includes(pendingFocus.day)) {
      focusDay(pendingFocus.day);
      pendingFocus.day = null;
    }
  });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -(index % 7),
      End: 6 - (index % 7),
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const target = addDays(days[index]!, move);
    if (days.includes(target)) return focusDay(target);
    pendingFocus.day = target;
    onLeaveMonth(target);
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
