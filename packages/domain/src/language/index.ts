export * from './format.ts';
export * from './languages.ts';
