import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { SelectField } from '../../shared/ui/fields.tsx';
import { type HandedOver, ScanScreen, TodayEntries } from '../entries/index.ts';
import { QueryState } from './PartnerUi.tsx';
import { admitWalkIn, useOrganisationAdmins } from './queries.ts';
import { WalkInSale } from './WalkInSale.tsx';
import './partner.css';

/**
 * /partner/reception: the desk of one of the organisation's venues (chosen here): the entries
 * module's scan screen, a walk-in sale paid by card, and today's bookings across the venues.
 */
export function ReceptionPage() {
  const admins = useOrganisationAdmins();
  const venues = (admins.data?.admins ?? [])
    .filter((admin) => !admin.suspended)
    .flatMap((admin) => admin.venues);
  const [picked, setPicked] = useState('');
  const venueId = venues.some((venue) => venue.id === picked) ? picked : (venues[0]?.id ?? '');
  const [handOver, setHandOver] = useState<HandedOver | null>(null);
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
          <section className="area-card" aria-labelledby="org-scan-title">
            <h2 id="org-scan-title" className="area-card__title">
              {t('partnerOrg.scanTitle')}
            </h2>
            <ScanScreen area="partner" venueId={venueId} handOver={handOver} />
          </section>
          <section className="area-card" aria-labelledby="org-sale-title">
            <h2 id="org-sale-title" className="area-card__title">
              {t('partnerOrg.saleTitle')}
            </h2>
            <p className="field__hint">{t('partnerOrg.saleLead')}</p>
            <WalkInSale
              key={venueId}
              venueId={venueId}
              onAdmit={(paymentId) => {
                setHandOver((current) => ({
                  nonce: (current?.nonce ?? 0) + 1,
                  send: (confirmTicketId) => admitWalkIn(paymentId, confirmTicketId),
                }));
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          </section>
          <TodayEntries area="partner" picker />
        </>
      )}
    </AreaPage>
  );
}
