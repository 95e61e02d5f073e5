import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { SelectField } from '../../shared/ui/fields.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { type HandedOver, ScanScreen, TodayEntries } from '../entries/index.ts';
import { QueryState } from './PartnerUi.tsx';
import { admitWalkIn, useOrganisationAdmins } from './queries.ts';
import { WalkInSale } from './WalkInSale.tsx';
import './partner.css';

/** The desk's tabs, kept in the address (`?tab=prodej`) so that a reload or a link opens the same one. */
const TABS = ['nacteni', 'prodej', 'dnes'] as const;
type ReceptionTab = (typeof TABS)[number];

/**
 * /partner/reception: the desk of one of the organisation's venues (chosen here), in three tabs: the
 * entries module's scan screen, a walk-in sale the customer pays on her own phone, and today's
 * bookings across the venues.
 */
export function ReceptionPage() {
  const admins = useOrganisationAdmins();
  const venues = (admins.data?.admins ?? [])
    .filter((admin) => !admin.suspended)
    .flatMap((admin) => admin.venues);
  const [picked, setPicked] = useState('');
  const venueId = venues.some((venue) => venue.id === picked) ? picked : (venues[0]?.id ?? '');
  const [handOver, setHandOver] = useState<HandedOver | null>(null);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: ReceptionTab = TABS.includes(asked as ReceptionTab) ? (asked as ReceptionTab) : 'nacteni';
  const openTab = (next: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <AreaPage title={t('partnerOrg.receptionTitle')} lead={t('partnerOrg.receptionLead')}>
      <QueryState isPending={admins.isPending} isError={admins.isError} retry={() => admins.refetch()} />
      {admins.data && venues.length === 0 && <p className="empty-state">{t('partnerOrg.noVenues')}</p>}
      {venueId && (
        <>
          <div className="org-toolbar">
            <SelectField
              name="deskVenue"
              label={t('partnerOrg.deskVenue')}
              value={venueId}
              onChange={(event) => setPicked(event.currentTarget.value)}
            >
              {venues.map((venue) => (
                <option key={venue.id} value={venue.id}>
                  {venue.name}
                </option>
              ))}
            </SelectField>
          </div>
          <Tabs
            label={t('partnerOrg.receptionTabs')}
            selected={tab}
            onSelect={openTab}
            tabs={[
              {
                id: 'nacteni',
                label: t('partnerOrg.tabScan'),
                panel: (
                  <section className="area-card" aria-labelledby="org-scan-title">
                    <h2 id="org-scan-title" className="area-card__title">
                      {t('partnerOrg.scanTitle')}
                    </h2>
                    <ScanScreen area="partner" venueId={venueId} handOver={handOver} />
                  </section>
                ),
              },
              {
                id: 'prodej',
                label: t('partnerOrg.tabSale'),
                panel: (
                  <section className="area-card" aria-labelledby="org-sale-title">
                    <h2 id="org-sale-title" className="area-card__title">
                      {t('partnerOrg.saleTitle')}
                    </h2>
                    <p className="field__hint">{t('partnerOrg.saleLead')}</p>
                    <WalkInSale
                      key={venueId}
                      venueId={venueId}
                      onAdmit={(saleId) => {
                        setHandOver((current) => ({
                          nonce: (current?.nonce ?? 0) + 1,
                          send: (confirmTicketId) => admitWalkIn(saleId, confirmTicketId),
                        }));
                        openTab('nacteni');
                      }}
                    />
                  </section>
                ),
              },
              { id: 'dnes', label: t('partnerOrg.tabToday'), panel: <TodayEntries area="partner" picker /> },
            ]}
          />
        </>
      )}
    </AreaPage>
  );
}
