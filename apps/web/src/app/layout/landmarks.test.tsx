import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login, type SessionRole } from '../../shared/session/index.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';

// Every page has one banner (its header) and one main landmark, the skip link's target; an area's
// own header must not end up inside main, where it would stop being a banner.
describe('landmarks of the public pages and of every area', () => {
  it.each<[string, SessionRole | null]>([
    ['/', null],
    ['/prihlaseni', null],
    ['/user/login', null],
    ['/admin/login', null],
    ['/staff/login', null],
    ['/superadmin/login', null],
    ['/business/sign-in', null],
    ['/business/sign-up', null],
    ['/user/settings', 'user'],
    ['/admin/staff', 'admin'],
    ['/superadmin/admins', 'superadmin'],
    ['/staff/enters', 'staff'],
    ['/trainer/settings', 'trainer'],
  ])('%s has one banner and one main', async (path, role) => {
    if (role) login(role, fakeJwt({ exp: inOneHour() }));
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    // Testing Library counts a <header> inside <main> as a banner too; browsers do not.
    await waitFor(() => expect(screen.getAllByRole('banner')).toHaveLength(1));
    expect(screen.getByRole('banner').closest('main')).toBeNull();
    const [main, ...others] = screen.getAllByRole('main');
    expect(others).toHaveLength(0);
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getAllByRole('heading', { level: 1 })[0]!);
  });
});
