export * from './guard.ts';
export * from './layout.ts';
export * from './pages.ts';
export * from './paths.ts';
export * from './redirect.ts';
