export * from './customer-terms.ts';
