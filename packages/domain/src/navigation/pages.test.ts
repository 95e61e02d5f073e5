import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_PAGE_PATTERNS,
  accountEmailPages,
  fillPath,
  INDEXED_PAGES,
  idFromPath,
  matchPattern,
  PAGES,
  VENUE_PAGE_PATTERNS,
} from './pages.ts';
import { ROLE_HOME_PATH, ROLE_LOGIN_PATH } from './paths.ts';

describe('page paths (one module for every page)', () => {
  it('every path builder gives a path of the app with its argument encoded once', () => {
    const builders: [string, (value: string) => string][] = [];
    const collect = (node: object, name: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'function') builders.push([`${name}.${key}`, value]);
        else if (value && typeof value === 'object') collect(value, `${name}.${key}`);
      }
    };
    collect(PAGES, 'PAGES');
    expect(builders.length).toBeGreaterThan(20);
    for (const [name, build] of builders) {
      const path = build('a b/č');
      expect(path, name).toMatch(/^\/[^/]/);
      expect(path, name).toContain(encodeURIComponent('a b/č'));
    }
  });

  it('builds the path of an activity and a venue, matching the router patterns', () => {
    expect(PAGES.activity('abc')).toBe('/activities/abc');
    expect(fillPath(PAGES.activityPattern, { activityId: 'abc' })).toBe(PAGES.activity('abc'));
    expect(PAGES.venue('a b')).toBe('/venues/a%20b');
    expect(fillPath(PAGES.venuePattern, { id: 'a b' })).toBe(PAGES.venue('a b'));
    expect(fillPath('/x/:missing', {})).toBe('/x/:missing');
  });

  it('gives the SPEC 6 login pages and the SPEC 4 landing pages', () => {
    expect(ROLE_LOGIN_PATH).toEqual({
      user: PAGES.user.login,
      admin: PAGES.admin.login,
      superadmin: PAGES.superadmin.login,
      partner: PAGES.partner.login,
    });
    expect(PAGES.user.login).toBe('/user/login');
    expect(ROLE_HOME_PATH).toEqual({ admin: '/admin/enters-loading', superadmin: '/superadmin/dashboard' });
    expect(PAGES.user.card).toBe('/user/qr-code');
    expect(PAGES.membership).toBe('/championship');
    expect(PAGES.superadmin.user('a b')).toBe('/superadmin/users/a%20b');
    expect(PAGES.superadmin.request('a b')).toBe('/superadmin/request/a%20b');
    expect(PAGES.superadmin.price('a b')).toBe('/superadmin/price/a%20b');
    expect(PAGES.superadmin.venue('a b')).toBe('/superadmin/venues/a%20b');
    expect(PAGES.superadmin.activity('a b')).toBe('/superadmin/activity/a%20b');
    expect(PAGES.superadmin.activityCreateAt('a b')).toBe('/superadmin/activity/create?venueId=a%20b');
    expect(PAGES.superadmin.admin('a b')).toBe('/superadmin/admins/a%20b');
    expect(PAGES.superadmin.organisations).toBe('/superadmin/organisations');
    expect(PAGES.superadmin.auditOf('x&y')).toBe('/superadmin/audit?targetId=x%26y');
  });

  it('indexes only public pages, each once', () => {
    expect(new Set(INDEXED_PAGES).size).toBe(INDEXED_PAGES.length);
    for (const path of INDEXED_PAGES)
      expect(path).not.toMatch(/^\/(user|admin|superadmin|staff|trainer)(\/|$)/);
  });
});

describe('matching page addresses (server page meta)', () => {
  it('reads the id of an activity or venue page under every address, case-insensitive and with a slash', () => {
    expect(idFromPath(ACTIVITY_PAGE_PATTERNS, '/activities/abc')).toBe('abc');
    expect(idFromPath(ACTIVITY_PAGE_PATTERNS, '/Aktivita/abc/')).toBe('abc');
    expect(idFromPath(ACTIVITY_PAGE_PATTERNS, '/campaignActivity/abc?x=1')).toBe('abc');
    expect(idFromPath(VENUE_PAGE_PATTERNS, '/venue/v1')).toBe('v1');
    expect(idFromPath(VENUE_PAGE_PATTERNS, '/venues/v%201')).toBe('v 1');
  });

  it('answers null for other pages', () => {
    expect(idFromPath(ACTIVITY_PAGE_PATTERNS, '/activities')).toBeNull();
    expect(idFromPath(ACTIVITY_PAGE_PATTERNS, '/activities/a/b')).toBeNull();
    expect(matchPattern('/venues/:id', '/venuesx/1')).toBeNull();
    expect(matchPattern('/venues/:id', '/venues/%E0')).toEqual({ id: '%E0' });
  });
});

describe('e-mail link pages of each role', () => {
  it('user and admin have their own pages, business and the rest the shared ones', () => {
    expect(accountEmailPages('user')).toEqual({
      verify: '/user/verify-email',
      reset: '/user/update-password',
      login: '/user/login',
      restore: '/obnovit-email?role=user',
    });
    expect(accountEmailPages('admin').reset).toBe('/admin/update-password');
    expect(PAGES.superadmin.admin('a b')).toBe('/superadmin/admins/a%20b');
    expect(PAGES.superadmin.venue('v1')).toBe('/superadmin/venues/v1');
    expect(accountEmailPages('business')).toEqual({
      verify: '/business/sign-in',
      reset: '/zapomenute-heslo?role=business',
      login: '/business/sign-in',
      restore: '/obnovit-email?role=business',
    });
    expect(accountEmailPages('staff')).toEqual({
      verify: '/prihlaseni',
      reset: '/zapomenute-heslo?role=staff',
      login: '/staff/login',
      restore: '/obnovit-email?role=staff',
    });
    expect(PAGES.staff.signupWithToken('a b')).toBe('/staff/signup?token=a%20b');
    expect(PAGES.superadmin.impersonateAdmin('a/b')).toBe('/superadmin/impersonate?adminId=a%2Fb');
    expect(PAGES.superadmin.user('a/b')).toBe('/superadmin/users/a%2Fb');
    expect(PAGES.superadmin.auditOf('a b')).toBe('/superadmin/audit?targetId=a%20b');
    expect(PAGES.superadmin.searchFor('Šikora & co')).toBe('/superadmin/search?q=%C5%A0ikora%20%26%20co');
    expect(PAGES.superadmin.venue('a/b')).toBe('/superadmin/venues/a%2Fb');
    expect(PAGES.superadmin.admin('a/b')).toBe('/superadmin/admins/a%2Fb');
    expect(PAGES.superadmin.activity('a/b')).toBe('/superadmin/activity/a%2Fb');
  });
});
