import { preferredLanguage } from '@champions/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from './index.ts';
import {
  browserStartAddress,
  getLanguage,
  LANGUAGE_STORAGE_KEY,
  languageCookie,
  languageOfPath,
  locale,
  localizedPath,
  pathInLanguage,
  setLanguage,
  startAddress,
  stripLanguage,
  visitorLanguage,
} from './language.ts';
import { formatCrowns, formatCzk } from './money.ts';
import { fillPlurals, plural } from './plural.ts';

afterEach(() => setLanguage('cs'));

describe('the language of an address', () => {
  it('is English under /en, Czech elsewhere', () => {
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/activities/1')).toBe('en');
    expect(languageOfPath('/activities')).toBe('cs');
    expect(languageOfPath('/enterprise')).toBe('cs');
    expect(stripLanguage('/en/activities/1')).toBe('/activities/1');
    expect(stripLanguage('/en')).toBe('/');
    expect(stripLanguage('/plans')).toBe('/plans');
  });

  it('gives each page its address in either language, query and hash kept', () => {
    expect(pathInLanguage('/activities/1?x=1#top', 'en')).toBe('/en/activities/1?x=1#top');
    expect(pathInLanguage('/en/activities/1?x=1', 'cs')).toBe('/activities/1?x=1');
    expect(pathInLanguage('/', 'en')).toBe('/en');
    expect(pathInLanguage('/en', 'cs')).toBe('/');
    expect(pathInLanguage('/en/plans', 'en')).toBe('/en/plans');
    setLanguage('en');
    expect(localizedPath('/user/login')).toBe('/en/user/login');
    setLanguage('cs');
    expect(localizedPath('/user/login')).toBe('/user/login');
  });
});

describe('the language a visitor gets', () => {
  const at = (pathname: string) => ({ pathname, search: '?q=1', hash: '' });

  it('follows the browser on a first visit: English first → English, else Czech', () => {
    expect(visitorLanguage(null, ['en-GB', 'cs'])).toBe('en');
    expect(visitorLanguage(null, ['de-DE', 'en-US'])).toBe('en');
    expect(visitorLanguage(null, ['cs-CZ', 'en'])).toBe('cs');
    expect(visitorLanguage(null, ['sk', 'en'])).toBe('cs');
    expect(visitorLanguage(null, ['de'])).toBe('cs');
    expect(visitorLanguage(null, [])).toBe('cs');
  });

  it('reads the browser as the API reads Accept-Language (domain preferredLanguage)', () => {
    for (const languages of [['en-GB', 'cs'], ['de', 'en-US'], ['cs-CZ', 'en'], ['sk', 'en'], ['fr'], []])
      expect(visitorLanguage(null, languages), languages.join()).toBe(preferredLanguage(languages));
  });

  it('keeps the remembered choice over the browser', () => {
    expect(visitorLanguage('cs', ['en-US'])).toBe('cs');
    expect(visitorLanguage('en', ['cs-CZ'])).toBe('en');
    expect(visitorLanguage('xx', ['cs-CZ'])).toBe('cs');
  });

  it('moves an English visitor from a Czech address to its English twin, never the other way', () => {
    expect(startAddress(at('/activities'), null, ['en-US'])).toBe('/en/activities?q=1');
    expect(startAddress(at('/'), 'en', ['cs'])).toBe('/en?q=1');
    expect(startAddress(at('/activities'), null, ['cs-CZ'])).toBeNull();
    expect(startAddress(at('/activities'), 'cs', ['en-US'])).toBeNull();
    // A shared English address stays English, whatever was chosen before.
    expect(startAddress(at('/en/activities'), 'cs', ['cs-CZ'])).toBeNull();
  });

  it('writes the cookie of a choice kept only in the storage, so the server answers it next time', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test starts without the cookie
    document.cookie = 'champions_language=; max-age=0; path=/';
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'cs');
    window.history.replaceState(null, '', '/activities');
    expect(browserStartAddress()).toBeNull();
    expect(document.cookie).toContain('champions_language=cs');
    expect(languageCookie('en')).toBe('champions_language=en; path=/; max-age=31536000; SameSite=Lax');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });
});

describe('texts, plurals, money and dates per language', () => {
  it('t() reads the page’s language', () => {
    expect(t('menu.settings')).toBe('Nastavení');
    setLanguage('en');
    expect(getLanguage()).toBe('en');
    expect(t('menu.settings')).toBe('Settings');
    expect(t('activities.searching', { term: 'yoga' })).toBe('Searching for: “yoga”');
  });

  it('fills Czech {n|one|few|other} and English {n|one|other} by each language’s rules', () => {
    expect(fillPlurals('{n} {n|den|dny|dní}', { n: 3 }, 'cs')).toBe('{n} dny');
    expect(fillPlurals('{n} {n|den|dny|dní}', { n: 5 }, 'cs')).toBe('{n} dní');
    expect(fillPlurals('{n} {n|day|days}', { n: 1 }, 'en')).toBe('{n} day');
    expect(fillPlurals('{n} {n|day|days}', { n: 3 }, 'en')).toBe('{n} days');
    expect(fillPlurals('{n} {n|day|days}', { n: 0 }, 'en')).toBe('{n} days');
    expect(plural(3, { one: 'activity', few: 'activities', other: 'activities' }, 'en')).toBe('activities');
    expect(plural(1, { one: 'activity', few: 'activities', other: 'activities' }, 'en')).toBe('activity');
    setLanguage('en');
    expect(t('boDashboard.tilePayoutsDetail', { n: 1 })).toBe('1 payout');
    expect(t('boDashboard.tilePayoutsDetail', { n: 4 })).toBe('4 payouts');
    setLanguage('cs');
    expect(t('boDashboard.tilePayoutsDetail', { n: 4 })).toBe('4 výplaty');
  });

  it('writes money in the page’s language, always in Kč', () => {
    expect(formatCzk(169_900)).toBe('1\u00a0699\u00a0Kč');
    setLanguage('en');
    expect(formatCzk(169_900)).toBe('1,699\u00a0Kč');
    expect(formatCzk(2999)).toBe('29.99\u00a0Kč');
    expect(formatCrowns(1799 as Parameters<typeof formatCrowns>[0])).toBe('1,799\u00a0Kč');
  });

  it('writes dates in the page’s language (the page’s formats are made when it loads)', async () => {
    expect(locale('cs')).toBe('cs-CZ');
    expect(locale('en')).toBe('en-GB');
    const noon = '2026-11-25T17:00:00Z';
    vi.resetModules();
    const czech = await import('../public-ui/format.ts');
    expect(czech.formatDate(noon)).toBe('25. 11. 2026');
    expect(czech.formatLongDate(noon)).toBe('středa 25. listopadu');
    expect(czech.formatTime(noon)).toBe('18:00');
    vi.resetModules();
    (await import('./language.ts')).setLanguage('en');
    const english = await import('../public-ui/format.ts');
    expect(english.formatDate(noon)).toBe('25/11/2026');
    expect(english.formatLongDate(noon)).toBe('Wednesday 25 November');
    expect(english.formatTime(noon)).toBe('18:00');
    expect(english.DAY_NAMES[0]).toBe('Sunday');
    expect(english.formatDay(noon, new Date('2026-11-20T08:00:00Z'))).toBe('Wed 25/11');
  });
});
