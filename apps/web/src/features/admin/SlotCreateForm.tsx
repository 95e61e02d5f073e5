import { type AdminActivity, slotCreateRequest } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button, Checkbox, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { addDays, todayKey } from './calendarDates.ts';
import { SelectField } from './ManageUi.tsx';
import { useCreateSlots } from './manageQueries.ts';

/** Creates one slot, or a weekly series of them, of the chosen activity. */
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
