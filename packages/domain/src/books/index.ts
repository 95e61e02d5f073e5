export * from './accounts.ts';
export * from './entry.ts';
