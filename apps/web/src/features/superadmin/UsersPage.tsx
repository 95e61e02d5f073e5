import { BACKOFFICE_USER_SORTS, BACKOFFICE_USER_STATUSES, type BackofficeUserRow } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { BoFilters } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { dateOnly } from './BoUi.tsx';
import { useListParams } from './useListParams.ts';
import { useBackofficeUsers } from './usersQueries.ts';
import './backoffice.css';

const STATUS_LABEL = {
  active: 'boUsers.statusActive',
  blocked: 'boUsers.statusBlocked',
  unverified: 'boUsers.statusUnverified',
} as const;
const SORT_LABEL = {
  createdAt: 'boUsers.colCreated',
  email: 'boUsers.colEmail',
  name: 'boUsers.colName',
  credits: 'boUsers.colCredits',
} as const;

function stateOf(user: BackofficeUserRow): string {
  if (user.blockedAt) return t('boUsers.stateBlocked');
  if (!user.emailVerified) return t('boUsers.stateUnverified');
  return t('boUsers.stateActive');
}

/** /superadmin/users: customers searched, sorted and paged on the server; the state lives in the URL. */
export function UsersPage() {
  const list = useListParams({ sorting: { keys: BACKOFFICE_USER_SORTS, key: 'createdAt', dir: 'desc' } });
  const status = list.choice('status', BACKOFFICE_USER_STATUSES);
  const users = useBackofficeUsers({ q: list.q, status, sort: list.sort, dir: list.dir, page: list.page });
  return (
    <AreaPage title={t('boUsers.title')} lead={t('boUsers.lead')}>
      <BoFilters
        list={list}
        submit={t('boUsers.search')}
        fields={[
          {
            type: 'search',
            name: 'q',
            label: t('boUsers.searchLabel'),
            placeholder: t('boUsers.searchPlaceholder'),
          },
          {
            type: 'select',
            name: 'status',
            label: t('boUsers.statusLabel'),
            all: t('boUsers.statusAll'),
            options: BACKOFFICE_USER_STATUSES.map((value) => ({ value, label: t(STATUS_LABEL[value]) })),
          },
          {
            type: 'select',
            name: 'sort',
            label: t('boUsers.sortLabel'),
            value: list.sort,
            options: BACKOFFICE_USER_SORTS.map((value) => ({ value, label: t(SORT_LABEL[value]) })),
          },
        ]}
      />
      <BoList
        list={list}
        query={users}
        rows={(data) => data.users}
        rowKey={(user) => user.id}
        label={t('boUsers.title')}
        error={t('boUsers.loadError')}
        empty={{ title: t('boUsers.empty'), hint: t('boUsers.emptyHint') }}
        total={(count) => t('boUsers.total', { count })}
        pager={t('boUsers.pagerLabel')}
        sortLabel={(column) => t('boUsers.sortBy', { column })}
        columns={[
          {
            label: t('boUsers.colName'),
            sortKey: 'name',
            cell: (user) => <strong>{user.name || t('boUser.none')}</strong>,
          },
          { label: t('boUsers.colEmail'), sortKey: 'email', cell: (user) => user.email },
          {
            label: t('boUsers.colCredits'),
            sortKey: 'credits',
            numeric: true,
            cell: (user) => formatCzk(user.credits),
          },
          {
            label: t('boUsers.colCreated'),
            sortKey: 'createdAt',
            cell: (user) => dateOnly.format(new Date(user.createdAt)),
          },
          { label: t('boUsers.colState'), cell: stateOf },
        ]}
        action={{
          label: t('boUsers.detail'),
          cell: (user) => (
            <Link
              className="button button--secondary button--small"
              to={PAGES.superadmin.user(user.id)}
              aria-label={t('boUsers.detailOf', { name: user.name || user.email })}
            >
              {t('boUsers.detail')}
            </Link>
          ),
        }}
      />
    </AreaPage>
  );
}
