import { BO_STAFF_SORTS, type BoStaffRow } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { BoFilters } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { partnerField, searchField } from './BoPartnerUi.tsx';
import { useBoStaff, useRemoveBoStaff } from './partnersQueries.ts';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

/** /superadmin/staff: every partner's receptionists with their venues; removing one asks first. */
export function BoStaffPage() {
  const list = useListParams({ sorting: { keys: BO_STAFF_SORTS, key: 'name' } });
  const staff = useBoStaff({
    q: list.q,
    partnerId: list.text('partnerId') || undefined,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
  });
  const remove = useRemoveBoStaff();
  const [removing, setRemoving] = useState<BoStaffRow | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  return (
    <AreaPage title={t('boPartners.staffTitle')} lead={t('boPartners.staffLead')}>
      <BoFilters
        list={list}
        submit={t('boPartners.search')}
        fields={[
          searchField(t('boPartners.staffSearchPlaceholder')),
          partnerField(staff.data?.partners ?? []),
        ]}
      />
      {removed && <Alert tone="success">{removed}</Alert>}
      <BoList
        list={list}
        query={staff}
        rows={(data) => data.staff}
        rowKey={(member) => member.id}
        label={t('boPartners.staffTitle')}
        error={t('boPartners.staffLoadError')}
        empty={{ title: t('boPartners.staffEmpty'), hint: t('boPartners.venuesEmptyHint') }}
        total={(count) => t('boPartners.staffTotal', { count })}
        pager={t('boPartners.staffPager')}
        sortLabel={(column) => t('boPartners.sortBy', { column })}
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
            cell: (member) => <Link to={PAGES.superadmin.admin(member.partnerId)}>{member.partnerName}</Link>,
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
