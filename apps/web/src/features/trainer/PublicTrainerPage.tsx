import { type PublicTrainer, TRAINER_CALLS } from '@champions/contract';
import { PAGES, postLoginTargetPath, pragueDayKey } from '@champions/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError, callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatDay, formatTime, usePageMeta } from '../../shared/public-ui/index.ts';
import { QueryStatus } from './QueryStatus.tsx';
import './trainer.css';

/** /trener/{slug}: a trainer's public page: photo, bio, specialisations, activities and next slots to book. */
export function PublicTrainerPage() {
  const { slug = '' } = useParams();
  const page = useQuery({
    queryKey: ['public', 'trainer', slug],
    queryFn: ({ signal }) => callApi(TRAINER_CALLS.publicProfile, { params: { slug }, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const trainer = page.data;
  usePageMeta({
    title: trainer?.name ?? t('trainerArea.home'),
    description: trainer
      ? trainer.bio.slice(0, 160) || t('trainerPublic.description', { name: trainer.name })
      : '',
  });
  const notFound = page.error instanceof ApiError && page.error.status === 404;
  return (
    <div className="page container trainer-public">
      {notFound ? (
        <div className="empty-state">
          <h1>{t('trainerPublic.notFound')}</h1>
          <Link to={PAGES.activities}>{t('trainerPublic.backToActivities')}</Link>
        </div>
      ) : (
        <QueryStatus query={page} />
      )}
      {trainer && <TrainerView trainer={trainer} />}
    </div>
  );
}

function TrainerView({ trainer }: { trainer: PublicTrainer }) {
  return (
    <>
      <header className="trainer-public__head trainer-photo">
        {trainer.photoUrl ? (
          <img src={trainer.photoUrl} alt="" width={160} height={160} />
        ) : (
          <span className="trainer-photo__initials" aria-hidden="true">
            {trainer.name.slice(0, 1)}
          </span>
        )}
        <div>
          <h1>{trainer.name}</h1>
          {trainer.specialisations.length > 0 && (
            <ul className="trainer-public__tags" aria-label={t('trainerPublic.specialisations')}>
              {trainer.specialisations.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </div>
      </header>
      {trainer.bio && <p className="trainer-public__bio">{trainer.bio}</p>}
      {trainer.activities.length > 0 && (
        <section aria-labelledby="trainer-activities">
          <h2 id="trainer-activities">{t('trainerPublic.activities')}</h2>
          <ul>
            {trainer.activities.map((activity) => (
              <li key={activity.id}>
                <Link to={PAGES.activity(activity.id)}>{activity.name}</Link> · {activity.venueName}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="trainer-slots">
        <h2 id="trainer-slots">{t('trainerPublic.slots')}</h2>
        {trainer.slots.length === 0 ? (
          <p>{t('trainerPublic.noSlots')}</p>
        ) : (
          <ul className="trainer-public__slots">
            {trainer.slots.map((slot) => {
              const when = `${formatDay(slot.startsAt)} ${formatTime(slot.startsAt)}`;
              return (
                <li key={slot.id} className="trainer-public__slot">
                  <span>
                    <strong>{when}</strong> · {slot.activityName} · {slot.venueName}
                  </span>
                  <Link
                    className="button button--primary"
                    aria-label={t('trainerPublic.bookLabel', { activity: slot.activityName, when })}
                    to={postLoginTargetPath({
                      type: 'activity',
                      activityId: slot.activityId,
                      timeSlotId: slot.id,
                      selectedDate: pragueDayKey(new Date(slot.startsAt)),
                    })}
                  >
                    {t('trainerPublic.book')}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
