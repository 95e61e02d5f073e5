import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('the business header (SPEC "Layout rules")', () => {
  it('offers Sports Activities, Log in and Sign up when logged out, without the public header', async () => {
    renderApp('/business/sign-in');
    const nav = await screen.findByRole('navigation', { name: 'Menu', hidden: true });
    expect(nav).toHaveTextContent('Sportovní aktivity');
    expect(nav).toHaveTextContent('Přihlásit se');
    expect(nav).toHaveTextContent('Registrovat firmu');
    expect(document.querySelectorAll('header')).toHaveLength(1);
  });

  it('opens and closes its phone menu with the button and Esc', async () => {
    const user = userEvent.setup();
    renderApp('/business/sign-up');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('changes style once the page is scrolled', async () => {
    renderApp('/business/sign-in');
    await screen.findByRole('button', { name: 'Menu' });
    const header = document.querySelector('.business-header')!;
    expect(header).not.toHaveClass('is-scrolled');
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 120 });
      fireEvent.scroll(window);
    });
    expect(header).toHaveClass('is-scrolled');
  });
});
