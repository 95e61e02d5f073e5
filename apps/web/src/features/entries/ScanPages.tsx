import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ScanScreen, TodayEntries } from './ScanScreen.tsx';

/** /staff/enters ('Enter Loading'): scanning and today's entries for the reception. */
export function StaffEntersPage() {
  return (
    <AreaPage title={t('scan.staffTitle')} lead={t('scan.staffLead')}>
      <ScanScreen area="staff" />
      <TodayEntries area="staff" />
    </AreaPage>
  );
}

/** /admin/enter: the partner's own scan screen. */
export function AdminEnterPage() {
  return (
    <AreaPage title={t('scan.adminTitle')} lead={t('scan.staffLead')}>
      <ScanScreen area="admin" />
    </AreaPage>
  );
}
