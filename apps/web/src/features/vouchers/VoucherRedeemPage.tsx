import type { RedeemVoucherResponse } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { RequireSession } from '../../shared/session/index.ts';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { redeemVoucher } from './api.ts';
import './vouchers.css';

/**
 * /darkovy-poukaz/uplatnit?kod=…: a signed-in customer redeems a voucher's code (the QR leads here): an amount as
 * credit, a plan voucher as the start of its Championship plan.
 */
export function VoucherRedeemPage() {
  return (
    <RequireSession accountRole="user">
      <VoucherRedeem />
    </RequireSession>
  );
}

export function VoucherRedeem() {
  useDocumentTitle(t('voucherRedeem.title'));
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [code, setCode] = useState(params.get('kod') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<RedeemVoucherResponse | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    if (code.trim() === '') {
      setFieldError(t('voucherRedeem.codeError'));
      return;
    }
    setFieldError(undefined);
    setPending(true);
    try {
      setDone(await redeemVoucher(code.trim()));
      void queryClient.invalidateQueries({ queryKey: ['user'] });
    } catch (failure) {
      setError(submitErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="page voucher-page" aria-labelledby="redeem-title">
      <h1 id="redeem-title">{t('voucherRedeem.title')}</h1>
      <p className="page__lead">{t('voucherRedeem.lead')}</p>
      <form className="panel voucher-form" onSubmit={submit} noValidate>
        <TextField
          name="code"
          label={t('voucherRedeem.code')}
          hint={t('voucherRedeem.codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={fieldError}
          required
        />
        <FormError message={error} />
        {done?.plan && (
          <Alert tone="success">
            <p>{t('voucherRedeem.donePlan', { plan: done.plan.name, periods: done.plan.periods })}</p>
            <Link to={PAGES.user.subscription}>{t('voucherRedeem.toSubscription')}</Link>
          </Alert>
        )}
        {done && !done.plan && (
          <Alert tone="success">
            <p>
              {t('voucherRedeem.done', { amount: formatCzk(done.amount), credits: formatCzk(done.credits) })}
            </p>
            <Link to={PAGES.payment}>{t('voucherRedeem.toPayment')}</Link>
          </Alert>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? t('form.loading') : t('voucherRedeem.submit')}
        </Button>
      </form>
    </section>
  );
}
