import type { StaffInvitation } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatDate } from '../../shared/public-ui/index.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Button } from '../../shared/ui/forms.tsx';

/** The partner's open invitations (receptionists' or trainers'), each withdrawn after a confirmation. */
export function InvitationsTable({
  id,
  invitations,
  onWithdraw,
}: {
  /** the section's id prefix (unique on the page) */
  id: string;
  invitations: readonly StaffInvitation[];
  onWithdraw: (invitationId: string) => Promise<unknown>;
}) {
  const [withdrawing, setWithdrawing] = useState<StaffInvitation | null>(null);
  return (
    <section className="area-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="area-card__title">
        {t('adminStaff.invitationsTitle')}
      </h2>
      <DataTable
        rows={invitations}
        rowKey={(invitation) => invitation.id}
        columns={[
          { label: t('adminStaff.memberEmail'), cell: (invitation) => invitation.email },
          {
            label: t('adminStaff.memberName'),
            cell: (invitation) => invitation.name ?? t('adminStaff.noName'),
          },
          {
            label: t('adminStaff.invitationValidUntil'),
            cell: (invitation) => formatDate(invitation.expiresAt),
          },
        ]}
        action={{
          label: t('adminStaff.actions'),
          cell: (invitation) => (
            <Button
              variant="secondary"
              className="button--small"
              aria-label={t('adminStaff.withdrawLabel', { email: invitation.email })}
              onClick={() => setWithdrawing(invitation)}
            >
              {t('adminStaff.withdraw')}
            </Button>
          ),
        }}
      />
      {withdrawing && (
        <ConfirmActionDialog
          title={t('adminStaff.withdrawTitle', { email: withdrawing.email })}
          text={t('adminStaff.withdrawText')}
          confirmLabel={t('adminStaff.withdrawConfirm')}
          onConfirm={() => onWithdraw(withdrawing.id)}
          onClose={() => setWithdrawing(null)}
        />
      )}
    </section>
  );
}
