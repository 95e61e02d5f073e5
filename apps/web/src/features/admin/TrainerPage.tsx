import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { QueryState } from './ManageUi.tsx';
import { useTrainers } from './manageQueries.ts';
import { TrainerAssignForm } from './TrainerAssignForm.tsx';
import { TrainerInviteForm } from './TrainerInviteForm.tsx';
import './manage.css';

/** /admin/trainer (hidden in the menu, SPEC 2): invite trainers, choose who leads which activity, the list. */
export function TrainerPage() {
  const trainers = useTrainers();
  return (
    <AreaPage title={t('adminTrainers.title')} lead={t('adminTrainers.lead')}>
      <TrainerInviteForm />
      {trainers.data && trainers.data.trainers.length > 0 && (
        <TrainerAssignForm trainers={trainers.data.trainers} />
      )}
      <QueryState
        isPending={trainers.isPending}
        isError={trainers.isError}
        retry={() => trainers.refetch()}
      />
      {trainers.data && trainers.data.trainers.length === 0 && (
        <div className="empty-state area-card">
          <p className="empty-state__title">{t('adminTrainers.empty')}</p>
          <p>
            {t('adminTrainers.emptyHint')}{' '}
            <Link to={PAGES.admin.support}>{t('adminTrainers.contactUs')}</Link>
          </p>
        </div>
      )}
      {trainers.data && trainers.data.trainers.length > 0 && (
        <ul className="manage-cards">
          {trainers.data.trainers.map((trainer) => (
            <li key={trainer.id} className="area-card">
              <h2 className="area-card__title">{trainer.name || trainer.email}</h2>
              <p>
                <a href={`mailto:${trainer.email}`}>{trainer.email}</a>
              </p>
              {trainer.activities.length === 0 ? (
                <p>{t('adminTrainers.noActivities')}</p>
              ) : (
                <>
                  <p className="field__hint">{t('adminTrainers.leads')}</p>
                  <ul>
                    {trainer.activities.map((activity) => (
                      <li key={activity.id}>
                        <Link to={PAGES.admin.activity(activity.id)}>{activity.name}</Link> ·{' '}
                        {activity.venueName}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </AreaPage>
  );
}
