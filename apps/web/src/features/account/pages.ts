/**
 * The account pages other features' routes show, loaded with their route. Route tables import this
 * file, not index.ts: a route table is in the first JavaScript, and index.ts brings in forms and
 * their validation schemas.
 */
export const accountPages = {
  login: () => import('./LoginPage.tsx').then((m) => m.LoginPage),
  register: () => import('./RegisterPage.tsx').then((m) => m.RegisterPage),
  verifyEmail: () => import('./VerifyEmailPage.tsx').then((m) => m.VerifyEmailPage),
  passwordReset: () => import('./PasswordResetPage.tsx').then((m) => m.PasswordResetPage),
  // a receptionist's or a trainer's sign-up from the partner's invitation
  invitationSignup: () => import('./InvitationSignupPage.tsx').then((m) => m.InvitationSignupPage),
};
