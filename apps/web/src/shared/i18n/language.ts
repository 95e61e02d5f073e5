/**
 * The language of the page ("English, whole"): Czech at the plain address, English at the
 * same address under `/en` (`/en/activities/<id>`). The address decides, so an English address can be
 * shared; a visitor's choice (the header's switch, the settings) is remembered in localStorage, and a
 * first visit without one follows the browser (`navigator.languages`). A switch loads the other address
 * of the same page afresh, so the language is fixed while a page lives: module-level formatters may
 * read `locale()` once.
 */
import { LANGUAGE_COOKIE, type Language } from '@champions/domain';

export { LANGUAGES, type Language } from '@champions/domain';

/** The address prefix of English pages. */
export const ENGLISH_PREFIX = '/en';

/** Where the visitor's choice is remembered. */
export const LANGUAGE_STORAGE_KEY = 'champions.language';

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { cs: 'Čeština', en: 'English' };

/** The address without its language: '/en/activities/1' → '/activities/1', '/en' → '/'; null for a Czech one. */
function englishRest(pathname: string): string | null {
  return /^\/en(\/|$)/.test(pathname) ? pathname.slice(3) || '/' : null;
}

/** The language an address is in. */
export function languageOfPath(pathname: string): Language {
  return englishRest(pathname) === null ? 'cs' : 'en';
}

/** The address without its language: '/en/activities/1' → '/activities/1', '/en' → '/'. */
export function stripLanguage(pathname: string): string {
  return englishRest(pathname) ?? pathname;
}

/** The address of a page (a path of the app, with any query and hash) in a language. */
export function pathInLanguage(path: string, language: Language): string {
  const cut = path.search(/[?#]|$/);
  const bare = stripLanguage(path.slice(0, cut) || '/');
  const rest = path.slice(cut);
  if (language === 'cs') return bare + rest;
  return ENGLISH_PREFIX + (bare === '/' ? '' : bare) + rest;
}

/**
 * The language a visitor wants: the remembered choice, else the browser's first of English or Czech
 * (Slovak read as Czech), Czech when it names neither: the rule of the domain's `preferredLanguage` for
 * Accept-Language, on `navigator.languages`, which the browser already orders. (Written out here, not
 * imported: the header parser weighs 0.1 kB gzip of every page's first JavaScript, bench/page-weight.mjs.)
 */
export function visitorLanguage(stored: string | null, languages: readonly string[]): Language {
  if (stored === 'cs' || stored === 'en') return stored;
  const first = languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((tag) => /^(en|cs|sk)$/.test(tag));
  return first === 'en' ? 'en' : 'cs';
}

let active: Language = typeof window === 'undefined' ? 'cs' : languageOfPath(window.location.pathname);

/** The language of the page. */
export function getLanguage(): Language {
  return active;
}

/** Sets the language of the page (tests). */
export function setLanguage(language: Language): void {
  active = language;
}

/** The Intl locale of a language, the page's by default: 'cs-CZ', or British English 'en-GB' (day before month, 24-hour clock). */
export function locale(language: Language = active): string {
  return language === 'en' ? 'en-GB' : 'cs-CZ';
}

/** A path of the app as the page's language addresses it: '/user/login' → '/en/user/login' in English. */
export function localizedPath(path: string): string {
  return pathInLanguage(path, active);
}

/**
 * The address the visitor should be at before the app starts, or null to stay: a plain (Czech) address
 * moves to its English twin when the visitor's choice, or on a first visit the browser, wants English.
 * An `/en/…` address always stays English (it was shared or chosen).
 */
export function startAddress(
  location: { pathname: string; search: string; hash: string },
  stored: string | null,
  languages: readonly string[],
): string | null {
  return languageOfPath(location.pathname) === 'cs' && visitorLanguage(stored, languages) === 'en'
    ? pathInLanguage(location.pathname, 'en') + location.search + location.hash
    : null;
}

/** The cookie of a choice: the server reads it to answer a page in the chosen language at once, a year long. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/**
 * The browser's start: where to go first (or null), reading the remembered choice and the browser. The
 * server already sends a first visit to its language (the cookie, else Accept-Language); this move is left for a
 * choice kept only in the storage, whose cookie it writes so that the server answers it next time.
 */
export function browserStartAddress(): string | null {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage blocked: the browser's languages decide
  }
  const cookie = (stored === 'cs' || stored === 'en') && languageCookie(stored);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  if (cookie && !document.cookie.includes(cookie.split(';')[0]!)) document.cookie = cookie;
  return startAddress(window.location, stored, window.navigator.languages);
}
