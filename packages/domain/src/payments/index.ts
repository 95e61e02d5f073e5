export * from './cardPayment.ts';
export * from './receipt.ts';
