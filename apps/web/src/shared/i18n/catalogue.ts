import { cs, type Messages } from './cs.ts';

/**
 * The catalogue `t` reads. In development and tests it is the whole `cs`; the production build
 * (build/i18n-split.ts) replaces this module by an empty object that each namespace fills when the
 * first module naming it loads, so texts travel with the lazy route chunks that show them.
 */
export const catalogue: Messages = cs;
