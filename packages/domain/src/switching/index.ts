export * from './pending.ts';
export * from './quote.ts';
