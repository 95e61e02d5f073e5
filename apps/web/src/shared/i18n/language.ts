/**
 * The language of the page (issue 44, "English, whole"): Czech at the plain address, English at the
 * same address under `/en` (`/en/activities/<id>`). The address decides, so an English address can be
 * shared; a visitor's choice (the header's switch, the settings) is remembered in localStorage, and a
 * first visit without one follows the browser (`navigator.languages`). A switch loads the other address
 * of the same page afresh, so the language is fixed while a page lives: module-level formatters may
 * read `locale()` once.
 */
export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The address prefix of English pages. */
export const ENGLISH_PREFIX = '/en';

/** Where the visitor's choice is remembered. */
export const LANGUAGE_STORAGE_KEY = 'champions.language';

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { cs: 'Čeština', en: 'English' };

/** The locale of numbers and dates: Czech, or British English (day before month, 24-hour clock). */
const LOCALES: Readonly<Record<Language, string>> = { cs: 'cs-CZ', en: 'en-GB' };

/** True for `/en` and `/en/…`. */
export function hasEnglishPrefix(pathname: string): boolean {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`);
}

/** The language an address is in. */
export function languageOfPath(pathname: string): Language {
  return hasEnglishPrefix(pathname) ? 'en' : 'cs';
}

/** The address without its language: '/en/activities/1' → '/activities/1', '/en' → '/'. */
export function stripLanguage(pathname: string): string {
  return hasEnglishPrefix(pathname) ? pathname.slice(ENGLISH_PREFIX.length) || '/' : pathname;
}

/** The address of a page (a path of the app, with any query and hash) in a language. */
export function pathInLanguage(path: string, language: Language): string {
  const [pathname = '/', rest = ''] = splitPath(path);
  const bare = stripLanguage(pathname);
  if (language === 'cs') return bare + rest;
  return (bare === '/' ? ENGLISH_PREFIX : ENGLISH_PREFIX + bare) + rest;
}

function splitPath(path: string): [string, string] {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
}

/** A first visit: English when the browser puts English before Czech (and before Slovak), else Czech. */
export function browserLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'en') return 'en';
    if (primary === 'cs' || primary === 'sk') return 'cs';
  }
  return 'cs';
}

/** The language a visitor wants: the remembered choice, else the browser's. */
export function preferredLanguage(stored: string | null, languages: readonly string[]): Language {
  return isLanguage(stored) ? stored : browserLanguage(languages);
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the visitor's choice. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode without storage: the address still carries the language
  }
}

let active: Language = typeof window === 'undefined' ? 'cs' : languageOfPath(window.location.pathname);

/** The language of the page. */
export function getLanguage(): Language {
  return active;
}

/** Sets the language of the page (the start of the app, tests). */
export function setLanguage(language: Language): void {
  active = language;
}

/** The Intl locale of the page's language ('cs-CZ' or 'en-GB'). */
export function locale(language: Language = active): string {
  return LOCALES[language];
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
  if (hasEnglishPrefix(location.pathname)) return null;
  if (preferredLanguage(stored, languages) !== 'en') return null;
  return pathInLanguage(location.pathname, 'en') + location.search + location.hash;
}

/** The browser's start: where to go first (or null), reading the remembered choice and the browser. */
export function browserStartAddress(): string | null {
  return startAddress(
    window.location,
    readStored(),
    window.navigator.languages ?? [window.navigator.language],
  );
}
