import type { Crowns } from '@champions/domain';
import { useId, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatCrowns } from '../../shared/i18n/money.ts';
import { formatDay, nextDays, useCatalogueFilters, usePublicData } from '../../shared/public-ui/index.ts';
import { type ActivityFilters, activeFilters, EMPTY_FILTERS, TIMES_OF_DAY, toggleSlug } from './filters.ts';

const PRICE_LIMITS = [150, 200, 250, 300, 400] as const;

interface Props {
  filters: ActivityFilters;
  onChange: (next: ActivityFilters) => void;
  /** Asks for the visitor's position (sorting by distance). */
  onLocate?: () => void;
  locating?: boolean;
  /** Hides the sort (the map has none). */
  withSort?: boolean;
  /** Shows the area among the filters; the list has it in its place bar instead. */
  withArea?: boolean;
}

/** Filters of the activity list and the map: area, categories, date, time of day, price, equipment. */
export function ActivityFiltersPanel({
  filters,
  onChange,
  onLocate,
  locating = false,
  withSort = true,
  withArea = true,
}: Props) {
  const publicData = usePublicData();
  const options = useCatalogueFilters();
  const [open, setOpen] = useState(false);
  const id = useId();
  const count = activeFilters(filters).filter(
    (name) => name !== 'search' && (withArea || name !== 'area'),
  ).length;
  const set = (patch: Partial<ActivityFilters>) => onChange({ ...filters, ...patch });

  return (
    <div className="filters">
      <div className="filters__bar">
        <button
          type="button"
          className="button button--secondary filters__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
        >
          {t('filters.toggle')}
          {count > 0 && <span className="filters__count">{count}</span>}
        </button>
        {withSort && (
          <div className="filters__sort">
            <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
            <select
              id={`${id}-sort`}
              className="select"
              value={filters.sort ?? 'relevance'}
              onChange={(event) => {
                const value = event.target.value as NonNullable<ActivityFilters['sort']>;
                if (value === 'distance' && filters.lat === null) {
                  onLocate?.();
                  return;
                }
                set({ sort: value === 'relevance' ? null : value });
              }}
            >
              <option value="relevance">{t('filters.sortRelevance')}</option>
              <option value="time">{t('filters.sortTime')}</option>
              <option value="price">{t('filters.sortPrice')}</option>
              <option value="distance">{locating ? t('filters.locating') : t('filters.sortDistance')}</option>
            </select>
          </div>
        )}
      </div>

      <div id={`${id}-panel`} className={`filters__panel${open ? ' is-open' : ''}`}>
        <div className="filters__grid">
          {withArea && (
            <div className="filters__field">
              <label htmlFor={`${id}-area`}>{t('filters.area')}</label>
              <select
                id={`${id}-area`}
                className="select"
                value={filters.area ?? ''}
                onChange={(event) => set({ area: event.target.value || null })}
              >
                <option value="">{t('filters.anyArea')}</option>
                {publicData.data?.areas.map((area) => (
                  <option key={area.id} value={area.slug}>
                    {area.name}
                  </option>
                ))}
                {filters.area && !publicData.data && <option value={filters.area}>{filters.area}</option>}
              </select>
            </div>
          )}

          <div className="filters__field">
            <label htmlFor={`${id}-date`}>{t('filters.date')}</label>
            <select
              id={`${id}-date`}
              className="select"
              value={filters.date ?? ''}
              onChange={(event) => set({ date: event.target.value || null })}
            >
              <option value="">{t('filters.anyDate')}</option>
              {nextDays(14).map((day) => (
                <option key={day} value={day}>
                  {formatDay(`${day}T12:00:00Z`)}
                </option>
              ))}
              {filters.date && !nextDays(14).includes(filters.date) && (
                <option value={filters.date}>{formatDay(`${filters.date}T12:00:00Z`)}</option>
              )}
            </select>
          </div>

          <div className="filters__field">
            <label htmlFor={`${id}-time`}>{t('filters.timeOfDay')}</label>
            <select
              id={`${id}-time`}
              className="select"
              value={filters.timeOfDay ?? ''}
              onChange={(event) =>
                set({ timeOfDay: (event.target.value || null) as ActivityFilters['timeOfDay'] })
              }
            >
              <option value="">{t('filters.anyTime')}</option>
              {TIMES_OF_DAY.map((value) => (
                <option key={value} value={value}>
                  {t(`filters.${value}`)}
                </option>
              ))}
            </select>
          </div>

          <div className="filters__field">
            <label htmlFor={`${id}-price`}>{t('filters.priceMax')}</label>
            <select
              id={`${id}-price`}
              className="select"
              value={filters.priceMax ?? ''}
              onChange={(event) => set({ priceMax: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{t('filters.anyPrice')}</option>
              {PRICE_LIMITS.map((limit) => (
                <option key={limit} value={limit}>
                  {t('filters.upTo', { price: formatCrowns(limit as Crowns) })}
                </option>
              ))}
              {filters.priceMax !== null &&
                !(PRICE_LIMITS as readonly number[]).includes(filters.priceMax) && (
                  <option value={filters.priceMax}>
                    {t('filters.upTo', { price: formatCrowns(filters.priceMax as Crowns) })}
                  </option>
                )}
            </select>
          </div>
        </div>

        <fieldset className="filters__group">
          <legend>{t('filters.category')}</legend>
          <div className="toggle-chips">
            {options.data?.activityCategories.map((category) => (
              <label key={category.id} className="toggle-chip">
                <input
                  type="checkbox"
                  checked={filters.category.includes(category.slug)}
                  onChange={() => set({ category: toggleSlug(filters.category, category.slug) })}
                />
                <span>{category.name}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="filters__group">
          <legend>{t('filters.equipment')}</legend>
          <div className="toggle-chips">
            {options.data?.equipmentCategories.map((item) => (
              <label key={item.id} className="toggle-chip">
                <input
                  type="checkbox"
                  checked={filters.equipment.includes(item.slug)}
                  onChange={() => set({ equipment: toggleSlug(filters.equipment, item.slug) })}
                />
                <span>{item.name}</span>
              </label>
            ))}
          </div>
        </fieldset>

        {count > 0 && (
          <button
            type="button"
            className="button button--link"
            onClick={() =>
              onChange({
                ...EMPTY_FILTERS,
                search: filters.search,
                area: withArea ? null : filters.area,
                sort: filters.sort,
                lat: filters.lat,
                lng: filters.lng,
              })
            }
          >
            {t('filters.clear')}
          </button>
        )}
      </div>
    </div>
  );
}
