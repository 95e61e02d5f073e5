import type { SubscriptionDto } from '@champions/contract';
import {
  canChangeDuration,
  canChangeLocation,
  canReactivate,
  isCanceling,
  isFlexible,
  PAGES,
  pauseCancellation,
  pauseStatus,
  periodEnd,
} from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { storeErrorMessage } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { subscriptionStatus, usePublicData } from '../../shared/public-ui/index.ts';
import { cancelPendingSwitch, switchSubscription } from './api.ts';
import {
  DurationFieldset,
  type LocationChoice,
  LocationFieldset,
  type MembershipType,
} from './CheckoutChoices.tsx';
import { activePause, extendOffered, longDate, planLabel, TYPE_NAMES } from './format.ts';
import { QuoteView } from './QuoteView.tsx';
import { type SubscriptionDialog, SubscriptionDialogHost } from './SubscriptionDialogHost.tsx';
import { useQuote } from './useQuote.ts';

const asMembership = (value: string | null | undefined): MembershipType | null =>
  value === 'CHAMPIONSHIP' || value === 'CHAMPIONSHIP_FLEXIBLE' ? value : null;

/**
 * The checkout with an active plan (SPEC 2, 4): change location or duration with the switch quote
 * (one selector is disabled while a change of the other is pending), and the modals for cancel (with
 * the choice of its type), renew, extend and pause.
 */
export function CheckoutChange({
  sub,
  initialType,
  initialLocation,
}: {
  sub: SubscriptionDto;
  initialType: string | null;
  initialLocation: LocationChoice;
}) {
  const { data } = usePublicData();
  const queryClient = useQueryClient();
  const currentType = asMembership(sub.type);
  const currentLocation: LocationChoice = currentType ? (sub.area?.id ?? 'all') : null;
  const [type, setType] = useState<MembershipType>(
    asMembership(initialType) ?? currentType ?? 'CHAMPIONSHIP',
  );
  const [location, setLocation] = useState<LocationChoice>(initialLocation ?? currentLocation);
  const [dialog, setDialog] = useState<SubscriptionDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // after a change the plan is the new current one (not on the first render: keep a post-login choice)
  const planKey = `${currentType}:${currentLocation}`;
  const shownPlan = useRef(planKey);
  useEffect(() => {
    if (shownPlan.current === planKey) return;
    shownPlan.current = planKey;
    if (currentType) setType(currentType);
    setLocation(currentLocation);
  }, [planKey, currentType, currentLocation]);

  const status = subscriptionStatus(sub)!;
  const now = Date.now();
  const pause = activePause(sub, now);
  const change = { ...status, areaId: sub.area?.id ?? null };
  const blocked = isCanceling(status)
    ? t('checkout.changeCanceling')
    : pause
      ? t('checkout.changePaused')
      : sub.currentState !== 'ACTIVE'
        ? t('checkout.changeWaiting')
        : null;
  // PAYG+ may move to any Championship; a Championship follows SPEC 4's pending-change rules
  const locationOk = !blocked && (!currentType || canChangeLocation(change));
  const durationOk = !blocked && (!currentType || canChangeDuration(change));
  const validLocation = location === 'all' || !!data?.areas.some((a) => a.id === location);
  const same = type === currentType && location === currentLocation;
  const areaId = location === 'all' ? null : location;
  const ready = !blocked && !sub.switchTo && validLocation && !same;
  const { quote, error: quoteError } = useQuote(type, areaId, ready);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['user'] });
  const done = (message: string) => {
    // the selection starts again from the plan as it is now (the effect above follows a new plan)
    if (currentType) setType(currentType);
    setLocation(currentLocation);
    setDialog(null);
    setError(null);
    setNotice(message);
    void refresh();
  };

  const confirmSwitch = async () => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await switchSubscription(type, areaId);
      done(t('subscription.switchDone'));
    } catch (e) {
      setError(storeErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const undoSwitch = async () => {
    setError(null);
    setNotice(null);
    try {
      const wasPayg = sub.switchTo === 'PAYG_PLUS';
      const answer = await cancelPendingSwitch();
      const base = wasPayg ? t('subscription.paygSwitchCancelled') : t('subscription.switchCancelled');
      done(
        answer.refund.amount > 0
          ? `${base} ${t('subscription.switchRefund', { amount: formatCzk(answer.refund.amount) })}`
          : base,
      );
    } catch {
      // SPEC 8
      setError(t('subscription.cancelSwitchFailed'));
    }
  };

  const pauseCancellable = pause
    ? pauseCancellation(pause, new Date(sub.startDate), now).kind !== 'none'
    : false;
  const canPause =
    isFlexible(sub.type) && sub.currentState === 'ACTIVE' && !isCanceling(status) && !sub.switchTo && !pause;

  return (
    <div className="checkout__grid">
      <div className="checkout__choices">
        <section className="sub-card checkout__current" aria-labelledby="current-plan-title">
          <h2 id="current-plan-title">{t('checkout.currentTitle')}</h2>
          <p>
            <strong data-testid="checkout-current-plan">{planLabel(sub.type, sub.area?.name ?? null)}</strong>{' '}
            · {t('subscription.price', { price: formatCzk(sub.subscribedPrice) })}
          </p>
          {sub.switchTo && (
            <p className="sub-warning">
              {t('subscription.pendingSwitch', {
                date: longDate(periodEnd(new Date(sub.startDate), now)),
                plan: TYPE_NAMES[sub.switchTo],
              })}
            </p>
          )}
          {pause && (
            <p className="sub-notice">
              {pauseStatus(pause, now) === 'running'
                ? t('subscription.pausedUntil', { date: longDate(pause.resumesAt) })
                : t('subscription.pausePlanned', {
                    from: longDate(pause.startsAt),
                    until: longDate(pause.resumesAt),
                  })}
            </p>
          )}
          {blocked && <p className="sub-warning">{blocked}</p>}
          {!blocked && <p className="checkout__change-lead">{t('checkout.changeLead')}</p>}
        </section>
        <LocationFieldset
          areas={data?.areas}
          config={data?.config}
          value={location}
          onChange={setLocation}
          disabled={!locationOk}
          hint={!blocked && !locationOk ? t('subscription.switchLocked') : null}
        />
        <DurationFieldset
          config={data?.config}
          value={type}
          onChange={setType}
          disabled={!durationOk}
          hint={!blocked && !durationOk ? t('checkout.durationLocked') : null}
        />
      </div>

      <aside className="checkout__summary" aria-labelledby="change-summary-title" aria-live="polite">
        <h2 id="change-summary-title">{t('checkout.changeSummaryTitle')}</h2>
        {notice && (
          <p className="sub-success" role="status">
            {notice}
          </p>
        )}
        {blocked ? null : sub.switchTo ? (
          <p className="summary__hint">{t('checkout.changePending')}</p>
        ) : same ? (
          <p className="summary__hint">{t('checkout.changeChoose')}</p>
        ) : !validLocation ? (
          <p className="summary__hint">{t('checkout.chooseLocation')}</p>
        ) : quote?.switchQuote ? (
          <>
            <p>
              {t('checkout.changeTo', {
                plan: planLabel(
                  type,
                  location === 'all' ? null : (data?.areas.find((a) => a.id === location)?.name ?? null),
                ),
              })}
            </p>
            <QuoteView quote={quote.switchQuote} />
            <button
              type="button"
              className="button button--primary button--block"
              disabled={busy}
              onClick={confirmSwitch}
            >
              {busy ? t('checkout.processing') : t('subscription.switchConfirm')}
            </button>
          </>
        ) : (
          !quoteError && <p aria-busy="true">{t('checkout.quoteLoading')}</p>
        )}
        {(error ?? quoteError) && (
          <p className="form-error" role="alert">
            {error ?? quoteError}
          </p>
        )}
        <h3 className="checkout__more-title">{t('checkout.moreTitle')}</h3>
        <div className="sub-actions">
          {canReactivate(status) && !sub.switchTo && (
            <button type="button" className="button button--primary" onClick={() => setDialog('renew')}>
              {t('subscription.renew')}
            </button>
          )}
          {sub.switchTo && (
            <button type="button" className="button button--secondary" onClick={undoSwitch}>
              {t('subscription.cancelPendingSwitch')}
            </button>
          )}
          {extendOffered(sub, status, now) && (
            <button type="button" className="button button--secondary" onClick={() => setDialog('extend')}>
              {t('subscription.extend')}
            </button>
          )}
          {canPause && (
            <button type="button" className="button button--secondary" onClick={() => setDialog('pause')}>
              {t('subscription.pause')}
            </button>
          )}
          {pause && pauseCancellable && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDialog('cancelPause')}
            >
              {t('subscription.cancelPause')}
            </button>
          )}
          {!isCanceling(status) && (
            <button type="button" className="button button--secondary" onClick={() => setDialog('cancel')}>
              {t('subscription.cancel')}
            </button>
          )}
        </div>
        <p className="summary__hint">
          <Link to={PAGES.user.subscription}>{t('checkout.manage')}</Link>
        </p>
      </aside>
      <SubscriptionDialogHost dialog={dialog} sub={sub} onClose={() => setDialog(null)} onDone={done} />
    </div>
  );
}
