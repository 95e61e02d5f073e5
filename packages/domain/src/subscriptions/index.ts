export * from './actions.ts';
export * from './commitment.ts';
export * from './pause.ts';
export * from './renewal.ts';
export * from './state.ts';
export * from './withdrawal.ts';
export * from './yearEnd.ts';
