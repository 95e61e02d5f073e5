import { PAGES } from '@champions/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionRole } from '../../shared/session/index.ts';
import { afterLoginPath } from './authRoles.ts';

afterEach(() => window.localStorage.clear());

/** `?redirect=` values a browser would follow to another site once it resolves dots and backslashes. */
const OFFSITE = [
  '/.//evil.example',
  '/..//x',
  '/a/..//x',
  '/%2e//x',
  '/./\\x',
  '//evil.example',
  '/\\evil.example',
  '/%5c%5cevil.example',
  'https://evil.example/',
  '/evil.example',
];

const ROLES: SessionRole[] = ['user', 'admin', 'superadmin', 'partner', 'staff', 'trainer', 'business'];

describe('where a sign-in leads (one helper for every role’s sign-in page)', () => {
  it.each(OFFSITE)('never off the site: ?redirect=%s goes to the role’s own start page', (value) => {
    expect(afterLoginPath('user', value)).toBe(PAGES.user.home);
    for (const role of ROLES.filter((r) => r !== 'user')) {
      expect(afterLoginPath(role, value)).toBe(afterLoginPath(role, null));
      expect(afterLoginPath(role, value).startsWith('//')).toBe(false);
    }
  });

  it('keeps a path of our own pages, normalised', () => {
    expect(afterLoginPath('user', '/user/history?x=1#y')).toBe('/user/history?x=1#y');
    expect(afterLoginPath('user', '/a/../activities')).toBe(PAGES.activities);
    expect(afterLoginPath('staff', null)).toBe(PAGES.staff.enters);
  });
});
