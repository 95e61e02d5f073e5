import { BACKOFFICE_REQUEST_KINDS, BACKOFFICE_REQUEST_SORTS, REQUEST_STATES } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { BoFilters } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { dateTime } from './BoUi.tsx';
import { kindLabel, statusLabel } from './requestLabels.ts';
import { useRequestInbox } from './requestQueries.ts';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

const SORT_LABEL = {
  createdAt: 'boRequests.colCreated',
  updatedAt: 'boRequests.colUpdated',
  name: 'boRequests.colName',
  kind: 'boRequests.colKind',
  status: 'boRequests.colStatus',
} as const;

const ASSIGNEES = ['me', 'none'] as const;

/** /superadmin/request: the inbox, filtered, sorted and paged on the server; the state lives in the URL. */
export function RequestsPage() {
  const list = useListParams({ sorting: { keys: BACKOFFICE_REQUEST_SORTS, key: 'createdAt', dir: 'desc' } });
  const inbox = useRequestInbox({
    q: list.q,
    status: list.choice('status', REQUEST_STATES),
    kind: list.choice('kind', BACKOFFICE_REQUEST_KINDS),
    assignee: list.choice('assignee', ASSIGNEES),
    sort: list.sort,
    dir: list.dir,
    page: list.page,
  });
  return (
    <AreaPage title={t('boRequests.title')} lead={t('boRequests.lead')}>
      <BoFilters
        list={list}
        submit={t('boRequests.search')}
        fields={[
          {
            type: 'search',
            name: 'q',
            label: t('boRequests.searchLabel'),
            placeholder: t('boRequests.searchPlaceholder'),
          },
          {
            type: 'select',
            name: 'status',
            label: t('boRequests.statusLabel'),
            all: t('boRequests.all'),
            options: REQUEST_STATES.map((value) => ({ value, label: statusLabel(value) })),
          },
          {
            type: 'select',
            name: 'kind',
            label: t('boRequests.kindLabel'),
            all: t('boRequests.all'),
            options: BACKOFFICE_REQUEST_KINDS.map((value) => ({ value, label: kindLabel(value) })),
          },
          {
            type: 'select',
            name: 'assignee',
            label: t('boRequests.assigneeLabel'),
            all: t('boRequests.all'),
            options: [
              { value: 'me', label: t('boRequests.mine') },
              { value: 'none', label: t('boRequests.nobody') },
            ],
          },
          {
            type: 'select',
            name: 'sort',
            label: t('boRequests.sortLabel'),
            value: list.sort,
            options: BACKOFFICE_REQUEST_SORTS.map((value) => ({ value, label: t(SORT_LABEL[value]) })),
          },
        ]}
      />
      <BoList
        list={list}
        query={inbox}
        rows={(data) => data.requests}
        rowKey={(request) => request.id}
        label={t('boRequests.title')}
        error={t('boRequests.loadError')}
        empty={{ title: t('boRequests.empty'), hint: t('boRequests.emptyHint') }}
        total={(count) => t('boRequests.total', { count })}
        pager={t('boRequests.pagerLabel')}
        sortLabel={(column) => t('boRequests.sortBy', { column })}
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
              <span className={`bo-state bo-state--${request.status}`}>{statusLabel(request.status)}</span>
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
    </AreaPage>
  );
}
