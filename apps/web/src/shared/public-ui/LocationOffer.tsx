import { t } from '../i18n/index.ts';
import { MapPinIcon } from '../ui/icons.tsx';

interface LocationOfferProps {
  onAccept: () => void;
  onDismiss: () => void;
  locating?: boolean;
}

/**
 * The one-time offer to use the browser's location: a polite banner, never a
 * permission pop-up on load. The page decides when to show it (`shouldOfferLocation`) and hides it
 * once answered; either answer is remembered, so it is not asked again.
 */
export function LocationOffer({ onAccept, onDismiss, locating = false }: LocationOfferProps) {
  return (
    <section className="location-offer" aria-label={t('place.offerLabel')}>
      <MapPinIcon className="location-offer__icon" width={24} height={24} aria-hidden="true" />
      <div className="location-offer__body">
        <p className="location-offer__title">{t('place.offerTitle')}</p>
        <p className="location-offer__text">{t('place.offerText')}</p>
        <div className="location-offer__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={onAccept}
            disabled={locating}
            aria-busy={locating || undefined}
          >
            {locating ? t('place.locating') : t('place.offerAccept')}
          </button>
          <button type="button" className="button button--link" onClick={onDismiss}>
            {t('place.offerDismiss')}
          </button>
        </div>
      </div>
    </section>
  );
}
