import { BO_ADMIN_SORTS } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Button, TextField } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { ListState } from './BoUi.tsx';
import { useBoAdmins } from './partnersQueries.ts';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

/**
 * /superadmin/admins: the partners, searched, sorted and paged on the server; each links to its page
 * and has 'Otevřít panel' (impersonation, SPEC 2).
 */
export function AdminsPage() {
  const list = useListParams(BO_ADMIN_SORTS, 'name');
  const admins = useBoAdmins({ q: list.q, sort: list.sort, dir: list.dir, page: list.page });
  const data = admins.data;
  const nameOf = (admin: { name: string; companyName: string | null; email: string }) =>
    admin.companyName || admin.name || admin.email;
  return (
    <AreaPage title={t('superadminArea.adminsTitle')} lead={t('superadminArea.adminsLead')}>
      <form
        className="area-card bo-filters"
        onSubmit={(event) => {
          event.preventDefault();
          list.submit(event.currentTarget);
        }}
      >
        <TextField
          name="q"
          type="search"
          label={t('boPartners.searchLabel')}
          placeholder={t('boPartners.adminsSearchPlaceholder')}
          defaultValue={list.q}
          key={`q-${list.q}`}
          maxLength={100}
        />
        <Button type="submit">{t('boPartners.search')}</Button>
      </form>
      <ListState
        isPending={admins.isPending}
        isError={admins.isError}
        error={t('boPartners.adminsLoadError')}
        retry={() => void admins.refetch()}
      />
      {data && data.admins.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">
            {list.q ? t('boPartners.adminsEmpty') : t('superadminArea.noAdmins')}
          </p>
        </div>
      )}
      {data && data.admins.length > 0 && (
        <div className="area-card" aria-busy={admins.isFetching || undefined}>
          <p role="status">{t('boPartners.adminsTotal', { count: data.pagination.total })}</p>
          <DataTable
            rows={data.admins}
            rowKey={(admin) => admin.id}
            sort={{
              key: list.sort,
              dir: list.dir,
              onSort: list.onSort,
              buttonLabel: (column) => t('boPartners.sortBy', { column }),
            }}
            columns={[
              {
                label: t('superadminArea.adminName'),
                sortKey: 'name',
                cell: (admin) => (
                  <Link
                    to={PAGES.superadmin.admin(admin.id)}
                    aria-label={t('boPartners.adminDetailOf', { name: nameOf(admin) })}
                  >
                    <strong>{nameOf(admin)}</strong>
                  </Link>
                ),
              },
              {
                label: t('superadminArea.adminEmail'),
                sortKey: 'email',
                cell: (admin) => (
                  <>
                    {admin.email}
                    {!admin.emailVerified && <span className="tag">{t('superadminArea.verifiedNo')}</span>}
                  </>
                ),
              },
              {
                label: t('superadminArea.adminVenues'),
                sortKey: 'venues',
                numeric: true,
                cell: (admin) => admin.venueCount,
              },
            ]}
            action={{
              label: t('superadminArea.openPanel'),
              cell: (admin) => (
                <Link
                  className="button button--secondary button--small"
                  to={PAGES.superadmin.impersonateAdmin(admin.id)}
                  aria-label={t('superadminArea.openPanelOf', { name: admin.name || admin.email })}
                >
                  {t('superadminArea.openPanel')}
                </Link>
              ),
            }}
          />
          <Pager
            label={t('boPartners.adminsPager')}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={(next) => list.update({ page: String(next) })}
          />
        </div>
      )}
    </AreaPage>
  );
}
