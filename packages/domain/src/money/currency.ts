import { CONSTANTS } from '../constants.ts';

/** SPEC 9: the default payment currency, as the payment provider spells it. */
export const DEFAULT_CURRENCY = CONSTANTS.DEFAULT_CURRENCY;
export type Currency = typeof DEFAULT_CURRENCY;
