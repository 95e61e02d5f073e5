import type { StaffMember } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatDate } from '../../shared/public-ui/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { InvitationsTable } from './InvitationsTable.tsx';
import { InviteForm } from './InviteForm.tsx';
import { useVenues } from './manageQueries.ts';
import './staff.css';
import { StaffVenuesDialog } from './StaffVenuesDialog.tsx';
import { useRemoveStaff, useStaffList, useWithdrawInvitation } from './staffQueries.ts';

/** /admin/staff: the partner's receptionists, inviting new ones and removing those who left. */
export function StaffPage() {
  const list = useStaffList();
  const withdraw = useWithdrawInvitation();
  return (
    <AreaPage title={t('adminStaff.title')} lead={t('adminStaff.lead')}>
      <InviteForm accountRole="staff" />
      {list.isPending && <p role="status">{t('form.loading')}</p>}
      {list.isError && (
        <Alert tone="error">
          {t('adminStaff.loadError')}{' '}
          <Button variant="link" onClick={() => list.refetch()}>
            {t('adminStaff.retry')}
          </Button>
        </Alert>
      )}
      {list.data && (
        <>
          <StaffMembers staff={list.data.staff} />
          {list.data.invitations.length > 0 && (
            <InvitationsTable
              id="staff-invitations"
              invitations={list.data.invitations}
              onWithdraw={(id) => withdraw.mutateAsync(id)}
            />
          )}
        </>
      )}
    </AreaPage>
  );
}

function StaffMembers({ staff }: { staff: readonly StaffMember[] }) {
  const remove = useRemoveStaff();
  const venues = useVenues();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [assigning, setAssigning] = useState<StaffMember | null>(null);
  const [assigned, setAssigned] = useState<string | null>(null);
  const label = (member: StaffMember) => member.name || member.email;
  const venueList = venues.data?.venues ?? [];
  const venueNames = (member: StaffMember) =>
    member.venueIds.length === 0
      ? t('adminStaff.allVenues')
      : venueList
          .filter((venue) => member.venueIds.includes(venue.id))
          .map((venue) => venue.name)
          .join(', ');
  return (
    <section className="area-card" aria-labelledby="staff-members-title">
      <h2 id="staff-members-title" className="area-card__title">
        {t('adminStaff.membersTitle')}
      </h2>
      {staff.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{t('adminStaff.membersEmpty')}</p>
          <p>{t('adminStaff.membersEmptyHint')}</p>
        </div>
      ) : (
        <DataTable
          rows={staff}
          rowKey={(member) => member.id}
          columns={[
            { label: t('adminStaff.memberName'), cell: (member) => member.name || t('adminStaff.noName') },
            { label: t('adminStaff.memberEmail'), cell: (member) => member.email },
            { label: t('adminStaff.memberSince'), cell: (member) => formatDate(member.createdAt) },
            { label: t('adminStaff.venues'), cell: venueNames },
          ]}
          action={{
            label: t('adminStaff.actions'),
            cell: (member) => (
              <div className="button-row">
                {venueList.length > 0 && (
                  <Button
                    variant="secondary"
                    className="button--small"
                    aria-label={t('adminStaff.venuesLabel', { name: label(member) })}
                    onClick={() => setAssigning(member)}
                  >
                    {t('adminStaff.venuesButton')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  className="button--small"
                  aria-label={t('adminStaff.removeLabel', { name: label(member) })}
                  onClick={() => setRemoving(member)}
                >
                  {t('adminStaff.remove')}
                </Button>
              </div>
            ),
          }}
        />
      )}
      {assigned && <Alert tone="success">{assigned}</Alert>}
      {assigning && (
        <StaffVenuesDialog
          member={assigning}
          venues={venueList}
          onDone={setAssigned}
          onClose={() => setAssigning(null)}
        />
      )}
      {removing && (
        <ConfirmActionDialog
          title={t('adminStaff.removeTitle')}
          text={t('adminStaff.removeText', { name: label(removing) })}
          confirmLabel={t('adminStaff.removeConfirm')}
          onConfirm={() => remove.mutateAsync(removing.id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
