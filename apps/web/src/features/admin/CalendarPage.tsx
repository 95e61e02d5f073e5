import {
  type AdminActivity,
  type AdminSlot,
  slotCreateRequest,
  slotUpdateRequest,
} from '@champions/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Alert, Button, Checkbox, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { CalendarMonth } from './CalendarMonth.tsx';
import { CalendarSlotButton } from './CalendarSlotButton.tsx';
import { ConfirmActionDialog } from './ConfirmActionDialog.tsx';
import {
  addDays,
  addMonths,
  dateLabel,
  dayLabel,
  dayOf,
  minutesBetween,
  mondayOf,
  monthGrid,
  monthLabel,
  monthOf,
  pragueTime,
  todayKey,
  weekDays,
} from './calendarDates.ts';
import { optionalCount, QueryState, SelectField } from './ManageUi.tsx';
import { useActivities, useCancelSlot, useCreateSlots, useSlots, useUpdateSlot } from './manageQueries.ts';
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
                onClick={() => change({ view: 'month', month: monthOf(week) })}
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
          />
        )}
        {slots.data && view === 'week' && (
          <ol className="calendar-week">
            {days.map((weekDay) => {
              const daySlots = shown.filter((slot) => dayOf(slot.startsAt) === weekDay);
              return (
                <li key={weekDay} className={`calendar-day${weekDay === todayKey() ? ' is-today' : ''}`}>
                  <h3 className="calendar-day__title">{dayLabel(weekDay)}</h3>
                  {daySlots.length === 0 ? (
                    <p className="calendar-day__empty">{t('adminCalendar.noSlots')}</p>
                  ) : (
                    <ul className="calendar-slots">
                      {daySlots.map((slot) => (
                        <li key={slot.id}>
                          <CalendarSlotButton slot={slot} onOpen={setEditing} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </section>
      {editing && <SlotDialog slot={editing} onClose={() => setEditing(null)} />}
    </AreaPage>
  );
}

function SlotCreateForm({ activities, preselected }: { activities: AdminActivity[]; preselected: string }) {
  const form = useForm(slotCreateRequest);
  const create = useCreateSlots();
  const [activityId, setActivityId] = useState(preselected || activities[0]!.id);
  const [repeat, setRepeat] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const activity = activities.find((candidate) => candidate.id === activityId) ?? activities[0]!;
  const tomorrow = addDays(todayKey(), 1);
  return (
    <section className="area-card" aria-labelledby="slot-create-title">
      <h2 id="slot-create-title" className="area-card__title">
        {t('adminCalendar.createTitle')}
      </h2>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={form.handleSubmit(
          (data) => ({
            activityId: formText(data, 'activityId'),
            date: formText(data, 'date'),
            time: formText(data, 'time'),
            durationMinutes: Number(formText(data, 'durationMinutes')),
            capacity: Number(formText(data, 'capacity')),
            repeatWeeklyUntil: repeat ? formText(data, 'repeatWeeklyUntil') : null,
          }),
          async (body) => {
            setDone(null);
            const result = await create.mutateAsync(body);
            setDone(result.message);
          },
        )}
      >
        {done && <Alert tone="success">{done}</Alert>}
        <FormError message={form.formError} id={form.errorId} />
        <SelectField
          name="activityId"
          label={t('adminCalendar.activity')}
          value={activityId}
          error={form.errors.activityId}
          onChange={(event) => setActivityId(event.currentTarget.value)}
        >
          {activities.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} ({option.venueName})
            </option>
          ))}
        </SelectField>
        <div className="manage-grid manage-grid--4" key={activity.id}>
          <TextField
            name="date"
            type="date"
            min={todayKey()}
            label={t('adminCalendar.date')}
            defaultValue={tomorrow}
            error={form.errors.date}
          />
          <TextField
            name="time"
            type="time"
            label={t('adminCalendar.time')}
            defaultValue="18:00"
            error={form.errors.time}
          />
          <TextField
            name="durationMinutes"
            type="number"
            min={5}
            label={t('adminCalendar.duration')}
            defaultValue={activity.durationMinutes}
            error={form.errors.durationMinutes}
          />
          <TextField
            name="capacity"
            type="number"
            min={1}
            label={t('adminCalendar.capacity')}
            defaultValue={activity.capacity}
            error={form.errors.capacity}
          />
        </div>
        <Checkbox
          name="repeat"
          label={t('adminCalendar.repeat')}
          checked={repeat}
          onChange={(event) => setRepeat(event.currentTarget.checked)}
        />
        {repeat && (
          <TextField
            name="repeatWeeklyUntil"
            type="date"
            label={t('adminCalendar.repeatUntil')}
            hint={t('adminCalendar.repeatHint')}
            defaultValue={addDays(tomorrow, 28)}
            error={form.errors.repeatWeeklyUntil}
          />
        )}
        <div>
          <Button type="submit" loading={form.pending}>
            {repeat ? t('adminCalendar.createSeries') : t('adminCalendar.createOne')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function SlotDialog({ slot, onClose }: { slot: AdminSlot; onClose: () => void }) {
  const form = useForm(slotUpdateRequest);
  const update = useUpdateSlot();
  const cancel = useCancelSlot();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  if (confirming) {
    return (
      <ConfirmActionDialog
        title={t('adminCalendar.cancelTitle')}
        text={
          slot.bookings > 0
            ? t('adminCalendar.cancelTextBooked', { bookings: slot.bookings })
            : t('adminCalendar.cancelText')
        }
        confirmLabel={t('adminCalendar.cancelConfirm')}
        onConfirm={async () => {
          const answer = await cancel.mutateAsync(slot.id);
          setResult(answer.message);
        }}
        onClose={() => setConfirming(false)}
      />
    );
  }
  return (
    <ConfirmDialog open title={`${slot.activityName} · ${dayLabel(dayOf(slot.startsAt))}`} onClose={onClose}>
      {result && <Alert tone="success">{result}</Alert>}
      <p>
        {slot.venueName} ·{' '}
        {slot.cancelled
          ? t('adminCalendar.cancelled')
          : t('adminCalendar.bookings', { bookings: slot.bookings, capacity: slot.capacity })}
      </p>
      {!slot.cancelled && !result && (
        <form
          ref={form.formRef}
          className="form"
          noValidate
          onSubmit={form.handleSubmit(
            (data) => ({
              date: formText(data, 'date'),
              time: formText(data, 'time'),
              durationMinutes: Number(formText(data, 'durationMinutes')),
              capacity: Number(formText(data, 'capacity')),
              championsPlaces: optionalCount(formText(data, 'championsPlaces')),
            }),
            async (body) => {
              await update.mutateAsync({ id: slot.id, body });
              onClose();
            },
          )}
        >
          <FormError message={form.formError} id={form.errorId} />
          {slot.bookings > 0 && <p className="field__hint">{t('adminCalendar.moveHint')}</p>}
          <div className="manage-grid">
            <TextField
              name="date"
              type="date"
              label={t('adminCalendar.date')}
              defaultValue={dayOf(slot.startsAt)}
              error={form.errors.date}
            />
            <TextField
              name="time"
              type="time"
              label={t('adminCalendar.time')}
              defaultValue={pragueTime(slot.startsAt)}
              error={form.errors.time}
            />
            <TextField
              name="durationMinutes"
              type="number"
              min={5}
              label={t('adminCalendar.duration')}
              defaultValue={minutesBetween(slot.startsAt, slot.endsAt)}
              error={form.errors.durationMinutes}
            />
            <TextField
              name="capacity"
              type="number"
              min={Math.max(1, slot.bookings)}
              label={t('adminCalendar.capacity')}
              defaultValue={slot.capacity}
              error={form.errors.capacity}
            />
            <TextField
              name="championsPlaces"
              type="number"
              min={0}
              label={t('adminCalendar.championsPlaces')}
              hint={t('adminCalendar.championsPlacesHint', {
                sellable: slot.sellable,
                capacity: slot.capacity,
              })}
              defaultValue={slot.championsPlaces ?? ''}
              error={form.errors.championsPlaces}
            />
          </div>
          <div className="button-row">
            <Button type="submit" loading={form.pending}>
              {t('adminManage.save')}
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('adminCalendar.cancelSlot')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('adminCalendar.close')}
            </Button>
          </div>
        </form>
      )}
      {(slot.cancelled || result) && (
        <div className="button-row">
          <Button variant="secondary" onClick={onClose} autoFocus>
            {t('adminCalendar.close')}
          </Button>
        </div>
      )}
    </ConfirmDialog>
  );
}
