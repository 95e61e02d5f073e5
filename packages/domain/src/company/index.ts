export * from './company.ts';
export * from './seats.ts';
