import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isDevMode, SESSION_LOGIN_PATH, type SessionRole, useSession } from './session.ts';

/**
 * The guard of the areas the domain route guard leaves to their features (staff, trainer, partner
 * dashboards, business profile): without the role's token, go to its login page. The developer-mode
 * flag disables it, as it disables the route guard (SPEC 4).
 */
export function RequireSession({
  accountRole: role,
  children,
}: {
  accountRole: SessionRole;
  children: ReactNode;
}) {
  const session = useSession();
  const { pathname } = useLocation();
  if (session[role] === null && !isDevMode() && pathname !== SESSION_LOGIN_PATH[role]) {
    return <Navigate to={SESSION_LOGIN_PATH[role]} replace />;
  }
  return children;
}
