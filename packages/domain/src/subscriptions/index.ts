export * from './actions.ts';
export * from './state.ts';
export * from './yearEnd.ts';
