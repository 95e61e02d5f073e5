import { useEffect } from 'react';
import { t } from '../i18n/index.ts';
import { getLanguage, pathInLanguage } from '../i18n/language.ts';

export interface PageMeta {
  /** The page's own title; the brand is appended ('Aktivity | Champions'). None: the default title. */
  title?: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** schema.org data (JSON-LD) of the page, e.g. an activity or a venue. */
  jsonLd?: Record<string, unknown> | null;
  /** Absolute or root-relative image for link previews. */
  image?: string;
}

const JSON_LD_ID = 'page-json-ld';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(url: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = url;
}

const ALTERNATE = 'link[hreflang]';

/**
 * The page's addresses in each language for search engines: `hreflang` cs, en, and
 * x-default (the Czech address, for any other language).
 */
function setAlternates(): void {
  const { origin, pathname } = window.location;
  // The server's (first load) are replaced, never duplicated.
  for (const link of document.head.querySelectorAll(ALTERNATE)) link.remove();
  for (const [hreflang, language] of [
    ['cs', 'cs'],
    ['en', 'en'],
    ['x-default', 'cs'],
  ] as const) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = origin + pathInLanguage(pathname, language);
    document.head.append(link);
  }
}

/** The document title of a page: 'Aktivity | Champions', or the default title. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${t('app.titleSuffix')}` : t('app.defaultTitle');
}

/**
 * Sets the title, meta description, Open Graph tags, canonical link, the `hreflang` alternates and
 * schema.org JSON-LD of a public page (the server writes the same into the HTML of activity and venue pages for crawlers).
 */
export function usePageMeta({ title, description, jsonLd, image }: PageMeta): void {
  const ld = jsonLd ? JSON.stringify(jsonLd) : null;
  useEffect(() => {
    const fullTitle = pageTitle(title);
    const url = `${window.location.origin}${window.location.pathname}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', t('app.name'));
    setMeta('property', 'og:locale', getLanguage() === 'en' ? 'en_GB' : 'cs_CZ');
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:image', new URL(image ?? '/og-image.svg', window.location.origin).href);
    setMeta('name', 'twitter:card', 'summary_large_image');
    setCanonical(url);
    setAlternates();
    // The server's JSON-LD (first load of an activity or venue) is replaced, never duplicated.
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) {
      if (script.id !== JSON_LD_ID) script.remove();
    }
    let script = document.getElementById(JSON_LD_ID);
    if (ld) {
      if (!script) {
        script = document.createElement('script');
        script.id = JSON_LD_ID;
        script.setAttribute('type', 'application/ld+json');
        document.head.append(script);
      }
      script.textContent = ld;
    } else {
      script?.remove();
    }
    // A page without meta of its own (an account's page) has no other-language addresses to name.
    return () => {
      for (const link of document.head.querySelectorAll(ALTERNATE)) link.remove();
    };
  }, [title, description, ld, image]);
}
