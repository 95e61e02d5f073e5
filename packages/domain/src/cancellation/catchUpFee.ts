import { CONSTANTS } from '../constants.ts';
import { crownsToMinor } from '../money/convert.ts';

/** Started periods for a number of whole days used: floor(days used / 28) + 1 (SPEC 9). */
export function periodsUsed(daysUsed: number): number {
  return Math.floor(daysUsed / CONSTANTS.PERIOD_DAYS) + 1;
}

/**
 * SPEC 9 catch-up fee on leaving the yearly plan early: 199 Kč x started periods, in minor units.
 * (199 Kč is the flexible surcharge: the customer pays the flexible price for the periods used.)
 */
export function catchUpFee(daysUsed: number): number {
  return crownsToMinor(CONSTANTS.CATCH_UP_FEE_PER_PERIOD_CROWNS) * periodsUsed(daysUsed);
}
