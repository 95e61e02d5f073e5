export * from './promo.ts';
