/** What other features may use of the account feature (sign-in pages and forms of every role). */

export { AuthScreen } from './AuthScreen.tsx';
export { afterLoginPath, completeLogin, isSelfRegistering, ROLE_AUTH } from './authRoles.ts';
export { LoginForm, type LoginFormProps } from './LoginForm.tsx';
export { LoginPage } from './LoginPage.tsx';
export { PasswordChangeForm } from './PasswordChangeForm.tsx';
export { PasswordResetPage } from './PasswordResetPage.tsx';
export { ProfileForm } from './ProfileForm.tsx';
export { accountPages } from './pages.ts';
export { useProfile, userKeys, useUserData } from './queries.ts';
export { RegisterPage } from './RegisterPage.tsx';
export { ResendVerification } from './ResendVerification.tsx';
export { useOnce } from './useOnce.ts';
export { ResendByEmail, VerifyEmail, VerifyEmailPage } from './VerifyEmailPage.tsx';
