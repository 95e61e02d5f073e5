import type { SwitchQuoteDto } from '@champions/contract';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { longDate } from './format.ts';

/** The switch quote of SPEC 3: new price, fee, credit back, what is due today and when it applies. */
export function QuoteView({ quote }: { quote: SwitchQuoteDto }) {
  return (
    <dl className="summary-list" data-testid="switch-quote">
      <div>
        <dt>
          {quote.type === 'upgrade' ? t('subscription.quoteUpgrade') : t('subscription.quoteDowngrade')}
        </dt>
        <dd>{t('subscription.quoteNewPrice', { amount: formatCzk(quote.newRecurringPrice) })}</dd>
      </div>
      {quote.catchUpFee > 0 && (
        <p>
          {t('subscription.quoteFee', { amount: formatCzk(quote.catchUpFee), periods: quote.periodsPassed })}
        </p>
      )}
      {quote.creditBack > 0 && (
        <p>{t('subscription.quoteCredit', { amount: formatCzk(quote.creditBack) })}</p>
      )}
      <div className="summary-list__total">
        <dt>{t('subscription.quoteDue', { amount: formatCzk(quote.totalDue) })}</dt>
        <dd>
          {quote.effective === 'immediately'
            ? t('subscription.quoteImmediately')
            : t('subscription.quoteNextPeriod', { date: longDate(quote.effectiveAt) })}
        </dd>
      </div>
    </dl>
  );
}
