export * from './instant.ts';
export * from './period.ts';
export * from './pragueDay.ts';
