import { describe, expect, it } from 'vitest';
import type { TokenRole } from '../roles.ts';
import { type GuardInput, guardRoute } from './guard.ts';

const go = (pathname: string, loggedIn: TokenRole[] = [], extra: Partial<GuardInput> = {}) =>
  guardRoute({ pathname, loggedIn, ...extra });
const allow = { kind: 'allow' };
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('guardRoute: user area (SPEC 2 "Route guard")', () => {
  it('sends a logged-out visitor of a user page to login with the full path', () => {
    expect(go('/user/history', [], { search: '?page=2&x=a b' })).toEqual(
      to(`/user/login?redirect=${encodeURIComponent('/user/history?page=2&x=a b')}`),
    );
    expect(go('/user/subscription', [], { search: 'action=renew' })).toEqual(
      to('/user/login?redirect=%2Fuser%2Fsubscription%3Faction%3Drenew'),
    );
    expect(go('/user')).toEqual(to('/user/login?redirect=%2Fuser'));
    expect(go('/profil')).toEqual(to('/user/login?redirect=%2Fprofil'));
  });

  it('lets a logged-in user in, and admins are not users', () => {
    expect(go('/user/qr-code', ['user'])).toEqual(allow);
    expect(go('/profil', new Set<TokenRole>(['user']) as never)).toEqual(allow);
    expect(go('/user/qr-code', ['admin'])).toEqual(to('/user/login?redirect=%2Fuser%2Fqr-code'));
  });

  it('keeps the open user pages open', () => {
    for (const page of ['login', 'register', 'verify-email', 'update-password']) {
      expect(go(`/user/${page}`)).toEqual(allow);
    }
  });

  it('exempts user routes flagged public', () => {
    expect(go('/user/something', [], { meta: { public: true } })).toEqual(allow);
  });

  it('sends a logged-in user away from the login pages to the post-login redirect', () => {
    expect(go('/user/login', ['user'])).toEqual(to('/user'));
    expect(go('/user/register', ['user'], { storedRedirect: '{"type":"paygplus"}' })).toEqual(
      to('/paygplus'),
    );
    expect(
      go('/user/login', ['user'], {
        search: '?redirect=%2Fuser%2Fhistory',
        storedRedirect: '{"type":"paygplus"}',
      }),
    ).toEqual(to('/user/history'));
    expect(go('/user/verify-email', ['user'], { search: '?redirect=https://evil.example' })).toEqual(
      to('/user'),
    );
  });
});

describe('guardRoute: admin and superadmin (SPEC 4 "Login state")', () => {
  it('sends logged-out visitors to their login pages', () => {
    expect(go('/admin')).toEqual(to('/admin/login'));
    expect(go('/admin/venues/3', ['user'])).toEqual(to('/admin/login'));
    expect(go('/superadmin/users')).toEqual(to('/superadmin/login'));
    expect(go('/superadmin/impersonate', ['admin'])).toEqual(to('/superadmin/login'));
  });

  it('lets the role in', () => {
    expect(go('/admin/calendar', ['admin'])).toEqual(allow);
    expect(go('/superadmin/payouts', ['superadmin'])).toEqual(allow);
  });

  it('keeps the open admin pages open, and redirects a logged-in admin to enters-loading', () => {
    for (const page of ['login', 'register', 'verify-email', 'update-password']) {
      expect(go(`/admin/${page}`)).toEqual(allow);
      expect(go(`/admin/${page}`, ['admin'])).toEqual(to('/admin/enters-loading'));
    }
  });

  it('redirects a logged-in superadmin from its login page to the dashboard', () => {
    expect(go('/superadmin/login')).toEqual(allow);
    expect(go('/superadmin/login', ['admin'])).toEqual(allow);
    expect(go('/superadmin/login', ['superadmin'])).toEqual(to('/superadmin/dashboard'));
  });

  it('exempts open pages flagged public', () => {
    expect(go('/admin/terms', [], { meta: { public: true } })).toEqual(allow);
  });
});

describe('guardRoute: e-mailed links (our decision)', () => {
  it('opens a verify-email or update-password link with a token even for a signed-in visitor', () => {
    expect(go('/user/verify-email', ['user'], { search: '?token=abc123abc123' })).toEqual(allow);
    expect(go('/admin/update-password', ['admin'], { search: 'token=abc123abc123' })).toEqual(allow);
    expect(go('/user/verify-email', ['user'])).toEqual(to('/user'));
    expect(go('/user/login', ['user'], { search: '?token=abc123abc123' })).toEqual(to('/user'));
  });
});

describe('guardRoute: everything else', () => {
  it.each([
    '/',
    '/activities',
    '/partner/admin',
    '/partner/login',
    '/staff/enters',
    '/trainer',
    '/business/profile',
  ])('does not guard %s', (path) => {
    expect(go(path)).toEqual(allow);
  });

  it('does nothing in developer mode', () => {
    expect(go('/user/history', [], { devMode: true })).toEqual(allow);
    expect(go('/superadmin/login', ['superadmin'], { devMode: true })).toEqual(allow);
  });
});
