import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Alert } from '../../shared/ui/forms.tsx';
import { useSuperadminData } from './queries.ts';

/** /superadmin/dashboard: how much the platform holds. */
export function DashboardPage() {
  const { data, isPending, isError } = useSuperadminData();
  const counts = data && [
    [t('superadminArea.countUsers'), data.users.length],
    [t('superadminArea.countAdmins'), data.admins.length],
    [t('superadminArea.countVenues'), data.venues.length],
    [t('superadminArea.countActivities'), data.activities.length],
    [t('superadminArea.countAreas'), data.areas.length],
  ];
  return (
    <AreaPage title={t('superadminArea.dashboardTitle')}>
      {isPending && <p role="status">{t('form.loading')}</p>}
      {isError && <Alert tone="error">{t('superadminArea.loadError')}</Alert>}
      {counts && (
        <div className="area-stats">
          {counts.map(([label, value]) => (
            <div className="area-stat" key={label}>
              <p className="area-stat__label">{label}</p>
              <p className="area-stat__value">{new Intl.NumberFormat('cs-CZ').format(Number(value))}</p>
            </div>
          ))}
        </div>
      )}
    </AreaPage>
  );
}
