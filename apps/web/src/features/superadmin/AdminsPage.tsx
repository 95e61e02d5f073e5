import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Alert } from '../../shared/ui/forms.tsx';
import { useSuperadminData } from './queries.ts';

/** /superadmin/admins: the partners, each with 'Otevřít panel' (impersonation, SPEC 2). */
export function AdminsPage() {
  const { data, isPending, isError } = useSuperadminData();
  return (
    <AreaPage title={t('superadminArea.adminsTitle')} lead={t('superadminArea.adminsLead')}>
      {isPending && <p role="status">{t('form.loading')}</p>}
      {isError && <Alert tone="error">{t('superadminArea.loadError')}</Alert>}
      {data && data.admins.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{t('superadminArea.noAdmins')}</p>
        </div>
      )}
      {data && data.admins.length > 0 && (
        <div className="area-card">
          <DataTable
            rows={data.admins}
            rowKey={(admin) => admin.id}
            columns={[
              {
                label: t('superadminArea.adminName'),
                cell: (admin) => <strong>{admin.name || admin.companyName || admin.email}</strong>,
              },
              {
                label: t('superadminArea.adminEmail'),
                cell: (admin) => (
                  <>
                    {admin.email}
                    {!admin.emailVerified && <span className="tag">{t('superadminArea.verifiedNo')}</span>}
                  </>
                ),
              },
              { label: t('superadminArea.adminVenues'), cell: (admin) => admin.venueCount, numeric: true },
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
        </div>
      )}
    </AreaPage>
  );
}
