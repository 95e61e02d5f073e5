import {
  BACKOFFICE_REQUEST_KINDS,
  BACKOFFICE_REQUEST_SORTS,
  type BackofficeRequestsQuery,
  REQUEST_STATES,
} from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { SelectField } from '../../shared/ui/fields.tsx';
import { Button, TextField } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { dateTime, ListState } from './BoUi.tsx';
import { kindLabel, statusLabel } from './requestLabels.ts';
import { useRequestInbox } from './requestQueries.ts';
import './backoffice.css';

type Sort = BackofficeRequestsQuery['sort'];

const SORT_LABEL = {
  createdAt: 'boRequests.colCreated',
  updatedAt: 'boRequests.colUpdated',
  name: 'boRequests.colName',
  kind: 'boRequests.colKind',
  status: 'boRequests.colStatus',
} as const;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

/** /superadmin/request: the inbox, filtered, sorted and paged on the server; the state lives in the URL. */
export function RequestsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = pick(params.get('status'), REQUEST_STATES);
  const kind = pick(params.get('kind'), BACKOFFICE_REQUEST_KINDS);
  const assignee = pick(params.get('assignee'), ['me', 'none'] as const);
  const sort: Sort = pick(params.get('sort'), BACKOFFICE_REQUEST_SORTS) ?? 'createdAt';
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const inbox = useRequestInbox({ q, status, kind, assignee, sort, dir, page });

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  const onSort = (key: string) =>
    update({ sort: key, dir: key === sort && dir === 'asc' ? 'desc' : 'asc', page: undefined });
  const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim() || undefined;

  const data = inbox.data;
  return (
    <AreaPage title={t('boRequests.title')} lead={t('boRequests.lead')}>
      <form
        className="area-card bo-filters"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          update({
            q: field(form, 'q'),
            status: field(form, 'status'),
            kind: field(form, 'kind'),
            assignee: field(form, 'assignee'),
            sort: field(form, 'sort'),
            page: undefined,
          });
        }}
      >
        <TextField
          name="q"
          type="search"
          label={t('boRequests.searchLabel')}
          placeholder={t('boRequests.searchPlaceholder')}
          defaultValue={q}
          key={`q-${q}`}
          maxLength={100}
        />
        <SelectField
          name="status"
          label={t('boRequests.statusLabel')}
          defaultValue={status ?? ''}
          key={`s-${status}`}
        >
          <option value="">{t('boRequests.all')}</option>
          {REQUEST_STATES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="kind"
          label={t('boRequests.kindLabel')}
          defaultValue={kind ?? ''}
          key={`k-${kind}`}
        >
          <option value="">{t('boRequests.all')}</option>
          {BACKOFFICE_REQUEST_KINDS.map((value) => (
            <option key={value} value={value}>
              {kindLabel(value)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="assignee"
          label={t('boRequests.assigneeLabel')}
          defaultValue={assignee ?? ''}
          key={`a-${assignee}`}
        >
          <option value="">{t('boRequests.all')}</option>
          <option value="me">{t('boRequests.mine')}</option>
          <option value="none">{t('boRequests.nobody')}</option>
        </SelectField>
        <SelectField name="sort" label={t('boRequests.sortLabel')} defaultValue={sort} key={`o-${sort}`}>
          {BACKOFFICE_REQUEST_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(SORT_LABEL[value])}
            </option>
          ))}
        </SelectField>
        <Button type="submit">{t('boRequests.search')}</Button>
      </form>

      <ListState
        isPending={inbox.isPending}
        isError={inbox.isError}
        error={t('boRequests.loadError')}
        retry={() => void inbox.refetch()}
      />
      {data && data.requests.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{t('boRequests.empty')}</p>
          <p>{t('boRequests.emptyHint')}</p>
        </div>
      )}
      {data && data.requests.length > 0 && (
        <div className="area-card" aria-busy={inbox.isFetching || undefined}>
          <p role="status">{t('boRequests.total', { count: data.pagination.total })}</p>
          <DataTable
            rows={data.requests}
            rowKey={(request) => request.id}
            sort={{ key: sort, dir, onSort, buttonLabel: (column) => t('boRequests.sortBy', { column }) }}
            columns={[
              {
                label: t('boRequests.colName'),
                sortKey: 'name',
                cell: (request) => (
                  <span className="bo-sender">
                    <strong>{request.name}</strong>
                    <span className="bo-muted">{request.company ?? request.email}</span>
                  </span>
                ),
              },
              { label: t('boRequests.colKind'), sortKey: 'kind', cell: (request) => kindLabel(request.kind) },
              { label: t('boRequests.colMessage'), cell: (request) => request.preview },
              {
                label: t('boRequests.colStatus'),
                sortKey: 'status',
                cell: (request) => (
                  <span className={`bo-state bo-state--${request.status}`}>
                    {statusLabel(request.status)}
                  </span>
                ),
              },
              {
                label: t('boRequests.colAssignee'),
                cell: (request) => request.assignee?.name || t('boRequests.nobodyAssigned'),
              },
              {
                label: t('boRequests.colCreated'),
                sortKey: 'createdAt',
                cell: (request) => dateTime.format(new Date(request.createdAt)),
              },
            ]}
            action={{
              label: t('boRequests.detail'),
              cell: (request) => (
                <Link
                  className="button button--secondary button--small"
                  to={PAGES.superadmin.request(request.id)}
                  aria-label={t('boRequests.detailOf', { name: request.name })}
                >
                  {t('boRequests.detail')}
                </Link>
              ),
            }}
          />
          <Pager
            label={t('boRequests.pagerLabel')}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={(next) => update({ page: String(next) })}
          />
        </div>
      )}
    </AreaPage>
  );
}
