export * from './config.ts';
export * from './planTypes.ts';
export * from './price.ts';
