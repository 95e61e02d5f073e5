import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiNavigation } from './app/ApiNavigation.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './router.tsx';
import { loadEnglish } from './shared/i18n/catalogue-en.ts';
import { browserStartAddress, ENGLISH_PREFIX, getLanguage } from './shared/i18n/language.ts';
import './shared/ui/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/**
 * Starts the app in the language of the address (English under /en, which the router then keeps in
 * every link as its basename), after moving a first or remembered English visitor to the English
 * address of the page.
 */
async function start(element: HTMLElement) {
  const language = getLanguage();
  document.documentElement.lang = language;
  if (language === 'en') await loadEnglish();
  createRoot(element).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter {...(language === 'en' ? { basename: ENGLISH_PREFIX } : {})}>
          <ApiNavigation />
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

const moveTo = browserStartAddress();
if (moveTo === null) void start(root);
else window.location.replace(moveTo);
