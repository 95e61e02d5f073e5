import { PAGES } from '@champions/domain';
import { Link, useParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { PublishedBadge, VenueForm } from '../admin/index.ts';
import { BoPhotos, BoPublishControl } from './BoPartnerUi.tsx';
import { ListState } from './BoUi.tsx';
import { useBoVenue, usePublishBoVenue, useSaveBoVenue } from './partnersQueries.ts';
import { useSuperadminData } from './queries.ts';
import './backoffice.css';

/**
 * /superadmin/venues/{id}: the venue's details in the partner's own form (saved for the partner, audited),
 * publishing with a confirmation, its activities and photos.
 */
export function BoVenueDetailPage() {
  const id = useParams().id ?? '';
  const venue = useBoVenue(id);
  const reference = useSuperadminData();
  const save = useSaveBoVenue();
  const publish = usePublishBoVenue();
  const data = venue.data;
  return (
    <AreaPage title={data?.venue.name ?? t('boPartners.venuesTitle')}>
      <p>
        <Link to={PAGES.superadmin.venues}>{t('boPartners.back')}</Link>
      </p>
      <ListState
        isPending={venue.isPending || reference.isPending}
        isError={venue.isError || reference.isError}
        error={venue.error ? submitErrorMessage(venue.error) : t('boPartners.venueLoadError')}
        retry={() => {
          void venue.refetch();
          void reference.refetch();
        }}
      />
      {data && reference.data && (
        <>
          <p>
            {t('boPartners.partnerOf', { name: data.partner.name, email: data.partner.email })} ·{' '}
            <Link to={PAGES.superadmin.auditOf(data.venue.id)}>{t('boPartners.auditLink')}</Link>
          </p>
          <VenueForm
            key={data.venue.id}
            venue={data.venue}
            reference={reference.data}
            save={save.mutateAsync}
          />
          <BoPublishControl
            name={data.venue.name}
            published={data.venue.published}
            onSet={(published) => publish.mutateAsync({ id: data.venue.id, published })}
          />
          <section className="area-card" aria-labelledby="bo-venue-activities">
            <h2 id="bo-venue-activities" className="area-card__title">
              {t('boPartners.venueActivitiesTitle')}
            </h2>
            {data.activities.length === 0 ? (
              <p>{t('boPartners.venueNoActivities')}</p>
            ) : (
              <ul>
                {data.activities.map((activity) => (
                  <li key={activity.id}>
                    <Link to={PAGES.superadmin.activity(activity.id)}>{activity.name}</Link>{' '}
                    <PublishedBadge published={activity.published} />
                  </li>
                ))}
              </ul>
            )}
            <Link
              className="button button--secondary button--small"
              to={PAGES.superadmin.activityCreateAt(data.venue.id)}
            >
              {t('boPartners.venueAddActivity')}
            </Link>
          </section>
          <BoPhotos photos={data.venue.photos} empty={t('boPartners.noPhotos')} />
        </>
      )}
    </AreaPage>
  );
}
