import { ROLE_HOME_PATH } from '@champions/domain';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { login } from '../../shared/session/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Button, FormError } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { QueryState } from './PartnerUi.tsx';
import { openAdminSession, useOrganisationAdmins } from './queries.ts';
import './partner.css';

/**
 * /partner/admin: the organisation's admin accounts; 'Otevřít panel' opens one's /admin screens with
 * a short-lived admin token (audited on the server), as the back office's impersonation does.
 */
export function AdminsPage() {
  const admins = useOrganisationAdmins();
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = async (adminId: string) => {
    setOpening(adminId);
    setError(null);
    try {
      const { token } = await openAdminSession(adminId);
      login('admin', token);
      window.location.assign(ROLE_HOME_PATH.admin);
    } catch (failure) {
      setError(submitErrorMessage(failure));
      setOpening(null);
    }
  };
  const rows = admins.data?.admins ?? [];
  return (
    <AreaPage title={t('partnerOrg.accountsTitle')} lead={t('partnerOrg.accountsLead')}>
      <FormError message={error} />
      <QueryState isPending={admins.isPending} isError={admins.isError} retry={() => admins.refetch()} />
      {admins.data && rows.length === 0 && <p className="empty-state">{t('partnerOrg.empty')}</p>}
      {rows.length > 0 && (
        <section className="area-card">
          <DataTable
            rows={rows}
            rowKey={(admin) => admin.id}
            columns={[
              { label: t('partnerOrg.accountName'), cell: (admin) => admin.companyName || admin.name },
              { label: t('partnerOrg.accountEmail'), cell: (admin) => admin.email },
              {
                label: t('partnerOrg.accountVenues'),
                cell: (admin) => admin.venues.map((venue) => venue.name).join(', '),
              },
              {
                label: t('partnerOrg.accountState'),
                cell: (admin) =>
                  admin.suspended ? t('partnerOrg.accountSuspended') : t('partnerOrg.accountActive'),
              },
            ]}
            action={{
              label: t('partnerOrg.openPanel'),
              cell: (admin) => (
                <Button
                  variant="secondary"
                  disabled={admin.suspended || (opening !== null && opening !== admin.id)}
                  loading={opening === admin.id}
                  aria-label={t('partnerOrg.openPanelOf', { name: admin.companyName || admin.name })}
                  onClick={() => void open(admin.id)}
                >
                  {t('partnerOrg.openPanel')}
                </Button>
              ),
            }}
          />
        </section>
      )}
    </AreaPage>
  );
}
