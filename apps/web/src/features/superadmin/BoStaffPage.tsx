import { BO_STAFF_SORTS, type BoStaffRow } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Alert, Button, TextField } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { PartnerFilter } from './BoPartnerUi.tsx';
import { ListState } from './BoUi.tsx';
import { useBoStaff, useRemoveBoStaff } from './partnersQueries.ts';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

/** /superadmin/staff: every partner's receptionists with their venues; removing one asks first. */
export function BoStaffPage() {
  const list = useListParams({ sorting: { keys: BO_STAFF_SORTS, key: 'name' } });
  const partnerId = list.text('partnerId');
  const staff = useBoStaff({
    q: list.q,
    partnerId: partnerId || undefined,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
  });
  const remove = useRemoveBoStaff();
  const [removing, setRemoving] = useState<BoStaffRow | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const data = staff.data;
  return (
    <AreaPage title={t('boPartners.staffTitle')} lead={t('boPartners.staffLead')}>
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
          placeholder={t('boPartners.staffSearchPlaceholder')}
          defaultValue={list.q}
          key={`q-${list.q}`}
          maxLength={100}
        />
        <PartnerFilter partners={data?.partners ?? []} value={partnerId} />
        <Button type="submit">{t('boPartners.search')}</Button>
      </form>
      {removed && <Alert tone="success">{removed}</Alert>}
      <ListState
        isPending={staff.isPending}
        isError={staff.isError}
        error={t('boPartners.staffLoadError')}
        retry={() => void staff.refetch()}
      />
      {data && data.staff.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{t('boPartners.staffEmpty')}</p>
          <p>{t('boPartners.venuesEmptyHint')}</p>
        </div>
      )}
      {data && data.staff.length > 0 && (
        <div className="area-card" aria-busy={staff.isFetching || undefined}>
          <p role="status">{t('boPartners.staffTotal', { count: data.pagination.total })}</p>
          <DataTable
            rows={data.staff}
            rowKey={(member) => member.id}
            sort={{
              key: list.sort,
              dir: list.dir,
              onSort: list.onSort,
              buttonLabel: (column) => t('boPartners.sortBy', { column }),
            }}
            columns={[
              {
                label: t('boPartners.colName'),
                sortKey: 'name',
                cell: (member) => <strong>{member.name}</strong>,
              },
              { label: t('boPartners.colEmail'), sortKey: 'email', cell: (member) => member.email },
              {
                label: t('boPartners.colPartner'),
                sortKey: 'partner',
                cell: (member) => (
                  <Link to={PAGES.superadmin.admin(member.partnerId)}>{member.partnerName}</Link>
                ),
              },
              {
                label: t('boPartners.colVenues'),
                cell: (member) =>
                  member.venues.length === 0
                    ? t('boPartners.allVenues')
                    : member.venues.map((venue, index) => (
                        <span key={venue.id}>
                          {index > 0 && ', '}
                          <Link to={PAGES.superadmin.venue(venue.id)}>{venue.name}</Link>
                        </span>
                      )),
              },
            ]}
            action={{
              label: t('boPartners.remove'),
              cell: (member) => (
                <Button
                  variant="secondary"
                  className="button--small"
                  aria-label={t('boPartners.removeOf', { name: member.name || member.email })}
                  onClick={() => {
                    setRemoved(null);
                    setRemoving(member);
                  }}
                >
                  {t('boPartners.remove')}
                </Button>
              ),
            }}
          />
          <Pager
            label={t('boPartners.staffPager')}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={(next) => list.update({ page: String(next) })}
          />
        </div>
      )}
      {removing && (
        <ConfirmActionDialog
          title={t('boPartners.removeTitle', { name: removing.name || removing.email })}
          text={t('boPartners.removeText', { email: removing.email, partner: removing.partnerName })}
          confirmLabel={t('boPartners.removeConfirm')}
          cancelLabel={t('boPartners.keep')}
          onConfirm={async () => {
            const answer = await remove.mutateAsync(removing.id);
            setRemoved(answer.message);
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </AreaPage>
  );
}
