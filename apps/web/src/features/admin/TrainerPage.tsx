import type { AdminTrainers } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { InvitationsTable } from './InvitationsTable.tsx';
import { InviteForm } from './InviteForm.tsx';
import { QueryState } from './ManageUi.tsx';
import { useTrainers } from './manageQueries.ts';
import { TrainerAssignForm } from './TrainerAssignForm.tsx';
import { useRemoveTrainer, useWithdrawTrainerInvitation } from './trainerQueries.ts';
import './manage.css';

/** /admin/trainer (hidden in the menu, SPEC 2): invite trainers, choose who leads which activity, the list. */
export function TrainerPage() {
  const trainers = useTrainers();
  const withdraw = useWithdrawTrainerInvitation();
  return (
    <AreaPage title={t('adminTrainers.title')} lead={t('adminTrainers.lead')}>
      <InviteForm accountRole="trainer" />
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
        <TrainerCards trainers={trainers.data.trainers} />
      )}
      {trainers.data && trainers.data.invitations.length > 0 && (
        <InvitationsTable
          id="trainer-invitations"
          invitations={trainers.data.invitations}
          onWithdraw={(id) => withdraw.mutateAsync(id)}
        />
      )}
    </AreaPage>
  );
}

type Trainer = AdminTrainers['trainers'][number];

/** The partner's trainers with the activities they lead; removing one asks first. */
function TrainerCards({ trainers }: { trainers: readonly Trainer[] }) {
  const remove = useRemoveTrainer();
  const [removing, setRemoving] = useState<Trainer | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const label = (trainer: Trainer) => trainer.name || trainer.email;
  return (
    <>
      {removed && <Alert tone="success">{removed}</Alert>}
      <ul className="manage-cards">
        {trainers.map((trainer) => (
          <li key={trainer.id} className="area-card">
            <h2 className="area-card__title">{label(trainer)}</h2>
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
            <Button
              variant="secondary"
              className="button--small"
              aria-label={t('adminTrainers.removeLabel', { name: label(trainer) })}
              onClick={() => setRemoving(trainer)}
            >
              {t('adminTrainers.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {removing && (
        <ConfirmActionDialog
          title={t('adminTrainers.removeTitle', { name: label(removing) })}
          text={t('adminTrainers.removeText', { name: label(removing) })}
          confirmLabel={t('adminTrainers.removeConfirm')}
          onConfirm={async () => {
            const answer = await remove.mutateAsync(removing.id);
            setRemoved(answer.message);
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
