export * from './cardPayment.ts';
export * from './history.ts';
export * from './receipt.ts';
export * from './refund.ts';
export * from './returnReason.ts';
export * from './sameCard.ts';
