export * from './convert.ts';
export * from './currency.ts';
export * from './format.ts';
