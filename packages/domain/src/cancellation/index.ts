export * from './catchUpFee.ts';
export * from './details.ts';
export * from './notice.ts';
export * from './reactivation.ts';
