import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  preferredLanguage,
  rememberedLanguage,
} from './languages.ts';

describe('the languages of the product', () => {
  it('are Czech and English, Czech by default', () => {
    expect(LANGUAGES).toEqual(['cs', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('cs');
  });

  it('knows its own languages only', () => {
    expect(isLanguage('cs')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('preferredLanguage: the language a request prefers by Accept-Language', () => {
  it('is Czech without a header or with an empty one', () => {
    expect(preferredLanguage(undefined)).toBe('cs');
    expect(preferredLanguage(null)).toBe('cs');
    expect(preferredLanguage('')).toBe('cs');
    expect(preferredLanguage([])).toBe('cs');
  });

  it('is English when an English range comes first', () => {
    expect(preferredLanguage('en')).toBe('en');
    expect(preferredLanguage('en-GB,en;q=0.9,cs;q=0.8')).toBe('en');
    expect(preferredLanguage('EN-us')).toBe('en');
  });

  it('is Czech when a Czech range comes first', () => {
    expect(preferredLanguage('cs-CZ,cs;q=0.9,en;q=0.8')).toBe('cs');
    expect(preferredLanguage('cs')).toBe('cs');
  });

  it('orders the ranges by quality, the header order breaking ties', () => {
    expect(preferredLanguage('cs;q=0.5, en;q=0.9')).toBe('en');
    expect(preferredLanguage('en;q=0.5, cs')).toBe('cs');
    expect(preferredLanguage('en;Q=0.8, cs;q=0.8')).toBe('en');
  });

  it('passes over languages it does not have and reads Slovak as Czech', () => {
    expect(preferredLanguage('de-DE,de;q=0.9,en;q=0.7')).toBe('en');
    expect(preferredLanguage('sk,en;q=0.5')).toBe('cs');
    expect(preferredLanguage('fr, *;q=0.5')).toBe('cs');
  });

  it('refuses ranges with q=0 and ignores a broken quality', () => {
    expect(preferredLanguage('en;q=0, cs;q=0.1')).toBe('cs');
    expect(preferredLanguage('en;q=abc, cs;q=0.1')).toBe('cs');
  });

  it('reads a header given as several lines', () => {
    expect(preferredLanguage(['de', 'en-US;q=0.8'])).toBe('en');
  });
});

describe('rememberedLanguage', () => {
  it('reads the choice from a Cookie header among other cookies', () => {
    expect(rememberedLanguage('champions_language=en')).toBe('en');
    expect(rememberedLanguage('a=1; champions_language=cs; b=2')).toBe('cs');
    expect(rememberedLanguage(`x=1;${LANGUAGE_COOKIE}=en`)).toBe('en');
  });

  it('is null without a header, without the cookie or with a value that is not ours', () => {
    expect(rememberedLanguage(undefined)).toBeNull();
    expect(rememberedLanguage('')).toBeNull();
    expect(rememberedLanguage('my_champions_language=en')).toBeNull();
    expect(rememberedLanguage('champions_language=de')).toBeNull();
    expect(rememberedLanguage('champions_language=english')).toBeNull();
  });
});
