import { useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AuthScreen, LoginPage, VerifyEmail } from '../account/index.ts';

/**
 * /business/sign-in: the business login, and the landing of the business verification link
 * (?token=), which confirms the e-mail and signs in.
 */
export function BusinessSignInPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <LoginPage accountRole="business" />;
  return (
    <AuthScreen title={t('verify.title')} accountRole="business">
      <VerifyEmail accountRole="business" token={token} />
    </AuthScreen>
  );
}
