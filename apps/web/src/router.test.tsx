import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login } from './shared/session/index.ts';
import { fakeJwt, inOneHour } from './test/jwt.ts';
import { renderApp } from './test/render.tsx';

async function landsOn(path: string, expected: string) {
  const { location } = renderApp(path);
  // The first page of a file compiles its lazy route modules: allow for a slow, shared machine.
  await waitFor(() => expect(location()).toBe(expected), { timeout: 12_000 });
}

describe('lazy route discovery of the areas', () => {
  it('adds the area routes when an address matches no public route', async () => {
    const { location, navigate } = renderApp('/admin', { withAreas: false });
    await waitFor(() => expect(location()).toBe('/admin/login'), { timeout: 12_000 });
    await act(async () => {
      await navigate('/tahle-stranka-neexistuje');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
    expect(location()).toBe('/tahle-stranka-neexistuje');
  });
});

describe('routes (SPEC 2)', () => {
  it.each([
    ['/login', '/user/login'],
    ['/register?ref=abc', '/user/register?ref=abc'],
    ['/campaignHome', '/'],
    ['/campaignActivities?search=box', '/activities?search=box'],
    ['/saved', '/user/login?redirect=%2Fuser%2Fsaved'],
    ['/history?page=2', '/user/login?redirect=%2Fuser%2Fhistory%3Fpage%3D2'],
    ['/user', '/user/login?redirect=%2Fuser%2Fqr-code'],
    ['/admin', '/admin/login'],
    ['/superadmin', '/superadmin/login'],
    ['/staff', '/staff/enters'],
    ['/trainer', '/trainer/settings'],
    ['/profil', '/user/login?redirect=%2Fprofil'],
  ])('%s goes to %s', async (from, to) => {
    await landsOn(from, to);
  });

  it('logged in, /user goes to the card and /user/login to the saved target', async () => {
    login('user', fakeJwt({ exp: inOneHour() }));
    await landsOn('/user', '/user/qr-code');
  });

  it('uses up the saved post-login target when leaving a login page', async () => {
    login('user', fakeJwt({ exp: inOneHour() }));
    localStorage.setItem('champions.postLoginRedirect', JSON.stringify({ type: 'paygplus' }));
    await landsOn('/user/login', '/paygplus');
    // Used up once the target page has been shown, which follows the location change.
    await waitFor(() => expect(localStorage.getItem('champions.postLoginRedirect')).toBeNull());
  });

  it('the developer-mode flag disables the guard', async () => {
    localStorage.setItem('champions.devMode', '1');
    await landsOn('/user/settings', '/user/settings');
  });

  it('shows the Czech 404 page for unknown routes and sets the title', async () => {
    renderApp('/tahle-stranka-neexistuje');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na úvod' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Prohlédnout aktivity' })).toHaveAttribute('href', '/activities');
    await waitFor(() => expect(document.title).toBe('Stránka nenalezena | Champions'));
  });

  it('renders the Championship checkout at /championship/checkout', async () => {
    const { location } = renderApp('/championship/checkout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Objednávka – Championship' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/championship/checkout');
  });

  it.each([
    ['/cenik', 'Plány a ceník'],
    ['/o-nas', 'O nás'],
    ['/privacy', 'Zpracování osobních údajů'],
    ['/user-term', 'Obchodní podmínky'],
    ['/terms', 'Podmínky pro partnery'],
    ['/partner', 'Noví zákazníci pro vaše sportoviště'],
  ])('%s shows its page (aliases share one screen)', async (path, title) => {
    const { location } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it('home sells the product with links to activities and Championship', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Cvičte, kde chcete.');
    expect(screen.getByRole('link', { name: /Najít aktivitu/ })).toHaveAttribute('href', '/activities');
    expect(screen.getByRole('link', { name: 'Členství Championship' })).toHaveAttribute(
      'href',
      '/championship',
    );
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });
});

describe('layout by path', () => {
  it('shows header, main and footer with a skip link on public pages', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Přeskočit na obsah' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obchodní podmínky' })).toHaveAttribute('href', '/user-terms');
    expect(screen.getByRole('link', { name: 'Zpracování osobních údajů' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('button', { name: 'Zpět nahoru' })).toBeInTheDocument();
  });

  it('hides header and footer on /admin/login and the footer on /campaignActivity', async () => {
    const admin = renderApp('/admin/login');
    await screen.findByRole('heading', { name: 'Přihlášení partnera' });
    // Only the sign-in screen's own logo bar, not the public header with its menu.
    expect(screen.getByRole('banner')).not.toHaveClass('site-header');
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    admin.unmount();

    renderApp('/campaignActivity');
    await screen.findByRole('heading', { level: 1, name: /Letos zkuste sport/ });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
