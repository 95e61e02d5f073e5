import { type AdminActivity, slotCreateRequest } from '@champions/contract';
import { lastSeriesDate, WEEKDAYS_MONDAY_FIRST, weekdayOf, weeklySeriesDates } from '@champions/domain';
import { useId, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { DAY_NAMES } from '../../shared/public-ui/index.ts';
import { Alert, Button, Checkbox, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { addDays, todayKey } from './calendarDates.ts';
import { SelectField } from './ManageUi.tsx';
import { useCreateSlots } from './manageQueries.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Creates one slot, or a weekly series of them on one or more weekdays (Monday, Wednesday and
 * Friday), of the chosen activity; the series says how many slots it makes before it is sent.
 */
export function SlotCreateForm({
  activities,
  preselected,
}: {
  activities: AdminActivity[];
  preselected: string;
}) {
  const form = useForm(slotCreateRequest);
  const create = useCreateSlots();
  const [activityId, setActivityId] = useState(preselected || activities[0]!.id);
  const [repeat, setRepeat] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const activity = activities.find((candidate) => candidate.id === activityId) ?? activities[0]!;
  const tomorrow = addDays(todayKey(), 1);
  const [date, setDate] = useState(tomorrow);
  const [until, setUntil] = useState(addDays(tomorrow, 28));
  // the series repeats on the first date's weekday until the partner picks days of their own
  const [chosenDays, setChosenDays] = useState<readonly number[] | null>(null);
  const weekdays = chosenDays ?? (ISO_DATE.test(date) ? [weekdayOf(date)] : []);
  // counted only within a year (the longest series): a longer one is refused on sending
  const count =
    ISO_DATE.test(date) && ISO_DATE.test(until) && weekdays.length > 0 && until <= lastSeriesDate(date)
      ? weeklySeriesDates(date, until, weekdays).length
      : null;
  const daysId = useId();
  const daysError = form.errors.repeatWeekdays;
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
            ...(repeat ? { repeatWeekdays: data.getAll('repeatWeekdays').map(Number) } : {}),
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
            defaultValue={date}
            error={form.errors.date}
            onChange={(event) => setDate(event.currentTarget.value)}
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
          <>
            <fieldset
              className="manage-fieldset slot-weekdays"
              aria-describedby={daysError ? `${daysId}-error` : undefined}
            >
              <legend>{t('adminCalendar.repeatDays')}</legend>
              <div className="slot-weekdays__days">
                {WEEKDAYS_MONDAY_FIRST.map((day) => (
                  <Checkbox
                    key={day}
                    name="repeatWeekdays"
                    value={String(day)}
                    label={capitalised(DAY_NAMES[day])}
                    checked={weekdays.includes(day)}
                    aria-invalid={daysError ? true : undefined}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setChosenDays(on ? [...weekdays, day] : weekdays.filter((other) => other !== day));
                      form.clearError('repeatWeekdays');
                    }}
                  />
                ))}
              </div>
              {daysError && (
                <p className="field__error" id={`${daysId}-error`}>
                  {daysError}
                </p>
              )}
            </fieldset>
            <TextField
              name="repeatWeeklyUntil"
              type="date"
              label={t('adminCalendar.repeatUntil')}
              hint={t('adminCalendar.repeatHint')}
              defaultValue={until}
              error={form.errors.repeatWeeklyUntil}
              onChange={(event) => setUntil(event.currentTarget.value)}
            />
            {count !== null && (
              <p className="field__hint" role="status">
                {count > 0 ? t('adminCalendar.seriesCount', { n: count }) : t('adminCalendar.seriesNone')}
              </p>
            )}
          </>
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
