import { type AdminSlot, slotUpdateRequest } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { dayLabel, dayOf, minutesBetween, pragueTime } from './calendarDates.ts';
import { optionalCount } from './ManageUi.tsx';
import { useCancelSlot, useUpdateSlot } from './manageQueries.ts';

/** One slot: move it, change its capacity and Champions places, or cancel it. */
export function SlotDialog({ slot, onClose }: { slot: AdminSlot; onClose: () => void }) {
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
