import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { PayoutStateBadge } from '../../shared/ui/PayoutStateBadge.tsx';
import { QueryState, ratingText, Stat } from './PartnerUi.tsx';
import { currentMonth, overviewCsvFile, useOrganisationOverview } from './queries.ts';
import { useOpenAdminPanel } from './useOpenAdminPanel.ts';
import { VenueInsights } from './VenueInsights.tsx';
import './partner.css';

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /partner/superadmin, the organisation's start page: every owned admin account side by side for a
 * chosen month (entries, earnings, payouts, ratings), its venues in one table, and the CSV; below,
 * every venue's dashboard figures ("Přehled") side by side.
 */
export function OverviewPage() {
  const [month, setMonth] = useState(currentMonth);
  const overview = useOrganisationOverview(month);
  const csv = useBlobDownload();
  const panel = useOpenAdminPanel();
  const data = overview.data;
  const venues = (data?.admins ?? []).flatMap((admin) =>
    admin.venues.map((venue) => ({ ...venue, adminName: admin.name })),
  );
  return (
    <AreaPage title={t('partnerOrg.overviewTitle')} lead={t('partnerOrg.overviewLead')}>
      <div className="org-toolbar">
        <TextField
          name="month"
          type="month"
          label={t('partnerOrg.month')}
          value={month}
          max={currentMonth()}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (MONTH_PATTERN.test(value)) setMonth(value);
          }}
        />
        <Button variant="secondary" loading={csv.pending} onClick={() => csv.save(overviewCsvFile(month))}>
          {t('partnerOrg.csv')}
        </Button>
      </div>
      <FormError message={csv.error} />
      <FormError message={panel.error} />
      <QueryState
        isPending={overview.isPending}
        isError={overview.isError}
        retry={() => overview.refetch()}
      />
      {data && data.admins.length === 0 && <p className="empty-state">{t('partnerOrg.empty')}</p>}
      {data && data.admins.length > 0 && (
        <>
          <section className="org-stats" aria-label={t('partnerOrg.summary')}>
            <Stat label={t('partnerOrg.totalEntries')} value={String(data.totals.entries)} />
            <Stat label={t('partnerOrg.totalEarnings')} value={formatCzk(data.totals.earnings)} />
            <Stat label={t('partnerOrg.totalPayouts')} value={formatCzk(data.totals.payouts)} />
          </section>
          <section aria-labelledby="org-admins-title">
            <h2 id="org-admins-title" className="org-section-title">
              {t('partnerOrg.adminsTitle')}
            </h2>
            <ul className="org-admins">
              {data.admins.map((admin) => (
                <li key={admin.adminId} className="area-card org-admin" data-testid="org-admin">
                  <h3 className="area-card__title">{admin.name}</h3>
                  <dl className="org-figures">
                    <div>
                      <dt>{t('partnerOrg.entries')}</dt>
                      <dd>{admin.entries}</dd>
                    </div>
                    <div>
                      <dt>{t('partnerOrg.earnings')}</dt>
                      <dd>{formatCzk(admin.earnings)}</dd>
                    </div>
                    <div>
                      <dt>{t('partnerOrg.rating')}</dt>
                      <dd>{ratingText(admin.rating)}</dd>
                    </div>
                    <div>
                      <dt>{t('partnerOrg.accrued')}</dt>
                      <dd>{formatCzk(admin.balance.accrued)}</dd>
                    </div>
                    <div>
                      <dt>{t('partnerOrg.paid')}</dt>
                      <dd>{formatCzk(admin.balance.paid)}</dd>
                    </div>
                  </dl>
                  {admin.bankAccountMissing && (
                    <div className="org-payout-blocked">
                      <p>{t('partnerOrg.noBankAccount')}</p>
                      <Button
                        variant="secondary"
                        disabled={panel.opening !== null && panel.opening !== admin.adminId}
                        loading={panel.opening === admin.adminId}
                        aria-label={t('partnerOrg.noBankAccountFixOf', { name: admin.name })}
                        onClick={() => void panel.open(admin.adminId, PAGES.admin.settings)}
                      >
                        {t('partnerOrg.noBankAccountFix')}
                      </Button>
                    </div>
                  )}
                  <h4 className="org-subtitle">{t('partnerOrg.payouts')}</h4>
                  {admin.payouts.length === 0 ? (
                    <p className="empty-state">{t('partnerOrg.payoutsNone')}</p>
                  ) : (
                    <ul className="org-payouts">
                      {admin.payouts.map((payout) => (
                        <li key={payout.id}>
                          {formatCzk(payout.amount)} <PayoutStateBadge state={payout.status} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section className="area-card" aria-labelledby="org-venues-title">
            <h2 id="org-venues-title" className="area-card__title">
              {t('partnerOrg.venuesTitle')}
            </h2>
            <DataTable
              rows={venues}
              rowKey={(venue) => venue.venueId}
              columns={[
                { label: t('partnerOrg.admin'), cell: (venue) => venue.adminName },
                { label: t('partnerOrg.venue'), cell: (venue) => venue.venueName },
                { label: t('partnerOrg.entries'), cell: (venue) => venue.entries, numeric: true },
                {
                  label: t('partnerOrg.earnings'),
                  cell: (venue) => formatCzk(venue.earnings),
                  numeric: true,
                },
                { label: t('partnerOrg.rating'), cell: (venue) => ratingText(venue.rating) },
              ]}
            />
          </section>
          <VenueInsights month={month} />
        </>
      )}
    </AreaPage>
  );
}
