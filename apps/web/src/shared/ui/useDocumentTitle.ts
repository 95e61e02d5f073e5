import { useEffect } from 'react';
import { t } from '../i18n/index.ts';

/** Sets document.title to '<title> | Champions' (or the default title without an argument). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${t('app.titleSuffix')}` : t('app.defaultTitle');
  }, [title]);
}
