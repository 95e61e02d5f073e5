import {
  BACKOFFICE_USER_SORTS,
  BACKOFFICE_USER_STATUSES,
  type BackofficeUserRow,
  type BackofficeUsersQuery,
} from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { SelectField } from '../../shared/ui/fields.tsx';
import { Button, TextField } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { dateOnly, ListState } from './BoUi.tsx';
import { useBackofficeUsers } from './usersQueries.ts';
import './backoffice.css';

type Sort = BackofficeUsersQuery['sort'];
type Status = NonNullable<BackofficeUsersQuery['status']>;

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

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

function stateOf(user: BackofficeUserRow): string {
  if (user.blockedAt) return t('boUsers.stateBlocked');
  if (!user.emailVerified) return t('boUsers.stateUnverified');
  return t('boUsers.stateActive');
}

/** /superadmin/users: customers searched, sorted and paged on the server; the state lives in the URL. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = pick(params.get('status'), BACKOFFICE_USER_STATUSES);
  const sort: Sort = pick(params.get('sort'), BACKOFFICE_USER_SORTS) ?? 'createdAt';
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const users = useBackofficeUsers({ q, status, sort, dir, page });

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

  const data = users.data;
  return (
    <AreaPage title={t('boUsers.title')} lead={t('boUsers.lead')}>
      <form
        className="area-card bo-filters"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          update({
            q: String(form.get('q') ?? '').trim() || undefined,
            status: String(form.get('status') ?? '') || undefined,
            sort: String(form.get('sort') ?? '') || undefined,
            page: undefined,
          });
        }}
      >
        <TextField
          name="q"
          type="search"
          label={t('boUsers.searchLabel')}
          placeholder={t('boUsers.searchPlaceholder')}
          defaultValue={q}
          key={`q-${q}`}
          maxLength={100}
        />
        <SelectField
          name="status"
          label={t('boUsers.statusLabel')}
          defaultValue={status ?? ''}
          key={`s-${status}`}
        >
          <option value="">{t('boUsers.statusAll')}</option>
          {BACKOFFICE_USER_STATUSES.map((value: Status) => (
            <option key={value} value={value}>
              {t(STATUS_LABEL[value])}
            </option>
          ))}
        </SelectField>
        <SelectField name="sort" label={t('boUsers.sortLabel')} defaultValue={sort} key={`o-${sort}`}>
          {BACKOFFICE_USER_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(SORT_LABEL[value])}
            </option>
          ))}
        </SelectField>
        <Button type="submit">{t('boUsers.search')}</Button>
      </form>

      <ListState
        isPending={users.isPending}
        isError={users.isError}
        error={t('boUsers.loadError')}
        retry={() => void users.refetch()}
      />
      {data && data.users.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{t('boUsers.empty')}</p>
          <p>{t('boUsers.emptyHint')}</p>
        </div>
      )}
      {data && data.users.length > 0 && (
        <div className="area-card" aria-busy={users.isFetching || undefined}>
          <p role="status">{t('boUsers.total', { count: data.pagination.total })}</p>
          <DataTable
            rows={data.users}
            rowKey={(user) => user.id}
            sort={{
              key: sort,
              dir,
              onSort,
              buttonLabel: (column) => t('boUsers.sortBy', { column }),
            }}
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
          <Pager
            label={t('boUsers.pagerLabel')}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={(next) => update({ page: String(next) })}
          />
        </div>
      )}
    </AreaPage>
  );
}
