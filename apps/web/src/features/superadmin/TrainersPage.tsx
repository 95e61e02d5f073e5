import { TRAINER_CALLS } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { useSession } from '../../shared/session/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Button, TextField } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { dateOnly, ListState } from './BoUi.tsx';
import './backoffice.css';

/** /superadmin/trainer: every trainer with their partner and activities, searched and paged on the server. */
export function TrainersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { superadmin } = useSession();
  const query = { ...(q ? { q } : {}), page };
  const trainers = useQuery({
    queryKey: ['superadmin', 'trainers', query],
    queryFn: ({ signal }) => callApi(TRAINER_CALLS.backofficeList, { query, signal }),
    enabled: superadmin !== null,
    placeholderData: keepPreviousData,
  });
  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  const data = trainers.data;
  return (
    <AreaPage title={t('boTrainers.title')} lead={t('boTrainers.lead')}>
      <form
        className="area-card bo-filters"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          update({ q: String(form.get('q') ?? '').trim() || undefined, page: undefined });
        }}
      >
        <TextField
          name="q"
          type="search"
          label={t('boTrainers.search')}
          defaultValue={q}
          key={`q-${q}`}
          maxLength={100}
        />
        <Button type="submit">{t('boTrainers.searchButton')}</Button>
      </form>
      <ListState
        isPending={trainers.isPending}
        isError={trainers.isError}
        error={t('trainerArea.loadError')}
        retry={() => void trainers.refetch()}
      />
      {data && data.trainers.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{t('boTrainers.none')}</p>
        </div>
      )}
      {data && data.trainers.length > 0 && (
        <div className="area-card" aria-busy={trainers.isFetching || undefined}>
          <p role="status">{t('boTrainers.total', { n: data.pagination.total })}</p>
          <DataTable
            rows={data.trainers}
            rowKey={(trainer) => trainer.id}
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
          <Pager
            label={t('boTrainers.title')}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={(next) => update({ page: String(next) })}
          />
        </div>
      )}
    </AreaPage>
  );
}
