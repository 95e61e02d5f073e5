import type { SubscriptionDto } from '@champions/contract';
import {
  BRAND,
  canExtend,
  canReactivate,
  endSentence,
  isCanceling,
  isFlexible,
  isInYearEndWarning,
  isYearly,
  PAGES,
  pauseCancellation,
  pauseStatus,
  periodEnd,
  periodProgressPercent,
  recurringPrice,
} from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { storeErrorMessage } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { paygPlusFee, subscriptionStatus, usePublicData } from '../../shared/public-ui/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { useUserData } from '../account/index.ts';
import {
  BillingHistory,
  PlanCardBanner,
  SavedCards,
  useBillingHistory,
  usePaymentMethods,
} from '../payments/index.ts';
import { cancelPendingSwitch } from './api.ts';
import { activePause, extendOffered, longDate, planLabel, TYPE_NAMES, yearEndOf } from './format.ts';
import { PlanCommitment } from './PlanCommitment.tsx';
import { type SubscriptionDialog, SubscriptionDialogHost } from './SubscriptionDialogHost.tsx';
import './subscriptions.css';

const ACTIONS = ['cancel', 'renew', 'extend', 'switch', 'pause', 'withdraw'] as const;

/** /user/subscription: the plan, its period, billing, and every change (SPEC 2, 4, 7, 8). */
export function SubscriptionPage() {
  const user = useUserData();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<SubscriptionDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [addingCard, setAddingCard] = useState(false);

  // ?action=cancel|renew|extend|switch|pause|withdraw opens that step (post-login return, e-mail links)
  const action = params.get('action');
  useEffect(() => {
    const asked = ACTIONS.find((a) => a === action);
    if (asked) setDialog(asked);
  }, [action]);

  const closeDialog = () => {
    setDialog(null);
    if (params.has('action')) setParams({}, { replace: true });
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['user'] });
  const fee = paygPlusFee(usePublicData().data);
  // the cards and the first page of payments load with the plan, and the page shows when all three
  // are there: nothing below the plan moves when it comes (CLS, also when coming back after login)
  const methods = usePaymentMethods();
  const history = useBillingHistory(1);
  const loading = user.isPending || methods.isPending || history.isPending;
  const sub = user.data?.subscription ?? null;
  const live =
    sub && ['ACTIVE', 'WAITING_FOR_PAYMENT', 'NOT_STARTED'].includes(sub.currentState) ? sub : null;

  const undoSwitch = async () => {
    setError(null);
    setNotice(null);
    try {
      const wasPayg = live?.switchTo === 'PAYG_PLUS';
      const answer = await cancelPendingSwitch();
      const base = wasPayg ? t('subscription.paygSwitchCancelled') : t('subscription.switchCancelled');
      await refresh();
      setNotice(
        answer.refund.amount > 0
          ? `${base} ${t('subscription.switchRefund', { amount: formatCzk(answer.refund.amount) })}`
          : base,
      );
    } catch {
      // SPEC 8
      setError(t('subscription.cancelSwitchFailed'));
    }
  };

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
        {loading ? (
          <div className="page-skeleton" aria-hidden="true">
            <div className="skeleton skeleton--block" />
          </div>
        ) : user.isError ? (
          <p className="form-error" role="alert">
            {storeErrorMessage(user.error)}
          </p>
        ) : live ? (
          <>
            <PlanCardBanner sub={live} onAddCard={() => setAddingCard(true)} />
            <PlanCard sub={live} onOpen={setDialog} onUndoSwitch={undoSwitch} />
          </>
        ) : (
          <section className="sub-card">
            <p>{t('subscription.none')}</p>
            <p className="sub-hint">{t('subscription.paygPlusExplained', { price: fee ?? '…' })}</p>
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
        {live && !live.company && live.currentState !== 'NOT_STARTED' && (
          <p>
            <button type="button" className="link-button" onClick={() => setDialog('withdraw')}>
              {t('subscription.withdrawLink')}
            </button>
          </p>
        )}
        {!loading && (
          <>
            <div className="sub-card">
              <SavedCards adding={addingCard} onAddingChange={setAddingCard} />
            </div>
            <BillingHistory />
          </>
        )}
      </div>
      <SubscriptionDialogHost
        dialog={live?.company ? null : dialog}
        sub={live}
        onClose={closeDialog}
        onDone={(message) => {
          closeDialog();
          void refresh();
          setError(null);
          setNotice(message);
        }}
      />
    </AreaPage>
  );
}

/** The current plan: state, period progress, next charge, pause, pending changes and the actions. */
export function PlanCard({
  sub,
  onOpen,
  onUndoSwitch,
}: {
  sub: SubscriptionDto;
  onOpen: (dialog: SubscriptionDialog) => void;
  onUndoSwitch: () => void;
}) {
  const { data } = usePublicData();
  const progressId = useId();
  const status = subscriptionStatus(sub)!;
  const now = Date.now();
  const start = new Date(sub.startDate);
  const percent = Math.round(periodProgressPercent(start, now));
  const end = periodEnd(start, now);
  const yearEndDate = yearEndOf(sub);
  const warning =
    isYearly(sub.type) && isInYearEndWarning({ startDate: start, numOfPeriods: sub.numOfPeriods }, now);
  const flexiblePrice = data?.config
    ? recurringPrice(
        {
          type: 'CHAMPIONSHIP_FLEXIBLE',
          area: sub.area ? (data.areas.find((a) => a.id === sub.area?.id) ?? null) : null,
        },
        data.config,
      )
    : null;
  const pause = activePause(sub, now);
  const pauseRunning = pause ? pauseStatus(pause, now) === 'running' : false;
  const pauseCancellable = pause ? pauseCancellation(pause, start, now).kind !== 'none' : false;
  const canPause =
    isFlexible(sub.type) && sub.currentState === 'ACTIVE' && !isCanceling(status) && !sub.switchTo && !pause;
  return (
    <section className="sub-card" aria-labelledby="plan-title">
      <h2 id="plan-title">{t('subscription.currentPlan')}</h2>
      <p className="sub-plan">
        <strong data-testid="plan-name">{planLabel(sub.type, sub.area?.name ?? null)}</strong> ·{' '}
        <span data-testid="plan-state">{t(`subscription.state${sub.currentState}`)}</span>
      </p>
      <p>{t('subscription.price', { price: formatCzk(sub.subscribedPrice) })}</p>
      {sub.type === 'PAYG_PLUS' && (
        <p className="sub-hint">
          {t('subscription.paygPlusExplained', { price: formatCzk(sub.subscribedPrice) })}
        </p>
      )}
      {isYearly(sub.type) && sub.currentState !== 'NOT_STARTED' && (
        <PlanCommitment sub={sub} now={now} extendLater={!sub.company && canExtend(status)} />
      )}
      {sub.company && <CompanyPlanNotice company={sub.company} />}
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
      {pause && (
        <p className="sub-notice" data-testid="plan-paused">
          {pauseRunning
            ? t('subscription.pausedUntil', { date: longDate(pause.resumesAt) })
            : t('subscription.pausePlanned', {
                from: longDate(pause.startsAt),
                until: longDate(pause.resumesAt),
              })}
        </p>
      )}
      {isCanceling(status) ? (
        <p data-testid="plan-ends">
          {t('subscription.endsOn', { date: longDate(sub.cancelAtWholeEnd ? yearEndDate : end) })}
        </p>
      ) : (
        sub.nextBillingDate && (
          <p>
            {t('subscription.nextBilling', {
              date: longDate(pause ? pause.resumesAt : sub.nextBillingDate),
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
      {sub.switchTo && (
        <p className="sub-warning">
          {t('subscription.pendingSwitch', { date: longDate(end), plan: TYPE_NAMES[sub.switchTo] })}
        </p>
      )}
      {sub.company ? (
        <p className="sub-hint" data-testid="plan-company-managed">
          {t('subscription.companyManaged', { company: sub.company.name })}
        </p>
      ) : (
        <PlanActions
          sub={sub}
          status={status}
          extend={extendOffered(sub, status, now)}
          pause={pause}
          pauseCancellable={pauseCancellable}
          canPause={canPause}
          onOpen={onOpen}
          onUndoSwitch={onUndoSwitch}
        />
      )}
    </section>
  );
}

/** What the user may do with their own plan (a company plan is the company's to change). */
function PlanActions({
  sub,
  status,
  extend,
  pause,
  pauseCancellable,
  canPause,
  onOpen,
  onUndoSwitch,
}: {
  sub: SubscriptionDto;
  status: NonNullable<ReturnType<typeof subscriptionStatus>>;
  /** "Prodloužit o rok": only in the last periods of the commitment */
  extend: boolean;
  pause: ReturnType<typeof activePause>;
  pauseCancellable: boolean;
  canPause: boolean;
  onOpen: (dialog: SubscriptionDialog) => void;
  onUndoSwitch: () => void;
}) {
  return (
    <div className="sub-actions">
      {canReactivate(status) && !sub.switchTo && (
        <button type="button" className="button button--primary" onClick={() => onOpen('renew')}>
          {t('subscription.renew')}
        </button>
      )}
      {sub.switchTo && (
        <button type="button" className="button button--secondary" onClick={onUndoSwitch}>
          {t('subscription.cancelPendingSwitch')}
        </button>
      )}
      {extend && (
        <button type="button" className="button button--secondary" onClick={() => onOpen('extend')}>
          {t('subscription.extend')}
        </button>
      )}
      {sub.currentState === 'ACTIVE' && !isCanceling(status) && !sub.switchTo && !pause && (
        <button type="button" className="button button--secondary" onClick={() => onOpen('switch')}>
          {t('subscription.change')}
        </button>
      )}
      {canPause && (
        <button type="button" className="button button--secondary" onClick={() => onOpen('pause')}>
          {t('subscription.pause')}
        </button>
      )}
      {pause && pauseCancellable && (
        <button type="button" className="button button--secondary" onClick={() => onOpen('cancelPause')}>
          {t('subscription.cancelPause')}
        </button>
      )}
      {sub.currentState !== 'NOT_STARTED' && !isCanceling(status) && (
        <button type="button" className="button button--secondary" onClick={() => onOpen('cancel')}>
          {t('subscription.cancel')}
        </button>
      )}
    </div>
  );
}

/** A company-paid plan: who pays it, and that the company suspended it by leaving an invoice unpaid. */
function CompanyPlanNotice({ company }: { company: NonNullable<SubscriptionDto['company']> }) {
  return company.suspended ? (
    <p className="sub-warning" role="note" data-testid="plan-company-suspended">
      {t('subscription.companySuspended', { company: company.name })}
    </p>
  ) : (
    <p className="sub-notice" data-testid="plan-company">
      {endSentence(t('subscription.companyPaid', { company: company.name }))}
    </p>
  );
}
