import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/language.ts';
import { usePageMeta } from './usePageMeta.ts';

function Page() {
  usePageMeta({ title: 'Jóga', description: 'Popis' });
  return null;
}

const alternates = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
    link.hreflang,
    link.getAttribute('href'),
  ]);

afterEach(() => {
  setLanguage('cs');
  window.history.replaceState(null, '', '/');
});

describe('usePageMeta: the hreflang alternates of a public page', () => {
  it('names the Czech, English and default addresses, replacing the server’s, and goes with the page', () => {
    const server = document.createElement('link');
    Object.assign(server, { rel: 'alternate', hreflang: 'cs', href: 'http://localhost:3000/activities/1' });
    document.head.append(server);
    setLanguage('en');
    window.history.replaceState(null, '', '/en/activities/1');
    const view = render(<Page />);
    const origin = window.location.origin;
    expect(alternates()).toEqual([
      ['cs', `${origin}/activities/1`],
      ['en', `${origin}/en/activities/1`],
      ['x-default', `${origin}/activities/1`],
    ]);
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    view.unmount();
    expect(alternates()).toEqual([]);
  });
});
