import { PAGES, REDIRECT_QUERY_PARAM } from '@champions/domain';
import { Link, Navigate, useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { isDevMode, isTokenRole, type SessionRole, useSession } from '../../shared/session/index.ts';
import { AuthScreen } from './AuthScreen.tsx';
import { afterLoginPath, ROLE_AUTH } from './authRoles.ts';
import { DevMailboxHint } from './DevMailboxHint.tsx';
import { LoginForm } from './LoginForm.tsx';
import { PendingPurchase } from './PendingPurchase.tsx';

/** Keeps the `?redirect=` of a user page on the links between login and registration. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(redirect)}` : path;
}

/** The login page of a role: /user/login (and /prihlaseni), /admin/login, /superadmin/login, ... */
export function LoginPage({ accountRole: role }: { accountRole: SessionRole }) {
  const [params] = useSearchParams();
  const session = useSession();
  const redirect = role === 'user' ? params.get(REDIRECT_QUERY_PARAM) : null;
  const auth = ROLE_AUTH[role];
  // The route guard sends the SPEC 6 roles on; staff, trainer, business and partner go on from here.
  const guardedElsewhere = isTokenRole(role) && role !== 'partner';
  if (!guardedElsewhere && session[role] !== null && !isDevMode()) {
    return <Navigate to={afterLoginPath(role)} replace />;
  }
  return (
    <AuthScreen
      title={t(auth.loginTitle)}
      lead={t(auth.loginLead)}
      accountRole={role}
      footer={<LoginLinks accountRole={role} redirect={redirect} />}
    >
      {role === 'user' && <PendingPurchase after="login" redirectQuery={redirect} />}
      <LoginForm accountRole={role} redirectQuery={redirect} />
      <DevMailboxHint />
    </AuthScreen>
  );
}

function LoginLinks({ accountRole: role, redirect }: { accountRole: SessionRole; redirect: string | null }) {
  const registerPath = ROLE_AUTH[role].registerPath;
  return (
    <>
      {registerPath && (
        <p>
          {t('auth.noAccount')}{' '}
          <Link to={withRedirect(registerPath, redirect)}>{t('auth.createAccount')}</Link>
        </p>
      )}
      {role === 'admin' && (
        <p>
          {t('auth.staffLink')} <Link to={PAGES.staff.login}>{t('auth.staffLinkAction')}</Link>
        </p>
      )}
      {role === 'staff' && (
        <p>
          {t('auth.partnerLink')} <Link to={PAGES.admin.login}>{t('auth.partnerLinkAction')}</Link>
        </p>
      )}
      {role === 'user' && (
        <p>
          {t('auth.partnerLink')} <Link to={PAGES.admin.login}>{t('auth.partnerLinkAction')}</Link>
        </p>
      )}
      {role === 'admin' && (
        <p>
          {t('auth.userLink')} <Link to={PAGES.user.login}>{t('auth.userLinkAction')}</Link>
        </p>
      )}
    </>
  );
}
