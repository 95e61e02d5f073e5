export * from './adjustment.ts';
export * from './breakdown.ts';
