import { describe, expect, it } from 'vitest';
import {
  isAuthPage,
  isUnauthorizedRedirectExempt,
  isUnder,
  normalizePath,
  pathSegments,
  ROLE_LOGIN_PATH,
  roleForPath,
} from './paths.ts';

describe('path helpers', () => {
  it('normalizes trailing slashes and a missing leading slash', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
    expect(normalizePath('/user/')).toBe('/user');
    expect(normalizePath('user')).toBe('/user');
    expect(pathSegments('/user//qr-code/')).toEqual(['user', 'qr-code']);
  });

  it('matches whole segments only', () => {
    expect(isUnder('/user', '/user')).toBe(true);
    expect(isUnder('/user/login', '/user')).toBe(true);
    expect(isUnder('/user-terms', '/user')).toBe(false);
  });

  it('knows the login, register, verify and update-password pages', () => {
    for (const page of ['login', 'register', 'verify-email', 'update-password']) {
      expect(isAuthPage(`/user/${page}`)).toBe(true);
      expect(isAuthPage(`/admin/${page}/`)).toBe(true);
    }
    expect(isAuthPage('/superadmin/login')).toBe(true);
    expect(isAuthPage('/partner/login')).toBe(true);
    expect(isAuthPage('/superadmin/register')).toBe(false);
    expect(isAuthPage('/user')).toBe(false);
    expect(isAuthPage('/user/login/extra')).toBe(false);
    expect(isAuthPage('/staff/login')).toBe(false);
    expect(isAuthPage('/login')).toBe(false);
  });

  it('exempts login, register and verify-email pages from the 401 redirect (SPEC 6)', () => {
    expect(isUnauthorizedRedirectExempt('/user/login')).toBe(true);
    expect(isUnauthorizedRedirectExempt('/user/register')).toBe(true);
    expect(isUnauthorizedRedirectExempt('/admin/verify-email')).toBe(true);
    expect(isUnauthorizedRedirectExempt('/superadmin/login')).toBe(true);
    expect(isUnauthorizedRedirectExempt('/user/update-password')).toBe(false);
    expect(isUnauthorizedRedirectExempt('/user/settings')).toBe(false);
  });

  it('finds the role of page and API paths', () => {
    expect(roleForPath('/user/history')).toBe('user');
    expect(roleForPath('/profil')).toBe('user');
    expect(roleForPath('/api/user/subscriptions')).toBe('user');
    expect(roleForPath('/admin/venues')).toBe('admin');
    expect(roleForPath('/api/admin/12')).toBe('admin');
    expect(roleForPath('/superadmin/users')).toBe('superadmin');
    expect(roleForPath('/partner/reception')).toBe('partner');
    expect(roleForPath('/partner')).toBeNull();
    expect(roleForPath('/api/public/')).toBeNull();
    expect(roleForPath('/')).toBeNull();
  });

  it('lists the login page of each role (SPEC 6)', () => {
    expect(ROLE_LOGIN_PATH).toEqual({
      user: '/user/login',
      admin: '/admin/login',
      superadmin: '/superadmin/login',
      partner: '/partner/login',
    });
  });
});
