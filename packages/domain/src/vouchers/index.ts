export * from './plan-vouchers.ts';
export * from './vouchers.ts';
