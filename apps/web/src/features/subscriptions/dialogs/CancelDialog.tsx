import type { SubscriptionDto } from '@champions/contract';
import { CONSTANTS, crownsToMinor, isYearly } from '@champions/domain';
import { useState } from 'react';
import { storeErrorMessage } from '../../../shared/api/index.ts';
import { plural, t } from '../../../shared/i18n/index.ts';
import { formatCzk } from '../../../shared/i18n/money.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { cancelSubscription } from '../api.ts';
import { longDate } from '../format.ts';
import { useQuote } from '../useQuote.ts';

/**
 * Cancel, with the choice of the cancellation type (SPEC 4): flexible at the end of the period; yearly
 * at the end of the year without a fee, or at the end of the period with the catch-up fee.
 */
export function CancelDialog({
  sub,
  onClose,
  onDone,
}: {
  sub: SubscriptionDto;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { quote, error: quoteError } = useQuote();
  const yearly = isYearly(sub.type);
  const [choice, setChoice] = useState<'at_period_end' | 'at_whole_end'>(
    yearly ? 'at_whole_end' : 'at_period_end',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await cancelSubscription(choice);
      onDone(t('subscription.cancelDone', { date: longDate(answer.endsAt) }));
    } catch (e) {
      setError(storeErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog open title={t('subscription.cancelTitle')} onClose={onClose}>
      {quoteError && <p role="alert">{quoteError}</p>}
      {quote &&
        (yearly ? (
          <fieldset className="checkout__fieldset">
            <legend className="visually-hidden">{t('subscription.cancelTypeLegend')}</legend>
            <label className="choice">
              <input
                type="radio"
                name="cancellationType"
                checked={choice === 'at_whole_end'}
                onChange={() => setChoice('at_whole_end')}
              />
              <span>
                {t('subscription.cancelWholeChoice', { date: longDate(quote.yearEnd ?? quote.periodEnd) })}
              </span>
            </label>
            <label className="choice">
              <input
                type="radio"
                name="cancellationType"
                checked={choice === 'at_period_end'}
                onChange={() => setChoice('at_period_end')}
              />
              <span>
                {t('subscription.cancelNowChoice', {
                  date: longDate(quote.periodEnd),
                  fee: formatCzk(quote.cancellation.amount),
                })}
                <br />
                <small>
                  {t('subscription.cancelNowDetail', {
                    periods: quote.cancellation.periodsUsed,
                    periodNoun: plural(quote.cancellation.periodsUsed, {
                      one: t('subscription.startedPeriodOne'),
                      few: t('subscription.startedPeriodFew'),
                      other: t('subscription.startedPeriodMany'),
                    }),
                    fee: formatCzk(crownsToMinor(CONSTANTS.CATCH_UP_FEE_PER_PERIOD_CROWNS)),
                    days: quote.cancellation.daysUsed,
                    dayNoun: plural(quote.cancellation.daysUsed, {
                      one: t('subscription.dayOne'),
                      few: t('subscription.dayFew'),
                      other: t('subscription.dayMany'),
                    }),
                  })}
                </small>
              </span>
            </label>
          </fieldset>
        ) : (
          <p>{t('subscription.cancelFlexible', { date: longDate(quote.periodEnd) })}</p>
        ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="sub-actions">
        <button type="button" className="button button--primary" disabled={!quote || busy} onClick={confirm}>
          {t('subscription.cancelConfirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('subscription.keep')}
        </button>
      </div>
    </ConfirmDialog>
  );
}
