export * from './accounts.ts';
export * from './entry.ts';
export * from './supply.ts';
