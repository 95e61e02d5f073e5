import type { PauseInfoResponse } from '@champions/contract';
import { CONSTANTS } from '@champions/domain';
import { useEffect, useId, useState } from 'react';
import { storeErrorMessage } from '../../../shared/api/index.ts';
import { t } from '../../../shared/i18n/index.ts';
import { formatCzk } from '../../../shared/i18n/money.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { fetchPauseInfo, pauseSubscription } from '../api.ts';
import { longDate } from '../format.ts';
import { DialogFooter, useDialogAction } from './DialogAction.tsx';

/**
 * "Pozastavit členství": 1 to 3 periods from the next one, with the dates and what is (not) charged
 * (domain `pauseQuote`, served by GET /api/user/subscriptions/pause), then a confirmation.
 */
export function PauseDialog({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => void }) {
  const [info, setInfo] = useState<PauseInfoResponse | null>(null);
  const [periods, setPeriods] = useState(1);
  const { busy, error, setError, run } = useDialogAction(onDone);
  const summaryId = useId();
  useEffect(() => {
    let cancelled = false;
    fetchPauseInfo()
      .then((answer) => !cancelled && setInfo(answer))
      .catch((e) => !cancelled && setError(storeErrorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, [setError]);
  const option = info?.options.find((o) => o.periods === periods) ?? null;
  const confirm = () =>
    run(async () => {
      const answer = await pauseSubscription(periods);
      return t('pause.done', {
        from: longDate(answer.pause.startsAt),
        until: longDate(answer.pause.resumesAt),
      });
    });
  return (
    <ConfirmDialog open title={t('pause.title')} onClose={onClose}>
      {!info && !error && <p aria-busy="true">{t('pause.loading')}</p>}
      {info?.refusal && (
        <p className="sub-warning" role="note">
          {info.refusal.message}
        </p>
      )}
      {info && !info.refusal && (
        <>
          <p>{t('pause.lead')}</p>
          <fieldset className="checkout__fieldset">
            <legend>{t('pause.periodsLegend')}</legend>
            {info.options.map((o) => (
              <label key={o.periods} className="choice">
                <input
                  type="radio"
                  name="pausePeriods"
                  checked={periods === o.periods}
                  onChange={() => setPeriods(o.periods)}
                  aria-describedby={summaryId}
                />
                <span className="choice__body">
                  <span className="choice__title">
                    {t('pause.periods', { count: o.periods, days: o.periods * CONSTANTS.PERIOD_DAYS })}
                  </span>
                  <span className="choice__meta">
                    {t('pause.optionDates', { from: longDate(o.startsAt), until: longDate(o.resumesAt) })}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {option && (
            <dl className="summary-list" id={summaryId} data-testid="pause-summary" aria-live="polite">
              <div>
                <dt>{t('pause.from')}</dt>
                <dd>{longDate(option.startsAt)}</dd>
              </div>
              <div>
                <dt>{t('pause.resumes')}</dt>
                <dd>{longDate(option.resumesAt)}</dd>
              </div>
              <div>
                <dt>{t('pause.notCharged', { count: option.skippedPeriods })}</dt>
                <dd>{formatCzk(option.notCharged)}</dd>
              </div>
              <div className="summary-list__total">
                <dt>{t('pause.nextCharge', { date: longDate(option.nextChargeAt) })}</dt>
                <dd>{formatCzk(option.nextChargeAmount)}</dd>
              </div>
            </dl>
          )}
          <p className="summary__hint">{t('pause.noEntries')}</p>
          <p className="summary__hint">{t('pause.left', { left: info.pausesLeft, max: info.maxPerYear })}</p>
        </>
      )}
      <DialogFooter
        error={error}
        busy={busy}
        confirmLabel={t('pause.confirm')}
        onConfirm={confirm}
        closeLabel={t('subscription.close')}
        onClose={onClose}
        canConfirm={!!info && !info.refusal}
      />
    </ConfirmDialog>
  );
}
