export * from './company.ts';
export * from './seats.ts';
export * from './sentence.ts';
