import { CONSTANTS } from '@champions/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';

describe('header search (SPEC "Layout rules")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (path: string) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    return { user, ...renderApp(path) };
  };

  it('is only on the activity list', async () => {
    setup('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('updates ?search= only after a 300 ms pause, keeping other parameters', async () => {
    const { user, location } = setup('/activities?area=praha');
    const box = await screen.findByRole('searchbox', { name: 'Hledat aktivity' });
    expect(box).toHaveAttribute('placeholder', 'Hledat aktivity...');

    await user.type(box, 'jóga');
    expect(location()).toBe('/activities?area=praha');
    await act(async () => {
      vi.advanceTimersByTime(CONSTANTS.SEARCH_DEBOUNCE_MS - 50);
    });
    expect(location()).toBe('/activities?area=praha');
    await act(async () => {
      vi.advanceTimersByTime(60);
    });
    expect(location()).toBe(`/activities?area=praha&search=${encodeURIComponent('jóga')}`);
    // The list page's code loads beside the header: its heading follows the address.
    expect(await screen.findByText('Hledáte: „jóga“')).toBeInTheDocument();
  });

  it('restarts the pause on every key stroke', async () => {
    const { user, location } = setup('/activities');
    const box = await screen.findByRole('searchbox');
    await user.type(box, 'te');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    await user.type(box, 'nis');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(location()).toBe('/activities');
    await act(async () => {
      vi.advanceTimersByTime(150);
    });
    expect(location()).toBe('/activities?search=tenis');
  });

  it('starts from the URL and clears at once', async () => {
    const { user, location } = setup('/activities?search=squash');
    const box = await screen.findByRole('searchbox');
    expect(box).toHaveValue('squash');
    await user.click(screen.getByRole('button', { name: 'Vymazat hledání' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(location()).toBe('/activities');
    expect(screen.queryByRole('button', { name: 'Vymazat hledání' })).toBeNull();
  });

  it('applies at once on Enter', async () => {
    const { user, location } = setup('/activities');
    await user.type(await screen.findByRole('searchbox'), 'box{Enter}');
    expect(location()).toBe('/activities?search=box');
  });

  it('follows the URL when it changes from outside', async () => {
    const { navigate } = setup('/activities?search=a');
    const box = await screen.findByRole('searchbox');
    await act(async () => {
      await navigate('/activities?search=plavani');
    });
    expect(box).toHaveValue('plavani');
  });

  it('opens as an overlay on small screens, Esc closes it and focus returns', async () => {
    const { user, location } = setup('/activities');
    const toggle = await screen.findByRole('button', { name: 'Hledat aktivity' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = screen.getByRole('searchbox');
    expect(box).toHaveFocus();
    expect(box.closest('.header-search')).toHaveClass('is-open');
    await user.keyboard('{Escape}');
    expect(box.closest('.header-search')).not.toHaveClass('is-open');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Zavřít hledání' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.type(screen.getByRole('searchbox'), 'golf{Enter}');
    expect(location()).toBe('/activities?search=golf');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
