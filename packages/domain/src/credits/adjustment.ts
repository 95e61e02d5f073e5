/**
 * Credit granted or removed by the back office (a goodwill gesture, a correction). Decided here:
 * one adjustment moves at least 1 Kč and at most 10 000 Kč, in whole haléře; its reason is required
 * (5 to 500 characters) because the user sees that their credit moved and the audit log keeps why;
 * a removal never takes more than the balance (credits never go below zero, DESIGN "Credits").
 */
export const CREDIT_ADJUSTMENT = {
  /** haléře: 1 Kč */
  minAmount: 100,
  /** haléře: 10 000 Kč */
  maxAmount: 1_000_000,
  reasonMinLength: 5,
  reasonMaxLength: 500,
} as const;

export type CreditAdjustmentDirection = 'grant' | 'remove';

/** The signed ledger amount of an adjustment: positive when granted, negative when removed. */
export function creditAdjustmentDelta(direction: CreditAdjustmentDirection, amount: number): number {
  if (
    !Number.isSafeInteger(amount) ||
    amount < CREDIT_ADJUSTMENT.minAmount ||
    amount > CREDIT_ADJUSTMENT.maxAmount
  ) {
    throw new RangeError(
      `credit adjustment must be ${CREDIT_ADJUSTMENT.minAmount}–${CREDIT_ADJUSTMENT.maxAmount} haléřů, got ${amount}`,
    );
  }
  return direction === 'grant' ? amount : -amount;
}

/** Whether removing `amount` leaves the balance at zero or above (a removal may not overdraw). */
export const mayRemoveCredit = (balance: number, amount: number): boolean => amount <= balance;
