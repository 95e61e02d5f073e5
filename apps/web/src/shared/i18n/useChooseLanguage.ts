import { useState } from 'react';
import { apiFetch } from '../api/index.ts';
import { isLoggedIn } from '../session/index.ts';
import { getLanguage, type Language, pathInLanguage, rememberLanguage } from './language.ts';

/** Saves a signed-in customer's language to the account, for the e-mails (PUT /api/user/language). */
async function saveToAccount(language: Language): Promise<void> {
  await apiFetch('/user/language', { method: 'PUT', body: { language } });
}

export interface ChooseLanguage {
  /** The page's language. */
  current: Language;
  /** Switches: remembers the choice, saves it to a signed-in customer's account, opens the page's other address. */
  choose: (language: Language) => Promise<void>;
  pending: boolean;
  /** The account could not take the choice (the page stays as it is). */
  failed: boolean;
}

/**
 * The language switch of the header and of the settings. The page is loaded afresh at the other
 * address (`/en/…` or without it), which brings that language's texts and formats.
 */
export function useChooseLanguage(
  options: { strict?: boolean; assign?: (url: string) => void } = {},
): ChooseLanguage {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const assign = options.assign ?? ((url: string) => window.location.assign(url));
  const choose = async (language: Language) => {
    if (language === getLanguage()) return;
    setPending(true);
    setFailed(false);
    rememberLanguage(language);
    if (isLoggedIn('user')) {
      try {
        await saveToAccount(language);
      } catch {
        // The header switches anyway (the pages follow the choice); the settings say it failed.
        if (options.strict) {
          setFailed(true);
          setPending(false);
          return;
        }
      }
    }
    const { pathname, search, hash } = window.location;
    assign(pathInLanguage(pathname, language) + search + hash);
  };
  return { current: getLanguage(), choose, pending, failed };
}
