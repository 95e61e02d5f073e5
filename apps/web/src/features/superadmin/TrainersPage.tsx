import { TRAINER_CALLS } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { useSession } from '../../shared/session/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { BoFilters } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { dateOnly } from './BoUi.tsx';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

/** /superadmin/trainer: every trainer with their partner and activities, searched and paged on the server. */
export function TrainersPage() {
  const list = useListParams();
  const { superadmin } = useSession();
  const query = { ...(list.q ? { q: list.q } : {}), page: list.page };
  const trainers = useQuery({
    queryKey: ['superadmin', 'trainers', query],
    queryFn: ({ signal }) => callApi(TRAINER_CALLS.backofficeList, { query, signal }),
    enabled: superadmin !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <AreaPage title={t('boTrainers.title')} lead={t('boTrainers.lead')}>
      <BoFilters
        list={list}
        submit={t('boTrainers.searchButton')}
        fields={[{ type: 'search', name: 'q', label: t('boTrainers.search') }]}
      />
      <BoList
        list={list}
        query={trainers}
        rows={(data) => data.trainers}
        rowKey={(trainer) => trainer.id}
        label={t('boTrainers.title')}
        error={t('trainerArea.loadError')}
        empty={{ title: t('boTrainers.none') }}
        total={(n) => t('boTrainers.total', { n })}
        pager={t('boTrainers.title')}
        columns={[
          {
            label: t('boTrainers.name'),
            cell: (trainer) => (
              <>
                <strong>{trainer.name || trainer.email}</strong>
                <br />
                {trainer.email}
              </>
            ),
          },
          { label: t('boTrainers.partner'), cell: (trainer) => trainer.partnerName ?? '—' },
          {
            label: t('boTrainers.activities'),
            cell: (trainer) =>
              trainer.activities.length === 0
                ? t('boTrainers.noActivities')
                : trainer.activities.map((activity) => activity.name).join(', '),
          },
          {
            label: t('boTrainers.created'),
            cell: (trainer) => dateOnly.format(new Date(trainer.createdAt)),
          },
        ]}
        action={{
          label: t('boTrainers.page'),
          cell: (trainer) =>
            trainer.slug ? (
              <Link
                className="button button--secondary button--small"
                to={PAGES.trainerProfile(trainer.slug)}
              >
                {t('boTrainers.open')}
              </Link>
            ) : (
              <span className="bo-muted">{t('boTrainers.noPage')}</span>
            ),
        }}
      />
    </AreaPage>
  );
}
