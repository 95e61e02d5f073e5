import type { StaffInvitation, StaffMember } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { formatDate } from '../public/index.ts';
import { ConfirmActionDialog } from './ConfirmActionDialog.tsx';
import { StaffInviteForm } from './StaffInviteForm.tsx';
import './staff.css';
import { useRemoveStaff, useStaffList, useWithdrawInvitation } from './staffQueries.ts';

/** /admin/staff: the partner's receptionists, inviting new ones and removing those who left. */
export function StaffPage() {
  useDocumentTitle(t('adminStaff.title'));
  const list = useStaffList();
  return (
    <section className="area-page" aria-labelledby="staff-title">
      <h1 id="staff-title" className="area-page__title">
        {t('adminStaff.title')}
      </h1>
      <p className="area-page__lead">{t('adminStaff.lead')}</p>
      <StaffInviteForm />
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
          {list.data.invitations.length > 0 && <Invitations invitations={list.data.invitations} />}
        </>
      )}
    </section>
  );
}

function StaffMembers({ staff }: { staff: readonly StaffMember[] }) {
  const remove = useRemoveStaff();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const label = (member: StaffMember) => member.name || member.email;
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
        <div className="table-wrap">
          <table className="data-table data-table--cards">
            <thead>
              <tr>
                <th scope="col">{t('adminStaff.memberName')}</th>
                <th scope="col">{t('adminStaff.memberEmail')}</th>
                <th scope="col">{t('adminStaff.memberSince')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('adminStaff.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.map((member) => (
                <tr key={member.id}>
                  <td data-label={t('adminStaff.memberName')}>{member.name || t('adminStaff.noName')}</td>
                  <td data-label={t('adminStaff.memberEmail')}>{member.email}</td>
                  <td data-label={t('adminStaff.memberSince')}>{formatDate(member.createdAt)}</td>
                  <td className="is-action">
                    <Button
                      variant="secondary"
                      className="button--small"
                      aria-label={t('adminStaff.removeLabel', { name: label(member) })}
                      onClick={() => setRemoving(member)}
                    >
                      {t('adminStaff.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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

function Invitations({ invitations }: { invitations: readonly StaffInvitation[] }) {
  const withdraw = useWithdrawInvitation();
  const [withdrawing, setWithdrawing] = useState<StaffInvitation | null>(null);
  return (
    <section className="area-card" aria-labelledby="staff-invitations-title">
      <h2 id="staff-invitations-title" className="area-card__title">
        {t('adminStaff.invitationsTitle')}
      </h2>
      <div className="table-wrap">
        <table className="data-table data-table--cards">
          <thead>
            <tr>
              <th scope="col">{t('adminStaff.memberEmail')}</th>
              <th scope="col">{t('adminStaff.memberName')}</th>
              <th scope="col">{t('adminStaff.invitationValidUntil')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('adminStaff.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => (
              <tr key={invitation.id}>
                <td data-label={t('adminStaff.memberEmail')}>{invitation.email}</td>
                <td data-label={t('adminStaff.memberName')}>{invitation.name ?? t('adminStaff.noName')}</td>
                <td data-label={t('adminStaff.invitationValidUntil')}>{formatDate(invitation.expiresAt)}</td>
                <td className="is-action">
                  <Button
                    variant="secondary"
                    className="button--small"
                    aria-label={t('adminStaff.withdrawLabel', { email: invitation.email })}
                    onClick={() => setWithdrawing(invitation)}
                  >
                    {t('adminStaff.withdraw')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {withdrawing && (
        <ConfirmActionDialog
          title={t('adminStaff.withdrawTitle', { email: withdrawing.email })}
          text={t('adminStaff.withdrawText')}
          confirmLabel={t('adminStaff.withdrawConfirm')}
          onConfirm={() => withdraw.mutateAsync(withdrawing.id)}
          onClose={() => setWithdrawing(null)}
        />
      )}
    </section>
  );
}
