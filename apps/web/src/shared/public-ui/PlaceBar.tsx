import { useId } from 'react';
import { t } from '../i18n/index.ts';
import { MapPinIcon } from '../ui/icons.tsx';
import { usePublicData } from './queries.ts';

interface PlaceBarProps {
  /** The chosen area's slug, or null for all areas. */
  area: string | null;
  /** "Blízko mě" is on: sorted by distance from the visitor. */
  near: boolean;
  locating?: boolean;
  onArea: (slug: string | null) => void;
  onNear: (on: boolean) => void;
}

/** Where: the area and "Blízko mě", first-class controls above a list (on phones too). */
export function PlaceBar({ area, near, locating = false, onArea, onNear }: PlaceBarProps) {
  const areas = usePublicData().data?.areas;
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two controls, not a form section with a legend
    <div className="place-bar" role="group" aria-label={t('place.label')}>
      <label htmlFor={`${id}-area`} className="visually-hidden">
        {t('place.area')}
      </label>
      <span className="place-bar__area">
        <MapPinIcon width={18} height={18} className="place-bar__icon" aria-hidden="true" />
        <select
          id={`${id}-area`}
          className="place-bar__select"
          value={area ?? ''}
          onChange={(event) => onArea(event.target.value || null)}
        >
          <option value="">{t('place.anyArea')}</option>
          {areas?.map((item) => (
            <option key={item.id} value={item.slug}>
              {item.name}
            </option>
          ))}
          {area && !areas && <option value={area}>{area}</option>}
        </select>
      </span>
      <button
        type="button"
        className="place-bar__near"
        aria-pressed={near}
        aria-busy={locating || undefined}
        onClick={() => onNear(!near)}
      >
        {locating ? t('place.locating') : t('place.nearMe')}
      </button>
    </div>
  );
}
