import type { ActivityDetail } from '@champions/contract';
import { t } from '../../../shared/i18n/index.ts';
import { formatCzk } from '../../../shared/i18n/money.ts';

/** The activity's options (length and price), one to choose. */
export function OptionChoice({
  activity,
  selectedOptionId,
  onChoose,
}: {
  activity: ActivityDetail;
  selectedOptionId: string | undefined;
  onChoose: (optionId: string) => void;
}) {
  return (
    <section className="detail__section" aria-labelledby="options-title">
      <h2 id="options-title">{t('detail.options')}</h2>
      {activity.options.length === 0 ? (
        <p>{t('detail.noOptions')}</p>
      ) : (
        <fieldset className="choice-list">
          <legend className="visually-hidden">{t('detail.chooseOption')}</legend>
          {activity.options.map((option) => (
            <label key={option.id} className="choice">
              <input
                type="radio"
                name="option"
                value={option.id}
                checked={selectedOptionId === option.id}
                onChange={() => onChoose(option.id)}
              />
              <span className="choice__body">
                <span className="choice__title">{option.name}</span>
                <span className="choice__meta">
                  {t('detail.minutes', { minutes: option.durationMinutes })}
                </span>
              </span>
              <span className="choice__price">{formatCzk(option.price)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
