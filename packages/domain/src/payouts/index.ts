export * from './payouts.ts';
export * from './spayd.ts';
