import { ACCOUNT_CALLS, type RegisterRequest, registerRequest } from '@champions/contract';
import { PAGES, REDIRECT_QUERY_PARAM, REFERRAL_QUERY_PARAM } from '@champions/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/index.ts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { rememberRedirectPath } from '../../shared/session/index.ts';
import { Button, Checkbox, FormError, PasswordField, TextField } from '../../shared/ui/forms.tsx';
import { type FormSchema, formText, useForm } from '../../shared/ui/useForm.ts';
import { AuthScreen } from './AuthScreen.tsx';
import { ROLE_AUTH, type SelfRegisteringRole } from './authRoles.ts';
import { CheckEmail } from './CheckEmail.tsx';
import { withRedirect } from './LoginPage.tsx';
import { PendingPurchase } from './PendingPurchase.tsx';
import { forgetReferralCode, rememberedReferralCode } from './referralQueries.ts';

const TITLES: Record<SelfRegisteringRole, { title: MessageKey; lead: MessageKey }> = {
  user: { title: 'registerPage.userTitle', lead: 'registerPage.userLead' },
  admin: { title: 'registerPage.adminTitle', lead: 'registerPage.adminLead' },
  business: { title: 'registerPage.businessTitle', lead: 'registerPage.businessLead' },
};

/** A business must name its company, give its IČO and billing address (the API says the same). */
const businessRegisterRequest = registerRequest
  .refine((value) => Boolean(value.companyName), {
    path: ['companyName'],
    error: () => t('registerBusiness.companyNameMissing'),
  })
  .refine((value) => Boolean(value.companyId), {
    path: ['companyId'],
    error: () => t('registerBusiness.companyIdMissing'),
  })
  .refine((value) => (value.billingAddress ?? '').length >= 5, {
    path: ['billingAddress'],
    error: () => t('registerBusiness.billingAddressMissing'),
  });

const optional = (value: string) => (value.trim() === '' ? undefined : value);

/** Registration of a user (/user/register, /registrace), a partner (/admin/register) or a business. */
export function RegisterPage({ accountRole: role }: { accountRole: SelfRegisteringRole }) {
  const [params] = useSearchParams();
  const redirect = role === 'user' ? params.get(REDIRECT_QUERY_PARAM) : null;
  // the code of a referral link (`?ref=`): sent with the registration, which records the referrer
  // (or the one a customer's `/r/<code>` link kept, when the visitor looked around before registering)
  const referralCode =
    (params.get(REFERRAL_QUERY_PARAM) ?? (role === 'user' ? rememberedReferralCode() : null))
      ?.trim()
      .slice(0, 40) || undefined;
  const schema: FormSchema<RegisterRequest> = role === 'business' ? businessRegisterRequest : registerRequest;
  const form = useForm(schema);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const auth = ROLE_AUTH[role];

  if (sent) return <CheckEmail accountRole={role} email={sent.email} message={sent.message} />;

  const register = async (data: RegisterRequest) => {
    const answer = await callApi(ACCOUNT_CALLS.register, { prefix: auth.api, body: data });
    // The verification link brings the user back; remember where they were going.
    if (role === 'user') rememberRedirectPath(redirect);
    // the referral code went with this registration: a later one on this browser starts clean
    if (data.referralCode) forgetReferralCode();
    setSent({ email: data.email, message: answer.message });
  };

  const fieldProps = (name: string) => ({
    name,
    error: form.errors[name],
    onChange: () => form.clearError(name),
  });

  return (
    <AuthScreen
      title={t(TITLES[role].title)}
      lead={t(TITLES[role].lead)}
      accountRole={role}
      footer={
        <p>
          {t('auth.haveAccount')} <Link to={withRedirect(auth.loginPath, redirect)}>{t('auth.login')}</Link>
        </p>
      }
    >
      {role === 'user' && <PendingPurchase after="register" redirectQuery={redirect} />}
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={form.handleSubmit(
          (data) => ({
            name: formText(data, 'name'),
            email: formText(data, 'email'),
            phone: optional(formText(data, 'phone')),
            companyName: optional(formText(data, 'companyName')),
            companyId: optional(formText(data, 'companyId')),
            vatId: optional(formText(data, 'vatId')),
            billingAddress: optional(formText(data, 'billingAddress')),
            password: formText(data, 'password'),
            acceptTerms: data.get('acceptTerms') === 'on',
            referralCode,
          }),
          register,
        )}
      >
        <FormError message={form.formError} id={form.errorId} />
        {referralCode && <p className="field__hint">{t('registerPage.referral', { code: referralCode })}</p>}
        {role !== 'user' && (
          <>
            <TextField
              {...fieldProps('companyName')}
              label={
                role === 'business' ? (
                  t('auth.companyName')
                ) : (
                  <>
                    {t('auth.venueName')} <span className="field__optional">{t('form.optional')}</span>
                  </>
                )
              }
              autoComplete="organization"
            />
            <TextField
              {...fieldProps('companyId')}
              label={
                role === 'business' ? (
                  t('auth.companyId')
                ) : (
                  <>
                    {t('auth.companyId')} <span className="field__optional">{t('form.optional')}</span>
                  </>
                )
              }
              inputMode="numeric"
              autoComplete="off"
            />
          </>
        )}
        {role === 'business' && (
          <>
            <TextField
              {...fieldProps('vatId')}
              label={
                <>
                  {t('auth.vatId')} <span className="field__optional">{t('form.optional')}</span>
                </>
              }
              hint={t('auth.vatIdHint')}
              autoComplete="off"
              autoCapitalize="characters"
            />
            <TextField
              {...fieldProps('billingAddress')}
              label={t('auth.billingAddress')}
              hint={t('auth.billingAddressHint')}
              autoComplete="street-address"
            />
          </>
        )}
        <TextField
          {...fieldProps('name')}
          label={role === 'business' ? t('auth.contactPerson') : t('auth.name')}
          autoComplete="name"
        />
        <TextField
          {...fieldProps('email')}
          type="email"
          label={t('auth.email')}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
        />
        <TextField
          {...fieldProps('phone')}
          type="tel"
          label={
            <>
              {t('auth.phone')} <span className="field__optional">{t('form.optional')}</span>
            </>
          }
          autoComplete="tel"
          inputMode="tel"
        />
        <PasswordField
          {...fieldProps('password')}
          label={t('auth.password')}
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
        />
        <Checkbox
          {...fieldProps('acceptTerms')}
          label={
            <>
              {t('auth.acceptTermsBefore')}
              <Link to={role === 'user' ? PAGES.userTerms : PAGES.terms} target="_blank">
                {t(role === 'user' ? 'auth.acceptTermsLink' : 'auth.acceptPartnerTermsLink')}
              </Link>
              {t('auth.acceptTermsAfter')}
            </>
          }
        />
        <Button type="submit" block loading={form.pending}>
          {form.pending ? t('auth.registering') : t('auth.register')}
        </Button>
      </form>
    </AuthScreen>
  );
}
