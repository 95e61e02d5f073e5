export * from './cardPayment.ts';
