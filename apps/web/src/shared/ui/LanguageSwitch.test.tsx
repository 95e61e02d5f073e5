import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';
import { chooseLanguage } from '../i18n/chooseLanguage.ts';
import { LANGUAGE_STORAGE_KEY, setLanguage } from '../i18n/language.ts';
import { login } from '../session/index.ts';

afterEach(() => {
  setLanguage('cs');
  vi.unstubAllGlobals();
});

describe('the header’s language switch', () => {
  it('on a Czech page offers the same page in English, named in English', async () => {
    renderApp('/activities');
    const banner = await screen.findByRole('banner');
    const link = within(banner).getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/en/activities');
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('title', 'Jazyk stránek');
  });

  it('on an English page offers Čeština, in Czech, and the header speaks English', async () => {
    setLanguage('en');
    renderApp('/plany');
    const banner = await screen.findByRole('banner');
    const link = within(banner).getByRole('link', { name: 'Čeština' });
    expect(link).toHaveAttribute('href', '/plany');
    expect(link).toHaveAttribute('lang', 'cs');
    expect(within(banner).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('is on the sign-in page’s own bar too', async () => {
    renderApp('/user/login');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/user/login');
  });

  it('is in the phone menu too, reached by the keyboard', async () => {
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const link = within(dialog).getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/en');
    expect(within(dialog).getByRole('heading', { name: 'Jazyk stránek' })).toBeInTheDocument();
    link.focus();
    expect(link).toHaveFocus();
  });
});

describe('choosing a language', () => {
  it('remembers the choice and opens the page’s other address', async () => {
    const assign = vi.fn();
    window.history.replaceState(null, '', '/activities/a1?from=list#slots');
    expect(await chooseLanguage('en', { assign })).toBe(true);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    // the server reads the choice from its cookie and answers the next visit in English at once
    expect(document.cookie).toContain('champions_language=en');
    expect(assign).toHaveBeenCalledWith('/en/activities/a1?from=list#slots');
  });

  it('saves it to a signed-in customer’s account (PUT /api/user/language) with the new language', async () => {
    login('user', fakeJwt({ id: 'u1', exp: inOneHour() }));
    const fetch = vi.fn(async () => Response.json({ language: 'en' }));
    vi.stubGlobal('fetch', fetch);
    const assign = vi.fn();
    window.history.replaceState(null, '', '/user/settings');
    await chooseLanguage('en', { assign });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/language');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ language: 'en' });
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('cs');
    expect(assign).toHaveBeenCalledWith('/en/user/settings');
  });

  it('in the settings stays on the page when the account refuses; the header switches anyway', async () => {
    login('user', fakeJwt({ id: 'u1', exp: inOneHour() }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const assign = vi.fn();
    window.history.replaceState(null, '', '/user/settings');
    expect(await chooseLanguage('en', { strict: true, assign })).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(await chooseLanguage('en', { assign })).toBe(true);
    expect(assign).toHaveBeenCalledWith('/en/user/settings');
  });

  it('sends Accept-Language of an English page with every call', async () => {
    setLanguage('en');
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { apiFetch } = await import('../api/index.ts');
    await apiFetch('/public/');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('en');
  });
});
