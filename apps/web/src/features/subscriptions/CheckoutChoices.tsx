import { CONSTANTS, type Config } from '@champions/domain';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';

export type MembershipType = 'CHAMPIONSHIP' | 'CHAMPIONSHIP_FLEXIBLE';
/** an area id, 'all' for all locations, null before a choice */
export type LocationChoice = string | 'all' | null;

/** The location selector of the checkout: every area and all locations (SPEC 2). */
export function LocationFieldset(props: {
  areas: readonly { id: string; name: string; price: number }[] | undefined;
  config: Config | undefined;
  value: LocationChoice;
  onChange: (value: LocationChoice) => void;
  disabled?: boolean;
  hint?: string | null;
}) {
  return (
    <fieldset className="checkout__fieldset" disabled={props.disabled}>
      <legend>{t('checkout.locationTitle')}</legend>
      {props.hint && <p className="summary__hint">{props.hint}</p>}
      <div className="location-grid">
        {props.areas?.map((a) => (
          <label key={a.id} className="location">
            <input
              type="radio"
              name="location"
              checked={props.value === a.id}
              onChange={() => props.onChange(a.id)}
            />
            <span className="location__name">{a.name}</span>
            <span className="location__price">{formatCzk(a.price)}</span>
          </label>
        ))}
        <label className="location location--all">
          <input
            type="radio"
            name="location"
            checked={props.value === 'all'}
            onChange={() => props.onChange('all')}
          />
          <span className="location__name">{t('championship.allLocations')}</span>
          <span className="location__price">
            {props.config ? formatCzk(props.config.allLocationsPrice) : '…'}
          </span>
        </label>
      </div>
    </fieldset>
  );
}

/** The duration selector of the checkout: yearly or flexible (SPEC 2). */
export function DurationFieldset(props: {
  config: Config | undefined;
  value: MembershipType | null;
  onChange: (value: MembershipType) => void;
  disabled?: boolean;
  hint?: string | null;
}) {
  return (
    <fieldset className="checkout__fieldset" disabled={props.disabled}>
      <legend>{t('checkout.durationTitle')}</legend>
      {props.hint && <p className="summary__hint">{props.hint}</p>}
      <label className="choice">
        <input
          type="radio"
          name="duration"
          checked={props.value === 'CHAMPIONSHIP'}
          onChange={() => props.onChange('CHAMPIONSHIP')}
        />
        <span className="choice__body">
          <span className="choice__title">{t('checkout.yearly')}</span>
          <span className="choice__meta">
            {t('checkout.yearlyText', { periods: CONSTANTS.PERIODS_PER_YEAR, days: CONSTANTS.PERIOD_DAYS })}
          </span>
        </span>
      </label>
      <label className="choice">
        <input
          type="radio"
          name="duration"
          checked={props.value === 'CHAMPIONSHIP_FLEXIBLE'}
          onChange={() => props.onChange('CHAMPIONSHIP_FLEXIBLE')}
        />
        <span className="choice__body">
          <span className="choice__title">{t('checkout.flexible')}</span>
          <span className="choice__meta">
            {t('checkout.flexibleText', {
              price: props.config ? formatCzk(props.config.flexiblePrice) : '…',
            })}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
