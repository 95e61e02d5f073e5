export * from './admission.ts';
export * from './coverage.ts';
export * from './earnings.ts';
export * from './expiry.ts';
export * from './pricing.ts';
export * from './quote.ts';
export * from './ticketState.ts';
export * from './tickets.ts';
