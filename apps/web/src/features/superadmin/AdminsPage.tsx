import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { Alert } from '../../shared/ui/forms.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { useSuperadminData } from './queries.ts';

/** /superadmin/admins: the partners, each with 'Otevřít panel' (impersonation, SPEC 2). */
export function AdminsPage() {
  useDocumentTitle(t('superadminArea.adminsTitle'));
  const { data, isPending, isError } = useSuperadminData();
  return (
    <section className="area-page" aria-labelledby="admins-title">
      <h1 id="admins-title" className="area-page__title">
        {t('superadminArea.adminsTitle')}
      </h1>
      <p className="area-page__lead">{t('superadminArea.adminsLead')}</p>
      {isPending && <p role="status">{t('form.loading')}</p>}
      {isError && <Alert tone="error">{t('superadminArea.loadError')}</Alert>}
      {data && data.admins.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{t('superadminArea.noAdmins')}</p>
        </div>
      )}
      {data && data.admins.length > 0 && (
        <div className="area-card table-wrap">
          <table className="data-table data-table--cards">
            <thead>
              <tr>
                <th scope="col">{t('superadminArea.adminName')}</th>
                <th scope="col">{t('superadminArea.adminEmail')}</th>
                <th scope="col" className="is-number">
                  {t('superadminArea.adminVenues')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('superadminArea.openPanel')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.admins.map((admin) => (
                <tr key={admin.id}>
                  <td data-label={t('superadminArea.adminName')}>
                    <strong>{admin.name || admin.companyName || admin.email}</strong>
                  </td>
                  <td data-label={t('superadminArea.adminEmail')}>
                    {admin.email}
                    {!admin.emailVerified && <span className="tag">{t('superadminArea.verifiedNo')}</span>}
                  </td>
                  <td data-label={t('superadminArea.adminVenues')} className="is-number">
                    {admin.venueCount}
                  </td>
                  <td className="is-action">
                    <Link
                      className="button button--secondary button--small"
                      to={`/superadmin/impersonate?adminId=${encodeURIComponent(admin.id)}`}
                      aria-label={t('superadminArea.openPanelOf', { name: admin.name || admin.email })}
                    >
                      {t('superadminArea.openPanel')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
