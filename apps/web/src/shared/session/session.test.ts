import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { decodeTokenPayload, isTokenUsable } from './jwt.ts';
import {
  bindSessionToQueries,
  getSession,
  isDevMode,
  isLoggedIn,
  loggedInRoles,
  login,
  logout,
  readToken,
  SESSION_LOGIN_PATH,
  SESSION_LOGOUT_PATH,
  SESSION_ROLES,
  sessionRoleForPath,
  subscribe,
  tokenClaims,
  tokenHeaderName,
  tokenStorageKey,
  useSession,
} from './session.ts';

describe('session store', () => {
  it('keeps one token per role in localStorage', () => {
    const token = fakeJwt({ id: 7, email: 'jana@example.cz', exp: inOneHour() });
    login('user', token);
    expect(localStorage.getItem('champions.token.user')).toBe(token);
    expect(readToken('user')).toBe(token);
    expect(isLoggedIn('user')).toBe(true);
    expect(isLoggedIn('admin')).toBe(false);
    expect(loggedInRoles()).toEqual(['user']);
    expect(tokenClaims('user')).toMatchObject({ id: 7, email: 'jana@example.cz' });
    expect(tokenClaims('admin')).toBeNull();
    logout('user');
    expect(localStorage.getItem(tokenStorageKey('user'))).toBeNull();
  });

  it.each([
    ['not a JWT', 'garbage'],
    ['a payload that is not base64 JSON', 'a.%%%.c'],
    ['a payload that is JSON but not an object', `a.${btoa('[1]')}.c`],
    ['an empty payload', 'a..c'],
    ['an expired token', fakeJwt({ exp: Math.floor(Date.now() / 1000) - 10 })],
    ['a non-numeric exp', fakeJwt({ exp: 'tomorrow' })],
  ])('discards %s on read (SPEC 5)', (_name, token) => {
    localStorage.setItem(tokenStorageKey('admin'), token);
    expect(readToken('admin')).toBeNull();
    expect(localStorage.getItem(tokenStorageKey('admin'))).toBeNull();
    expect(getSession().admin).toBeNull();
  });

  it('keeps a token without exp (the API decides about it) and reads UTF-8 claims', () => {
    const token = fakeJwt({ sub: 'x' });
    localStorage.setItem(tokenStorageKey('partner'), token);
    expect(readToken('partner')).toBe(token);
    expect(isTokenUsable(token, Date.now())).toBe(true);
    const czech = `a.${btoa(String.fromCharCode(...new TextEncoder().encode('{"name":"Jiří"}')))}.c`;
    expect(decodeTokenPayload(czech)).toEqual({ name: 'Jiří' });
  });

  it('returns the same snapshot while nothing changes', () => {
    login('user', fakeJwt({ exp: inOneHour() }));
    expect(getSession()).toBe(getSession());
  });

  it('tells subscribers about login, logout and other tabs', () => {
    const listener = vi.fn();
    const stop = subscribe(listener);
    login('superadmin', fakeJwt({ exp: inOneHour() }));
    logout('superadmin');
    window.dispatchEvent(new StorageEvent('storage', { key: 'champions.token.user' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    login('superadmin', 'x');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('useSession re-renders on login and logout', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.user).toBeNull();
    const token = fakeJwt({ exp: inOneHour() });
    act(() => login('user', token));
    expect(result.current.user).toBe(token);
    act(() => logout('user'));
    expect(result.current.user).toBeNull();
  });

  it('reads the developer-mode flag', () => {
    expect(isDevMode()).toBe(false);
    localStorage.setItem('champions.devMode', '1');
    expect(isDevMode()).toBe(true);
  });
});

describe('every account role', () => {
  it('has a token header, a login page and a logout page (staff log out to /login)', () => {
    expect(SESSION_ROLES.map(tokenHeaderName)).toEqual([
      'X-User-Token',
      'X-Admin-Token',
      'X-Superadmin-Token',
      'X-Partner-Token',
      'X-Staff-Token',
      'X-Trainer-Token',
      'X-Business-Token',
    ]);
    expect(SESSION_LOGIN_PATH.staff).toBe('/staff/login');
    expect(SESSION_LOGOUT_PATH.staff).toBe('/login');
    expect(SESSION_LOGOUT_PATH.admin).toBe('/admin/login');
  });

  it('finds the role of staff, trainer and business paths beside the SPEC 6 roles', () => {
    expect(sessionRoleForPath('/api/staff/me')).toBe('staff');
    expect(sessionRoleForPath('/trainer/settings')).toBe('trainer');
    expect(sessionRoleForPath('/api/business/me')).toBe('business');
    expect(sessionRoleForPath('/business')).toBeNull();
    expect(sessionRoleForPath('/api/user/')).toBe('user');
    expect(sessionRoleForPath('/api/public/')).toBeNull();
  });

  it('removes a role’s data when its token goes or belongs to another account, not on a renewed token', () => {
    const removed = vi.fn();
    login('user', fakeJwt({ id: 'u1', exp: inOneHour() }));
    const stop = bindSessionToQueries(removed);
    login('user', fakeJwt({ id: 'u1', exp: inOneHour(), n: 2 }));
    expect(removed).not.toHaveBeenCalled();
    login('user', fakeJwt({ id: 'u2', exp: inOneHour() }));
    expect(removed).toHaveBeenLastCalledWith('user');
    logout('user');
    expect(removed).toHaveBeenCalledTimes(2);
    stop();
  });
});
