import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROLES,
  isAccountRole,
  isTokenRole,
  SELF_REGISTERING_ROLES,
  TOKEN_ROLES,
  tokenHeaderName,
} from './roles.ts';

describe('roles (SPEC 6)', () => {
  it('lists the seven account roles once; the four token roles of SPEC 6 are among them', () => {
    expect(ACCOUNT_ROLES).toEqual(['user', 'admin', 'superadmin', 'partner', 'staff', 'trainer', 'business']);
    expect(TOKEN_ROLES).toEqual(['user', 'admin', 'superadmin', 'partner']);
    expect(SELF_REGISTERING_ROLES).toEqual(['user', 'admin', 'business']);
  });

  it('names the token header of each role as SPEC 6 does', () => {
    expect(tokenHeaderName('user')).toBe('X-User-Token');
    expect(tokenHeaderName('admin')).toBe('X-Admin-Token');
    expect(tokenHeaderName('superadmin')).toBe('X-Superadmin-Token');
    expect(tokenHeaderName('partner')).toBe('X-Partner-Token');
    expect(tokenHeaderName('business')).toBe('X-Business-Token');
  });

  it('recognises roles', () => {
    expect(isAccountRole('trainer')).toBe(true);
    expect(isAccountRole('root')).toBe(false);
    expect(isTokenRole('partner')).toBe(true);
    expect(isTokenRole('staff')).toBe(false);
  });
});
