import { useLocation } from 'react-router';
import { getLanguage, LANGUAGE_NAMES, pathInLanguage, t } from '../i18n/index.ts';

/**
 * The language switch of the header, the phone menu and the sign-in pages' bar: a link to the same page in the other language ("English" on a Czech
 * page, "Čeština" on an English one), named in that language (`lang`, `hreflang`), so a screen reader
 * reads it right and a keyboard reaches it like any link. A click also remembers the choice and saves it
 * to a signed-in customer's account (shared/i18n/chooseLanguage.ts, loaded then). It lives outside
 * shared/i18n so that the production build's text split (build/i18n-split.ts) sees the namespace it names.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  const other = getLanguage() === 'cs' ? 'en' : 'cs';
  return (
    <a
      className={className}
      href={pathInLanguage(pathname, other) + search + hash}
      hrefLang={other}
      lang={other}
      title={t('language.switchLabel')}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void import('../i18n/chooseLanguage.ts').then((module) => module.chooseLanguage(other));
      }}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
