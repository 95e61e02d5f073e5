import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession, login } from '../../shared/session/index.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';

const PUBLIC = [
  ['Aktivity', '/activities'],
  ['Mapa', '/mapa'],
  ['Plány', '/plany'],
  ['PAYG+', '/paygplus'],
  ['Championship', '/championship'],
  ['O nás', '/about'],
  ['Kontakt', '/contact'],
  ['Pro partnery', '/admin/login'],
];
const ACCOUNT = [
  ['Karta', '/user/qr-code'],
  ['Historie vstupů', '/user/history'],
  ['Předplatné a fakturace', '/user/subscription'],
  ['Nastavení', '/user/settings'],
];

async function openMenu() {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'Menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return { user, button, dialog: await screen.findByRole('dialog', { name: 'Menu' }) };
}

const linkNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('header menu (SPEC "Layout rules")', () => {
  it('logged out: the public links plus Vytvořit účet and Přihlásit se', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Přihlásit se ke svému účtu' })).toHaveAttribute(
      'href',
      '/user/login',
    );
    const { dialog } = await openMenu();
    expect(linkNames(dialog)).toEqual([
      ['Vytvořit účet', '/user/register'],
      ['Přihlásit se', '/user/login'],
      ...PUBLIC,
      // the language switch: the same page in English
      ['English', '/en'],
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Odhlásit se' })).toBeNull();
  });

  it('logged in: account links, public links and Odhlásit se', async () => {
    login('user', fakeJwt({ id: 'u1', exp: inOneHour() }));
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Můj účet' })).toHaveAttribute('href', '/user');
    const { dialog } = await openMenu();
    expect(linkNames(dialog)).toEqual([...ACCOUNT, ...PUBLIC, ['English', '/en']]);
    expect(within(dialog).queryByRole('link', { name: 'Přihlásit se' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Odhlásit se' })).toBeInTheDocument();
  });

  it('Odhlásit se removes the user token and goes home', async () => {
    login('user', fakeJwt({ exp: inOneHour() }));
    const { location } = renderApp('/activities');
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Odhlásit se' }));
    expect(getSession().user).toBeNull();
    expect(location()).toBe('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Přihlásit se ke svému účtu' })).toBeInTheDocument();
  });

  it('moves focus in, traps it, closes on Esc and returns focus to the button', async () => {
    renderApp('/');
    const { user, button, dialog } = await openMenu();
    const close = within(dialog).getByRole('button', { name: 'Zavřít menu' });
    // The drawer loads on first open, then takes the focus.
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab({ shift: true });
    // the last item is the language switch
    expect(within(dialog).getByRole('link', { name: 'English' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with the close button, the Menu button, and after following a link', async () => {
    const { location } = renderApp('/');
    let { user, button, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Zavřít menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();

    ({ user, dialog } = await openMenu());
    await user.click(within(dialog).getByRole('link', { name: 'Aktivity' }));
    await waitFor(() => expect(location()).toBe('/activities'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
