import { describe, expect, it } from 'vitest';
import { layoutVisibility, showsBusinessHeader, showsHeaderSearch } from './layout.ts';

const both = { header: true, footer: true };
const none = { header: false, footer: false };
const noFooter = { header: true, footer: false };

describe('layoutVisibility (SPEC "Layout rules")', () => {
  it.each([
    '/',
    '/activities',
    '/activities/42',
    '/championship',
    '/plany',
    '/user-terms',
    '/terms-user',
    '/business',
    '/business/',
    '/business-account',
    '/partner',
    '/partneri',
    '/partner-admin',
    '/profil',
    '/administrace',
    '/unknown/page',
  ])('shows header and footer on public path %s', (path) => {
    expect(layoutVisibility(path)).toEqual(both);
  });

  it.each([
    '/admin',
    '/admin/login',
    '/admin/venues/7',
    '/superadmin',
    '/superadmin/dashboard',
    '/user',
    '/user/',
    '/user/login',
    '/user/qr-code',
    '/staff/enters',
    '/trainer/settings',
    '/business/sign-in',
    '/business/profile',
    '/partner/superadmin',
    '/partner/admin',
    '/partner/reception',
    '/partner/login',
  ])('hides header and footer in area path %s', (path) => {
    expect(layoutVisibility(path)).toEqual(none);
  });

  it.each(['/campaignActivity', '/campaignActivity/12', '/campaignMap', '/mapa'])(
    'hides only the footer on %s',
    (path) => {
      expect(layoutVisibility(path)).toEqual(noFooter);
    },
  );

  it('hides both when the route meta hides the public layout', () => {
    expect(layoutVisibility('/platba', { hidePublicLayout: true })).toEqual(none);
    expect(layoutVisibility('/platba', { hidePublicLayout: false })).toEqual(both);
  });

  it('accepts a path without the leading slash', () => {
    expect(layoutVisibility('admin/login')).toEqual(none);
  });
});

describe('showsHeaderSearch', () => {
  it('is true only on the activity lists', () => {
    expect(showsHeaderSearch('/activities')).toBe(true);
    expect(showsHeaderSearch('/activities/')).toBe(true);
    expect(showsHeaderSearch('/campaignActivities')).toBe(true);
    expect(showsHeaderSearch('/activities/3')).toBe(false);
    expect(showsHeaderSearch('/')).toBe(false);
    expect(showsHeaderSearch('/campaignActivity')).toBe(false);
  });
});

describe('showsBusinessHeader', () => {
  it('is true under /business/ only, not on the public /business landing', () => {
    expect(showsBusinessHeader('/business/sign-in')).toBe(true);
    expect(showsBusinessHeader('/business/profile/')).toBe(true);
    expect(showsBusinessHeader('/business')).toBe(false);
    expect(showsBusinessHeader('/business-account')).toBe(false);
    expect(showsBusinessHeader('/user/login')).toBe(false);
  });
});
