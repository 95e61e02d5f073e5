import type { ActivityDetail } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { t } from '../../../shared/i18n/index.ts';
import { WhenNearScreen } from '../../../shared/ui/WhenNearScreen.tsx';

const VenueMap = lazy(() => import('../VenueMap.tsx'));

/** Where it takes place: the venue's address, equipment and a small map loaded near the screen. */
export function VenueSection({ venue }: { venue: ActivityDetail['venue'] }) {
  return (
    <section className="detail__section" aria-labelledby="venue-title">
      <h2 id="venue-title">{t('detail.venue')}</h2>
      <p>
        <Link to={PAGES.venue(venue.id)} className="detail__venue-link">
          {venue.name}
        </Link>
        <br />
        {venue.street}, {venue.postalCode} {venue.city}
      </p>
      {venue.equipment.length > 0 && (
        <ul className="chip-row detail__equipment" aria-label={t('detail.equipment')}>
          {venue.equipment.map((item) => (
            <li key={item.id} className="tag">
              {item.name}
            </li>
          ))}
        </ul>
      )}
      <WhenNearScreen placeholderClass="venue-map venue-map--loading">
        <Suspense fallback={<div className="venue-map venue-map--loading" />}>
          <VenueMap lat={venue.lat} lng={venue.lng} name={venue.name} />
        </Suspense>
      </WhenNearScreen>
    </section>
  );
}
