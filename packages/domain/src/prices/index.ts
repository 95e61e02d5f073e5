export * from './scheduled.ts';
