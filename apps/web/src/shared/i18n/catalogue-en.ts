import type { Messages } from './cs.ts';
import { en } from './en.ts';

/**
 * The English catalogue `t` reads on English pages. In development and tests it is the whole `en`; the
 * production build (build/i18n-split.ts) replaces this module by an empty holder that `loadEnglish`
 * fills from a chunk of its own, before the app renders an English page: a Czech visitor never loads
 * the English texts.
 */
export const englishCatalogue: { current: Messages | null } = { current: en };

/** Brings the English texts (production: one lazy chunk; development: already here). */
export async function loadEnglish(): Promise<void> {}
