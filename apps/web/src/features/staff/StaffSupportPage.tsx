import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { RequestForm } from '../requests/index.ts';

/** /staff/support: tips for the door, and a message to the back office (it becomes a request). */
export function StaffSupportPage() {
  return (
    <AreaPage title={t('staffArea.supportTitle')} lead={t('staffArea.supportLead')}>
      <section className="area-card" aria-labelledby="staff-tips-title">
        <h2 id="staff-tips-title" className="area-card__title">
          {t('staffArea.supportTipsTitle')}
        </h2>
        <ul>
          <li>{t('staffArea.supportTipCamera')}</li>
          <li>{t('staffArea.supportTipExpired')}</li>
          <li>{t('staffArea.supportTipPartner')}</li>
        </ul>
      </section>
      <section className="area-card">
        <RequestForm
          kind="contact"
          messageLabel={t('staffArea.supportMessage')}
          submitLabel={t('staffArea.supportSubmit')}
        />
      </section>
    </AreaPage>
  );
}
