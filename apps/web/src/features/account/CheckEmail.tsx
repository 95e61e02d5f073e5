import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { MailIcon } from '../../shared/ui/areaIcons.tsx';
import { AuthScreen } from './AuthScreen.tsx';
import { ROLE_AUTH, type SelfRegisteringRole } from './authRoles.ts';
import { DevMailboxHint } from './DevMailboxHint.tsx';
import { ResendVerification } from './ResendVerification.tsx';

/** "Zkontrolujte e-mail": shown after registration, with a resend button. */
export function CheckEmail({
  accountRole: role,
  email,
  message,
}: {
  accountRole: SelfRegisteringRole;
  email: string;
  message: string;
}) {
  return (
    <AuthScreen
      title={t('auth.checkEmailTitle')}
      accountRole={role}
      footer={
        <p>
          <Link to={ROLE_AUTH[role].loginPath}>{t('auth.backToLogin')}</Link>
        </p>
      }
    >
      <div className="auth__status">
        <span className="auth__icon" aria-hidden="true">
          <MailIcon width={28} height={28} />
        </span>
        <p role="status">{message}</p>
        <p>
          {t('auth.checkEmailLead')}
          <span className="auth__email">{email}</span>
        </p>
        <p className="field__hint">{t('auth.checkEmailSpam')}</p>
        <DevMailboxHint />
        <ResendVerification accountRole={role} email={email} />
      </div>
    </AuthScreen>
  );
}
