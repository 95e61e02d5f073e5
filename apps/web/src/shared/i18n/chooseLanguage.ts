import { USER_CALLS } from '@champions/contract';
import { callApi } from '../api/index.ts';
import { isLoggedIn } from '../session/index.ts';
import {
  getLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  languageCookie,
  pathInLanguage,
} from './language.ts';

/** Remembers a visitor's choice: in the browser's storage, and in the cookie the server reads. */
function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode without storage: the cookie and the address still carry the language
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = languageCookie(language);
}

/** Saves a signed-in customer's language to the account, for the e-mails (PUT /api/user/language). */
async function saveToAccount(language: Language): Promise<void> {
  await callApi(USER_CALLS.setLanguage, { body: { language } });
}

/**
 * Switches the page to a language (the header's switch, the settings): remembers the choice, saves it
 * to a signed-in customer's account and loads the page afresh at its address in that language, which
 * brings that language's texts and formats. When the account does not take it, `strict` (the settings)
 * stays on the page and answers false; the header switches anyway. Loaded when first used: the first
 * JavaScript of a page does not carry it.
 */
export async function chooseLanguage(
  language: Language,
  options: { strict?: boolean; assign?: (url: string) => void } = {},
): Promise<boolean> {
  if (language === getLanguage()) return true;
  rememberLanguage(language);
  if (isLoggedIn('user')) {
    try {
      await saveToAccount(language);
    } catch {
      if (options.strict) return false;
    }
  }
  const { pathname, search, hash } = window.location;
  (options.assign ?? ((url: string) => window.location.assign(url)))(
    pathInLanguage(pathname, language) + search + hash,
  );
  return true;
}
