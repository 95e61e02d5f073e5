import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { localizedPath } from '../i18n/language.ts';
import { logout, SESSION_LOGOUT_PATH, type SessionRole } from './session.ts';

export interface LogoutOptions {
  /** Where to go afterwards; default: the role's logout page (staff → /login, SPEC 2). */
  to?: string;
}

/**
 * Signs a role out (SPEC 4): revokes the token on the server, removes it and its cached data (every query whose key starts
 * with the role), then loads the target page afresh, so nothing of the session stays in memory.
 */
export function useLogout(): (role: SessionRole, options?: LogoutOptions) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (role, options = {}) => {
      logout(role);
      queryClient.removeQueries({ queryKey: [role] });
      window.location.assign(localizedPath(options.to ?? SESSION_LOGOUT_PATH[role]));
    },
    [queryClient],
  );
}
