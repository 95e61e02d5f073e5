import { ROLE_HOME_PATH } from '@champions/domain';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Button, FormError } from '../../shared/ui/forms.tsx';
import { QueryState } from './PartnerUi.tsx';
import { useOrganisationAdmins } from './queries.ts';
import { useOpenAdminPanel } from './useOpenAdminPanel.ts';
import './partner.css';

/**
 * /partner/admin: the organisation's admin accounts; 'Otevřít panel' opens one's /admin screens with
 * a short-lived admin token (audited on the server), as the back office's impersonation does.
 */
export function AdminsPage() {
  const admins = useOrganisationAdmins();
  const { opening, error, open: openPanel } = useOpenAdminPanel();
  const open = (adminId: string) => openPanel(adminId, ROLE_HOME_PATH.admin);
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
