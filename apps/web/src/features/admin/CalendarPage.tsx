import type { AdminSlot } from '@champions/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Button } from '../../shared/ui/forms.tsx';
import { CalendarMonth } from './CalendarMonth.tsx';
import { CalendarWeek } from './CalendarWeek.tsx';
import {
  addDays,
  addMonths,
  dateLabel,
  mondayOf,
  monthGrid,
  monthLabel,
  monthOf,
  monthToOpen,
  todayKey,
  weekDays,
} from './calendarDates.ts';
import { QueryState, SelectField } from './ManageUi.tsx';
import { useActivities, useSlots } from './manageQueries.ts';
import { SlotCreateForm } from './SlotCreateForm.tsx';
import { SlotDialog } from './SlotDialog.tsx';
import './manage.css';

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/calendar: time slots by week or by month; create single slots or weekly series, edit or
 * cancel a slot. The view, week, month and chosen day live in the URL (?view=month&month=2026-12&day=…).
 */
export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'month' ? 'month' : 'week';
  const week =
    params.get('week') && DAY_KEY.test(params.get('week')!)
      ? mondayOf(params.get('week')!)
      : mondayOf(todayKey());
  const month =
    params.get('month') && /^\d{4}-(0[1-9]|1[0-2])$/.test(params.get('month')!)
      ? params.get('month')!
      : monthOf(todayKey());
  const day = params.get('day') && DAY_KEY.test(params.get('day')!) ? params.get('day')! : null;
  const activityFilter = params.get('activity') ?? '';
  const days = weekDays(week);
  const grid = monthGrid(month);
  const range = view === 'week' ? [days[0]!, days[6]!] : [grid[0]!, grid.at(-1)!];
  const slots = useSlots(range[0]!, range[1]!);
  const activities = useActivities();
  const [editing, setEditing] = useState<AdminSlot | null>(null);
  const change = (values: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const shown = (slots.data?.slots ?? []).filter(
    (slot) => !activityFilter || slot.activityId === activityFilter,
  );
  const step = (direction: -1 | 0 | 1) =>
    view === 'week'
      ? change({ week: direction === 0 ? mondayOf(todayKey()) : addDays(week, 7 * direction) })
      : change({ month: direction === 0 ? monthOf(todayKey()) : addMonths(month, direction), day: null });

  return (
    <AreaPage title={t('adminCalendar.title')} lead={t('adminCalendar.lead')}>
      {activities.data && activities.data.activities.length > 0 ? (
        <SlotCreateForm activities={activities.data.activities} preselected={activityFilter} />
      ) : (
        activities.data && <p className="manage-note">{t('adminCalendar.needActivity')}</p>
      )}
      <section className="area-card" aria-labelledby="calendar-week-title">
        <div className="calendar-head">
          <h2 id="calendar-week-title" className="area-card__title">
            {view === 'week'
              ? t('adminCalendar.week', { from: dateLabel(days[0]!), to: dateLabel(days[6]!) })
              : t('adminCalendar.month', { month: monthLabel(month) })}
          </h2>
          <div className="button-row">
            <fieldset className="calendar-view">
              <legend className="visually-hidden">{t('adminCalendar.view')}</legend>
              <Button
                variant={view === 'week' ? 'primary' : 'secondary'}
                className="button--small"
                aria-pressed={view === 'week'}
                onClick={() => change({ view: null, week: day ? mondayOf(day) : null })}
              >
                {t('adminCalendar.viewWeek')}
              </Button>
              <Button
                variant={view === 'month' ? 'primary' : 'secondary'}
                className="button--small"
                aria-pressed={view === 'month'}
                onClick={() => change({ view: 'month', month: monthToOpen(week, day, todayKey()) })}
              >
                {t('adminCalendar.viewMonth')}
              </Button>
            </fieldset>
            <Button variant="secondary" className="button--small" onClick={() => step(-1)}>
              {t('adminCalendar.previous')}
            </Button>
            <Button variant="secondary" className="button--small" onClick={() => step(0)}>
              {view === 'week' ? t('adminCalendar.thisWeek') : t('adminCalendar.thisMonth')}
            </Button>
            <Button variant="secondary" className="button--small" onClick={() => step(1)}>
              {t('adminCalendar.next')}
            </Button>
          </div>
        </div>
        {activities.data && activities.data.activities.length > 1 && (
          <SelectField
            name="activityFilter"
            label={t('adminCalendar.filter')}
            value={activityFilter}
            onChange={(event) => change({ activity: event.currentTarget.value || null })}
          >
            <option value="">{t('adminCalendar.allActivities')}</option>
            {activities.data.activities.map((activity) => (
              <option key={activity.id} value={activity.id}>
                {activity.name} ({activity.venueName})
              </option>
            ))}
          </SelectField>
        )}
        <QueryState isPending={slots.isPending} isError={slots.isError} retry={() => slots.refetch()} />
        {slots.data && view === 'month' && (
          <CalendarMonth
            month={month}
            slots={shown}
            selected={day}
            onSelect={(selected) => change({ day: selected })}
            onOpen={setEditing}
            onLeaveMonth={(target) => change({ month: monthOf(target) })}
          />
        )}
        {slots.data && view === 'week' && <CalendarWeek days={days} slots={shown} onOpen={setEditing} />}
      </section>
      {editing && <SlotDialog slot={editing} onClose={() => setEditing(null)} />}
    </AreaPage>
  );
}
