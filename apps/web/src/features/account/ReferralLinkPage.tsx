import { PAGES, REFERRAL_QUERY_PARAM } from '@champions/domain';
import { Navigate, useParams } from 'react-router';
import { rememberReferralCode } from './referralQueries.ts';

/** /r/:code: keeps the code and leads to registration, whose request carries it. */
export function ReferralLinkPage() {
  const code = (useParams().code ?? '').trim().slice(0, 40);
  if (code) rememberReferralCode(code);
  const to = code
    ? `${PAGES.user.register}?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`
    : PAGES.user.register;
  return <Navigate to={to} replace />;
}
