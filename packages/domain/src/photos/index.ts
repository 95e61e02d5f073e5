export * from './photos.ts';
