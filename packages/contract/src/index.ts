export * from './account-data.ts';
export * from './auth.ts';
export * from './catalogue.ts';
export * from './common.ts';
export * from './entries.ts';
export * from './payments.ts';
export * from './public.ts';
export * from './staff.ts';
