export * from './breakdown.ts';
