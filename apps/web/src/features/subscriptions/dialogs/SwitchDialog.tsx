import type { SubscriptionDto, SwitchQuoteDto } from '@champions/contract';
import {
  canChangeDuration,
  canChangeLocation,
  isChampionship,
  type SubscriptionType,
} from '@champions/domain';
import { useId, useState } from 'react';
import { storeErrorMessage } from '../../../shared/api/index.ts';
import { t } from '../../../shared/i18n/index.ts';
import { formatCzk } from '../../../shared/i18n/money.ts';
import { subscriptionStatus, usePublicData } from '../../../shared/public-ui/index.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { fetchQuote, switchSubscription } from '../api.ts';
import { TYPE_NAMES } from '../format.ts';
import { QuoteView } from '../QuoteView.tsx';

/** Change plan, location or duration: the quote first, then the change (SPEC 4, 7). */
export function SwitchDialog({
  sub,
  onClose,
  onDone,
}: {
  sub: SubscriptionDto;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { data } = usePublicData();
  const typeId = useId();
  const areaId = useId();
  const [type, setType] = useState<SubscriptionType>(sub.type);
  const [area, setArea] = useState<string>(sub.area?.id ?? 'all');
  const [quote, setQuote] = useState<SwitchQuoteDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = { ...subscriptionStatus(sub)!, areaId: sub.area?.id ?? null };
  const locationOk = canChangeLocation(change);
  const durationOk = canChangeDuration(change);
  const same = type === sub.type && (!isChampionship(type) || area === (sub.area?.id ?? 'all'));

  const loadQuote = async () => {
    setError(null);
    try {
      const answer = await fetchQuote(type, isChampionship(type) && area !== 'all' ? area : null);
      setQuote(answer.switchQuote);
    } catch (e) {
      setError(storeErrorMessage(e));
    }
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await switchSubscription(type, isChampionship(type) && area !== 'all' ? area : null);
      onDone(t('subscription.switchDone'));
    } catch (e) {
      setError(storeErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog open title={t('subscription.switchTitle')} onClose={onClose}>
      <div className="sub-switch">
        <div className="field">
          <label className="field__label" htmlFor={typeId}>
            {t('subscription.switchType')}
          </label>
          <select
            id={typeId}
            className="field__input"
            value={type}
            disabled={!durationOk}
            onChange={(e) => {
              setType(e.target.value as SubscriptionType);
              setQuote(null);
            }}
          >
            {(Object.keys(TYPE_NAMES) as SubscriptionType[]).map((key) => (
              <option key={key} value={key}>
                {TYPE_NAMES[key]}
              </option>
            ))}
          </select>
        </div>
        {isChampionship(type) && (
          <div className="field">
            <label className="field__label" htmlFor={areaId}>
              {t('subscription.switchArea')}
            </label>
            <select
              id={areaId}
              className="field__input"
              value={area}
              disabled={!locationOk}
              onChange={(e) => {
                setArea(e.target.value);
                setQuote(null);
              }}
            >
              {data?.areas.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({formatCzk(a.price)})
                </option>
              ))}
              <option value="all">
                {t('championship.allLocations')} ({data ? formatCzk(data.config.allLocationsPrice) : '…'})
              </option>
            </select>
            {!locationOk && <p className="summary__hint">{t('subscription.switchLocked')}</p>}
          </div>
        )}
        {same && <p className="summary__hint">{t('subscription.sameplan')}</p>}
        {quote && <QuoteView quote={quote} />}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="sub-actions">
          {quote ? (
            <button type="button" className="button button--primary" disabled={busy} onClick={confirm}>
              {t('subscription.switchConfirm')}
            </button>
          ) : (
            <button type="button" className="button button--primary" disabled={same} onClick={loadQuote}>
              {t('subscription.quote')}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('subscription.close')}
          </button>
        </div>
      </div>
    </ConfirmDialog>
  );
}
