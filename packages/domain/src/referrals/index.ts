export * from './rewards.ts';
