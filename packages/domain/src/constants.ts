/**
 * Business constants of SPEC section 9 (and the few numbers we decided ourselves).
 * Money values named `...Crowns` are whole crowns (Kč); `...Minor` are haléře (1 Kč = 100).
 */
export const CONSTANTS = {
  /** SPEC 4, 9: a period is 28 days (672 hours). */
  PERIOD_DAYS: 28,
  PERIOD_HOURS: 672,
  /** SPEC 9: the yearly plan is 52 weeks = 13 periods. */
  PERIODS_PER_YEAR: 13,
  YEAR_WEEKS: 52,
  /** SPEC 5: with the promo code the first period is free, 14 periods = 56 weeks in total. */
  PROMO_FREE_PERIODS: 1,
  PROMO_TOTAL_PERIODS: 14,
  PROMO_TOTAL_WEEKS: 56,
  /** SPEC 9: default config prices (whole crowns). */
  DEFAULT_PAYG_PLUS_PRICE_CROWNS: 119,
  DEFAULT_FLEXIBLE_PRICE_CROWNS: 199,
  DEFAULT_ALL_LOCATIONS_PRICE_CROWNS: 1799,
  DEFAULT_AREA_PRICE_CROWNS: 1699,
  /** SPEC 2 (FAQ): a single location starts at 1 499 Kč. */
  SINGLE_LOCATION_FROM_CROWNS: 1499,
  /** SPEC 9: catch-up fee on early yearly cancellation, per started period. */
  CATCH_UP_FEE_PER_PERIOD_CROWNS: 199,
  /** SPEC 5, 9: minimum card charge 30 Kč. */
  MIN_CARD_CHARGE_MINOR: 3000,
  /** SPEC 9: PAYG and PAYG+ entries expire after 30 days. */
  ENTRY_EXPIRY_DAYS: 30,
  /** SPEC 9: reactivation within 28 days credits back the catch-up fee. */
  REACTIVATION_WINDOW_DAYS: 28,
  /** SPEC 9: terms changes are announced at least 14 days ahead. */
  TERMS_CHANGE_NOTICE_DAYS: 14,
  /** Czech consumer law (§ 1829 občanského zákoníku): 14 days to withdraw from a contract made online. */
  WITHDRAWAL_DAYS: 14,
  /** SPEC 9: a reminder is sent 4 weeks before the yearly plan ends; SPEC 4: warning in the last 28 days. */
  YEAR_END_REMINDER_WEEKS: 4,
  YEAR_END_WARNING_DAYS: 28,
  /** SPEC 7, 9: billing history page size defaults to 20. */
  BILLING_HISTORY_PAGE_SIZE: 20,
  /** SPEC 2, 9: search input pause 300 ms. */
  SEARCH_DEBOUNCE_MS: 300,
  /** SPEC 4: protected window when 60 minutes or less remain in the current period. */
  PROTECTED_WINDOW_MINUTES: 60,
  /** SPEC 5: terms say a flexible plan must be cancelled at least 24 hours before period end. */
  FLEXIBLE_CANCEL_NOTICE_HOURS: 24,
  /** Our decision: PAYG+ gives 20 % off the listed entry price, rounded to whole crowns. */
  PAYG_PLUS_DISCOUNT_PERCENT: 20,
  /** Our decision: a membership covers at most one entry per Prague calendar day (fair use). */
  COVERED_ENTRIES_PER_DAY: 1,
  /** DESIGN: business dates are in Europe/Prague. */
  BUSINESS_TIME_ZONE: 'Europe/Prague',
  /** SPEC 9: default payment currency. */
  DEFAULT_CURRENCY: 'czk',
} as const;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const PERIOD_MS = CONSTANTS.PERIOD_DAYS * DAY_MS;
