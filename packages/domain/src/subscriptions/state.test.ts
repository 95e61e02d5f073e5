import { describe, expect, it } from 'vitest';
import type { SubscriptionType } from '../brand.ts';
import {
  checkoutStatus,
  hasActiveChampionship,
  hasActiveSubscription,
  isBasicCurrent,
  isCanceling,
  isNotStarted,
  isPaygPlusCurrent,
  isPaygPlusPendingActivation,
  SUBSCRIPTION_STATES,
  type SubscriptionState,
} from './index.ts';

const sub = (currentState: SubscriptionState, type: SubscriptionType = 'CHAMPIONSHIP', extra = {}) => ({
  type,
  currentState,
  ...extra,
});

describe('subscription states (SPEC 4)', () => {
  it('has active subscription = ACTIVE or WAITING_FOR_PAYMENT', () => {
    const active = SUBSCRIPTION_STATES.filter((s) => hasActiveSubscription(sub(s)));
    expect(active).toEqual(['ACTIVE', 'WAITING_FOR_PAYMENT']);
    expect(hasActiveSubscription(null)).toBe(false);
    expect(hasActiveSubscription(undefined)).toBe(false);
  });

  it('NOT_STARTED is a separate flag', () => {
    expect(SUBSCRIPTION_STATES.filter((s) => isNotStarted(sub(s)))).toEqual(['NOT_STARTED']);
    expect(isNotStarted(null)).toBe(false);
  });

  it('Basic is current with no subscription or ENDED, CANCELLED, NOT_STARTED, WAITING_FOR_PAYMENT', () => {
    expect(isBasicCurrent(null)).toBe(true);
    expect(isBasicCurrent(undefined)).toBe(true);
    const basic = SUBSCRIPTION_STATES.filter((s) => isBasicCurrent(sub(s)));
    expect(basic.sort()).toEqual(['CANCELLED', 'ENDED', 'NOT_STARTED', 'WAITING_FOR_PAYMENT']);
  });

  it('PAYG+ is current only when type PAYG_PLUS and ACTIVE', () => {
    expect(isPaygPlusCurrent(sub('ACTIVE', 'PAYG_PLUS'))).toBe(true);
    expect(isPaygPlusCurrent(sub('WAITING_FOR_PAYMENT', 'PAYG_PLUS'))).toBe(false);
    expect(isPaygPlusCurrent(sub('ACTIVE', 'CHAMPIONSHIP'))).toBe(false);
    expect(isPaygPlusCurrent(null)).toBe(false);
  });

  it('PAYG+ pending activation: switchTo PAYG_PLUS, or PAYG_PLUS and NOT_STARTED or WAITING_FOR_PAYMENT', () => {
    expect(isPaygPlusPendingActivation(sub('ACTIVE', 'CHAMPIONSHIP', { switchTo: 'PAYG_PLUS' }))).toBe(true);
    expect(isPaygPlusPendingActivation(sub('NOT_STARTED', 'PAYG_PLUS'))).toBe(true);
    expect(isPaygPlusPendingActivation(sub('WAITING_FOR_PAYMENT', 'PAYG_PLUS'))).toBe(true);
    expect(isPaygPlusPendingActivation(sub('ACTIVE', 'PAYG_PLUS'))).toBe(false);
    expect(isPaygPlusPendingActivation(sub('ENDED', 'PAYG_PLUS'))).toBe(false);
    expect(isPaygPlusPendingActivation(sub('NOT_STARTED', 'CHAMPIONSHIP'))).toBe(false);
    expect(isPaygPlusPendingActivation(sub('ACTIVE', 'CHAMPIONSHIP', { switchTo: null }))).toBe(false);
    expect(isPaygPlusPendingActivation(null)).toBe(false);
  });

  it('checkout status: active; canceling (cancelAtPeriodEnd or cancelAtWholeEnd); not_started', () => {
    expect(checkoutStatus(sub('ACTIVE'))).toBe('active');
    expect(checkoutStatus(sub('WAITING_FOR_PAYMENT'))).toBe('active');
    expect(checkoutStatus(sub('ACTIVE', 'CHAMPIONSHIP', { cancelAtPeriodEnd: true }))).toBe('canceling');
    expect(checkoutStatus(sub('ACTIVE', 'CHAMPIONSHIP', { cancelAtWholeEnd: true }))).toBe('canceling');
    expect(checkoutStatus(sub('NOT_STARTED'))).toBe('not_started');
  });

  it('checkout status is null without a subscription or after it ended or was cancelled (our decision)', () => {
    expect(checkoutStatus(null)).toBeNull();
    expect(checkoutStatus(sub('ENDED'))).toBeNull();
    expect(checkoutStatus(sub('CANCELLED', 'CHAMPIONSHIP', { cancelAtPeriodEnd: true }))).toBeNull();
  });

  it('canceling and active championship helpers', () => {
    expect(isCanceling(null)).toBe(false);
    expect(isCanceling(sub('ACTIVE'))).toBe(false);
    expect(hasActiveChampionship(sub('ACTIVE', 'CHAMPIONSHIP_FLEXIBLE'))).toBe(true);
    expect(hasActiveChampionship(sub('ACTIVE', 'PAYG_PLUS'))).toBe(false);
    expect(hasActiveChampionship(sub('ENDED'))).toBe(false);
    expect(hasActiveChampionship(null)).toBe(false);
  });
});
