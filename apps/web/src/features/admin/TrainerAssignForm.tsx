import type { AdminTrainers } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { SelectField } from '../../shared/ui/fields.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { useActivities } from './manageQueries.ts';
import { useAssignTrainer } from './trainerQueries.ts';

/** Which of the partner's trainers leads an activity (the trainer then sees its slots and bookings). */
export function TrainerAssignForm({ trainers }: { trainers: AdminTrainers['trainers'] }) {
  const activities = useActivities();
  const assign = useAssignTrainer();
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const list = activities.data?.activities ?? [];
  const leaderOf = (activityId: string) =>
    trainers.find((trainer) => trainer.activities.some((activity) => activity.id === activityId))?.id ?? '';
  const [activityId, setActivityId] = useState('');
  const chosen = activityId || list[0]?.id || '';
  return (
    <section className="area-card" aria-labelledby="trainer-assign-title">
      <h2 id="trainer-assign-title" className="area-card__title">
        {t('adminTrainerInvite.assignTitle')}
      </h2>
      <p>{t('adminTrainerInvite.assignLead')}</p>
      {list.length === 0 ? (
        <p>{t('adminTrainerInvite.noActivitiesYet')}</p>
      ) : (
        <form
          className="form"
          onSubmit={async (event) => {
            event.preventDefault();
            const trainerId = String(new FormData(event.currentTarget).get('trainerId') ?? '');
            setAnswer(null);
            try {
              const { message } = await assign.mutateAsync({
                activityId: chosen,
                trainerId: trainerId || null,
              });
              setAnswer({ tone: 'success', text: message });
            } catch (error) {
              setAnswer({ tone: 'error', text: submitErrorMessage(error) });
            }
          }}
        >
          {answer && <Alert tone={answer.tone}>{answer.text}</Alert>}
          <div className="manage-grid">
            <SelectField
              name="activityId"
              label={t('adminTrainerInvite.activity')}
              value={chosen}
              onChange={(event) => setActivityId(event.target.value)}
            >
              {list.map((activity) => (
                <option key={activity.id} value={activity.id}>
                  {activity.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              key={chosen}
              name="trainerId"
              label={t('adminTrainerInvite.trainer')}
              defaultValue={leaderOf(chosen)}
            >
              <option value="">{t('adminTrainerInvite.nobody')}</option>
              {trainers.map((trainer) => (
                <option key={trainer.id} value={trainer.id}>
                  {trainer.name || trainer.email}
                </option>
              ))}
            </SelectField>
          </div>
          <div>
            <Button type="submit" loading={assign.isPending}>
              {t('adminTrainerInvite.assign')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
