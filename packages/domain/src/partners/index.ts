export * from './approval.ts';
export * from './area.ts';
