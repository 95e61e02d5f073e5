export * from './illustrations.ts';
export * from './photos.ts';
