import type { SubscriptionDto, SubscriptionQuoteResponse, SwitchQuoteDto } from '@champions/contract';
import {
  BRAND,
  canChangeDuration,
  canChangeLocation,
  canExtend,
  canReactivate,
  formatCzk,
  isCanceling,
  isChampionship,
  isInYearEndWarning,
  isYearly,
  PAGES,
  periodEnd,
  periodProgressPercent,
  recurringPrice,
  type SubscriptionType,
} from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { storeErrorMessage } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage, ConfirmDialog, useUserData } from '../account/index.ts';
import { BillingHistory, SavedCards } from '../payments/index.ts';
import { subscriptionStatus, usePublicData } from '../public/index.ts';
import {
  cancelPendingSwitch,
  cancelSubscription,
  extendSubscription,
  fetchQuote,
  fetchWithdrawal,
  reactivateSubscription,
  switchSubscription,
  withdraw,
} from './api.ts';
import './subscriptions.css';

const longDate = (value: string | Date) =>
  new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'long', timeZone: 'Europe/Prague' }).format(new Date(value));

const TYPE_NAMES: Record<SubscriptionType, string> = {
  CHAMPIONSHIP: `${BRAND.membership} roční`,
  CHAMPIONSHIP_FLEXIBLE: `${BRAND.membership} flexibilní`,
  PAYG_PLUS: 'PAYG+',
};

function planLabel(type: SubscriptionType, areaName: string | null) {
  if (!isChampionship(type)) return TYPE_NAMES[type];
  return `${TYPE_NAMES[type]}, ${areaName ?? t('subscription.allLocations')}`;
}

type Dialog = 'cancel' | 'extend' | 'switch' | 'withdraw' | null;

/** /user/subscription: the plan, its period, billing, and every change (SPEC 2, 4, 7, 8). */
export function SubscriptionPage() {
  const user = useUserData();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // ?action=cancel|extend|switch opens that step (post-login return, e-mail links)
  const action = params.get('action');
  useEffect(() => {
    if (action === 'cancel' || action === 'extend' || action === 'switch' || action === 'withdraw')
      setDialog(action);
  }, [action]);

  const closeDialog = () => {
    setDialog(null);
    if (params.has('action')) setParams({}, { replace: true });
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['user'] });
  const sub = user.data?.subscription ?? null;
  const live =
    sub && ['ACTIVE', 'WAITING_FOR_PAYMENT', 'NOT_STARTED'].includes(sub.currentState) ? sub : null;

  async function run(task: () => Promise<string | null>, failure?: string) {
    setError(null);
    setNotice(null);
    try {
      const message = await task();
      await refresh();
      setNotice(message);
    } catch (e) {
      setError(failure ?? storeErrorMessage(e));
    }
  }

  const renew = () =>
    run(async () => {
      const answer = await reactivateSubscription();
      return answer.creditedBack > 0
        ? `${t('subscription.renewDone')} ${t('subscription.renewCredit', { amount: formatCzk(answer.creditedBack) })}`
        : t('subscription.renewDone');
    }, t('subscription.renewFailed'));

  const undoSwitch = () =>
    run(async () => {
      const wasPayg = live?.switchTo === 'PAYG_PLUS';
      const answer = await cancelPendingSwitch();
      const base = wasPayg ? t('subscription.paygSwitchCancelled') : t('subscription.switchCancelled');
      return answer.refund.amount > 0
        ? `${base} ${t('subscription.switchRefund', { amount: formatCzk(answer.refund.amount) })}`
        : base;
    }, t('subscription.cancelSwitchFailed'));

  return (
    <AreaPage title={t('subscription.title')}>
      <div className="sub-page">
        {notice && (
          <p className="sub-success" role="status">
            {notice}
          </p>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {user.isPending ? (
          <div className="skeleton skeleton--block" aria-hidden="true" />
        ) : live ? (
          <PlanCard
            sub={live}
            onCancel={() => setDialog('cancel')}
            onExtend={() => setDialog('extend')}
            onSwitch={() => setDialog('switch')}
            onRenew={renew}
            onUndoSwitch={undoSwitch}
          />
        ) : (
          <section className="sub-card">
            <p>{t('subscription.none')}</p>
            <div className="sub-actions">
              <Link className="button button--primary" to={BRAND.membershipCheckoutPath}>
                {t('subscription.buyChampionship')}
              </Link>
              <Link className="button button--secondary" to={PAGES.paygPlus}>
                {t('subscription.buyPaygPlus')}
              </Link>
            </div>
          </section>
        )}
        {live && live.currentState !== 'NOT_STARTED' && (
          <p>
            <button type="button" className="link-button" onClick={() => setDialog('withdraw')}>
              {t('subscription.withdrawLink')}
            </button>
          </p>
        )}
        <div className="sub-card">
          <SavedCards />
        </div>
        <BillingHistory />
      </div>
      {live && dialog === 'cancel' && (
        <CancelDialog
          sub={live}
          onClose={closeDialog}
          onDone={(message) => {
            closeDialog();
            void refresh();
            setNotice(message);
          }}
        />
      )}
      {live && dialog === 'extend' && (
        <ConfirmDialog open title={t('subscription.extendTitle')} onClose={closeDialog}>
          <p>{t('subscription.extendText')}</p>
          <div className="sub-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                closeDialog();
                void run(async () => {
                  const answer = await extendSubscription();
                  const end = new Date(
                    new Date(answer.subscription.startDate).getTime() +
                      answer.subscription.numOfPeriods * 28 * 86_400_000,
                  );
                  return t('subscription.extendDone', { date: longDate(end) });
                });
              }}
            >
              {t('subscription.extendConfirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={closeDialog}>
              {t('subscription.close')}
            </button>
          </div>
        </ConfirmDialog>
      )}
      {dialog === 'withdraw' && (
        <WithdrawDialog
          onClose={closeDialog}
          onDone={(message) => {
            closeDialog();
            void refresh();
            setNotice(message);
          }}
        />
      )}
      {live && dialog === 'switch' && (
        <SwitchDialog
          sub={live}
          onClose={closeDialog}
          onDone={(message) => {
            closeDialog();
            void refresh();
            setNotice(message);
          }}
        />
      )}
    </AreaPage>
  );
}

function PlanCard(props: {
  sub: SubscriptionDto;
  onCancel: () => void;
  onExtend: () => void;
  onSwitch: () => void;
  onRenew: () => void;
  onUndoSwitch: () => void;
}) {
  const { sub } = props;
  const { data } = usePublicData();
  const progressId = useId();
  const status = subscriptionStatus(sub)!;
  const now = Date.now();
  const start = new Date(sub.startDate);
  const percent = Math.round(periodProgressPercent(start, now));
  const end = periodEnd(start, now);
  const yearEndDate = new Date(new Date(sub.startDate).getTime() + sub.numOfPeriods * 28 * 86_400_000);
  const warning =
    isYearly(sub.type) && isInYearEndWarning({ startDate: start, numOfPeriods: sub.numOfPeriods }, now);
  const flexiblePrice =
    data?.config && sub.area
      ? recurringPrice(
          { type: 'CHAMPIONSHIP_FLEXIBLE', area: data.areas.find((a) => a.id === sub.area?.id) ?? null },
          data.config,
        )
      : data?.config
        ? recurringPrice({ type: 'CHAMPIONSHIP_FLEXIBLE', area: null }, data.config)
        : null;
  const switchArea = sub.switchTo ? sub.switchTo : null;
  return (
    <section className="sub-card" aria-labelledby="plan-title">
      <h2 id="plan-title">{t('subscription.currentPlan')}</h2>
      <p className="sub-plan">
        <strong data-testid="plan-name">{planLabel(sub.type, sub.area?.name ?? null)}</strong> ·{' '}
        <span data-testid="plan-state">{t(`subscription.state${sub.currentState}`)}</span>
      </p>
      <p>{t('subscription.price', { price: formatCzk(sub.subscribedPrice) })}</p>
      {sub.currentState === 'WAITING_FOR_PAYMENT' && (
        <p className="sub-warning">{t('subscription.waitingPayment')}</p>
      )}
      {sub.currentState === 'NOT_STARTED' && <p className="sub-warning">{t('subscription.notStarted')}</p>}
      {sub.currentState !== 'NOT_STARTED' && (
        <>
          <label htmlFor={progressId}>{t('subscription.progress')}</label>
          <progress id={progressId} className="sub-progress" max={100} value={percent}>
            {t('subscription.progressValue', { percent })}
          </progress>
          <p className="summary__hint">{t('subscription.progressValue', { percent })}</p>
        </>
      )}
      {isCanceling(status) ? (
        <p data-testid="plan-ends">
          {t('subscription.endsOn', { date: longDate(sub.cancelAtWholeEnd ? yearEndDate : end) })}
        </p>
      ) : (
        sub.nextBillingDate && (
          <p>
            {t('subscription.nextBilling', {
              date: longDate(sub.nextBillingDate),
              amount: formatCzk(sub.subscribedPrice),
            })}
          </p>
        )
      )}
      {warning && !isCanceling(status) && (
        <p className="sub-warning" role="note">
          {t('subscription.yearEndWarning', {
            date: longDate(yearEndDate),
            price: flexiblePrice !== null ? formatCzk(flexiblePrice) : '…',
          })}
        </p>
      )}
      {switchArea && (
        <p className="sub-warning">
          {t('subscription.pendingSwitch', {
            date: longDate(end),
            plan: TYPE_NAMES[switchArea as SubscriptionType] ?? switchArea,
          })}
        </p>
      )}
      <div className="sub-actions">
        {canReactivate(status) && !sub.switchTo && (
          <button type="button" className="button button--primary" onClick={props.onRenew}>
            {t('subscription.renew')}
          </button>
        )}
        {sub.switchTo && (
          <button type="button" className="button button--secondary" onClick={props.onUndoSwitch}>
            {t('subscription.cancelPendingSwitch')}
          </button>
        )}
        {canExtend(status) && (
          <button type="button" className="button button--secondary" onClick={props.onExtend}>
            {t('subscription.extend')}
          </button>
        )}
        {sub.currentState === 'ACTIVE' && !isCanceling(status) && !sub.switchTo && (
          <button type="button" className="button button--secondary" onClick={props.onSwitch}>
            {t('subscription.change')}
          </button>
        )}
        {sub.currentState !== 'NOT_STARTED' && !isCanceling(status) && (
          <button type="button" className="button button--secondary" onClick={props.onCancel}>
            {t('subscription.cancel')}
          </button>
        )}
      </div>
    </section>
  );
}

function useQuote(newType?: SubscriptionType, newAreaId?: string | null) {
  const [quote, setQuote] = useState<SubscriptionQuoteResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchQuote(newType, newAreaId)
      .then((q) => !cancelled && setQuote(q))
      .catch((e) => !cancelled && setError(storeErrorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, [newType, newAreaId]);
  return { quote, error };
}

function CancelDialog({
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
            <legend className="visually-hidden">{t('subscription.cancelTitle')}</legend>
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
                    days: quote.cancellation.daysUsed,
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

function QuoteView({ quote }: { quote: SwitchQuoteDto }) {
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

function SwitchDialog({
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

function WithdrawDialog({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => void }) {
  const [info, setInfo] = useState<Awaited<ReturnType<typeof fetchWithdrawal>> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchWithdrawal()
      .then((answer) => !cancelled && setInfo(answer))
      .catch((e) => !cancelled && setError(storeErrorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, []);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await withdraw();
      const received = new Intl.DateTimeFormat('cs-CZ', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Prague',
      }).format(new Date(answer.receivedAt));
      onDone(t('subscription.withdrawDone', { date: received, refund: formatCzk(answer.refund.amount) }));
    } catch (e) {
      setError(storeErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog open title={t('subscription.withdrawTitle')} onClose={onClose}>
      {info &&
        (info.possible && info.deadline ? (
          <>
            <p>{t('subscription.withdrawText', { date: longDate(info.deadline) })}</p>
            <p>
              {t('subscription.withdrawSettlement', {
                days: info.daysUsed,
                charged: formatCzk(info.charged),
                refund: formatCzk(info.refund),
              })}
            </p>
          </>
        ) : (
          <p>{t('subscription.withdrawImpossible')}</p>
        ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="sub-actions">
        {info?.possible && (
          <button type="button" className="button button--primary" disabled={busy} onClick={confirm}>
            {t('subscription.withdrawConfirm')}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('subscription.close')}
        </button>
      </div>
    </ConfirmDialog>
  );
}
