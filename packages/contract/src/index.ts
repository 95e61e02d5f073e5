export * from './account-data.ts';
export * from './auth.ts';
export * from './catalogue.ts';
export * from './common.ts';
export * from './public.ts';
export * from './security.ts';
export * from './staff.ts';
