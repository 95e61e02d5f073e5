import type { BuyVoucherBody, PurchaseResponse, Voucher } from '@champions/contract';
import {
  addDaysToDay,
  PAGES,
  PLAN_VOUCHER_MAX_PERIODS,
  pragueDayKey,
  VOUCHER_DELIVERY_MAX_DAYS,
  VOUCHER_MAX_AMOUNT,
  VOUCHER_MESSAGE_MAX,
  VOUCHER_MIN_AMOUNT,
} from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { usePublicData } from '../../shared/public-ui/index.ts';
import { useSession } from '../../shared/session/index.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { SelectField, TextAreaField } from '../../shared/ui/fields.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { LazyCardPaymentModal, newIdempotencyKey } from '../payments/index.ts';
import { buyVoucher, myVouchersKey, useMyVouchers, withdrawVoucher } from './api.ts';
import './vouchers.css';
import { locale } from '../../shared/i18n/language.ts';

const STATE_LABEL = {
  active: 'voucher.stateActive',
  redeemed: 'voucher.stateRedeemed',
  voided: 'voucher.stateVoided',
  expired: 'voucher.stateExpired',
} as const;

const day = new Intl.DateTimeFormat(locale(), { timeZone: 'Europe/Prague', dateStyle: 'medium' });

type Errors = Partial<Record<'amount' | 'recipientName' | 'recipientEmail' | 'deliveryDate', string>>;

/** The form's own checks, the same as the API's (which answers a Czech 400 naming the field anyway). */
export function voucherFormErrors(
  form: { crowns: string; recipientName: string; recipientEmail: string; deliveryDate: string },
  today: string,
): Errors {
  const errors: Errors = {};
  const crowns = Number(form.crowns);
  if (
    !/^\d+$/.test(form.crowns.trim()) ||
    crowns * 100 < VOUCHER_MIN_AMOUNT ||
    crowns * 100 > VOUCHER_MAX_AMOUNT
  )
    errors.amount = t('voucher.amountError');
  if (form.recipientName.trim() === '') errors.recipientName = t('voucher.recipientNameError');
  if (form.recipientEmail.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.recipientEmail.trim()))
    errors.recipientEmail = t('voucher.recipientEmailError');
  if (form.deliveryDate < today || form.deliveryDate > addDaysToDay(today, VOUCHER_DELIVERY_MAX_DAYS))
    errors.deliveryDate = t('voucher.deliveryDateError');
  return errors;
}

/** /darkovy-poukaz: buying a gift voucher by card, and the customer's own vouchers. */
export function VoucherPage() {
  useDocumentTitle(t('voucher.title'));
  const session = useSession();
  const signedIn = session.user !== null;
  return (
    <section className="page voucher-page" aria-labelledby="voucher-title">
      <h1 id="voucher-title">{t('voucher.title')}</h1>
      <p className="page__lead">{t('voucher.lead')}</p>
      {signedIn ? (
        <>
          <BuyVoucherForm />
          <MyVouchers />
        </>
      ) : (
        <div className="panel">
          <p>{t('voucher.signInFirst')}</p>
          <Link className="button button--primary" to={PAGES.user.login}>
            {t('voucher.signIn')}
          </Link>
        </div>
      )}
      <p>
        <Link to={PAGES.voucherRedeem}>{t('voucher.redeemLink')}</Link>
      </p>
    </section>
  );
}

type PlanType = 'CHAMPIONSHIP' | 'CHAMPIONSHIP_FLEXIBLE';
const ALL = 'all';

/** The plan's period price as the checkout offers it (public data, haléře): the area's (or all locations') + flexible. */
function usePlanPrice(type: PlanType, area: string): number | null {
  const { data } = usePublicData();
  if (!data) return null;
  const base = area === ALL ? data.config.allLocationsPrice : data.areas.find((a) => a.id === area)?.price;
  if (base === undefined) return null;
  return base + (type === 'CHAMPIONSHIP_FLEXIBLE' ? data.config.flexiblePrice : 0);
}

function PlanChoice(props: {
  type: PlanType;
  area: string;
  periods: number;
  onType: (type: PlanType) => void;
  onArea: (area: string) => void;
  onPeriods: (periods: number) => void;
  price: number | null;
}) {
  const { data } = usePublicData();
  return (
    <>
      <SelectField
        name="planType"
        label={t('voucher.planType')}
        value={props.type}
        onChange={(e) => props.onType(e.target.value as PlanType)}
      >
        <option value="CHAMPIONSHIP_FLEXIBLE">{t('voucher.planFlexible')}</option>
        <option value="CHAMPIONSHIP">{t('voucher.planYearly')}</option>
      </SelectField>
      <SelectField
        name="planArea"
        label={t('voucher.planArea')}
        value={props.area}
        onChange={(e) => props.onArea(e.target.value)}
      >
        <option value={ALL}>{t('voucher.planAllAreas')}</option>
        {data?.areas.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="planPeriods"
        label={t('voucher.planPeriods')}
        value={String(props.periods)}
        onChange={(e) => props.onPeriods(Number(e.target.value))}
      >
        {Array.from({ length: PLAN_VOUCHER_MAX_PERIODS }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {t('voucher.planPeriodsOption', { n, weeks: n * 4 })}
          </option>
        ))}
      </SelectField>
      <p className="voucher-plan__price" aria-live="polite">
        {props.price === null
          ? t('voucher.planPriceLoading')
          : t('voucher.planPrice', {
              price: formatCzk(props.price),
              n: props.periods,
              total: formatCzk(props.price * props.periods),
            })}
      </p>
      <p className="field__hint">{t('voucher.planHint')}</p>
    </>
  );
}

function BuyVoucherForm() {
  const queryClient = useQueryClient();
  const today = pragueDayKey(new Date());
  const [kind, setKind] = useState<'amount' | 'plan'>('amount');
  const [planType, setPlanType] = useState<PlanType>('CHAMPIONSHIP_FLEXIBLE');
  const [planArea, setPlanArea] = useState(ALL);
  const [periods, setPeriods] = useState(3);
  const periodPrice = usePlanPrice(planType, planArea);
  const planTotal = periodPrice === null ? null : periodPrice * periods;
  const [crowns, setCrowns] = useState('1000');
  const [recipientName, setRecipientName] = useState('');
  const [message, setMessage] = useState('');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [deliveryDate, setDeliveryDate] = useState(today);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [body, setBody] = useState<BuyVoucherBody | null>(null);
  const [key, setKey] = useState('');
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setFormError(null);
    const found = voucherFormErrors(
      { crowns: kind === 'plan' ? '1000' : crowns, recipientName, recipientEmail, deliveryDate },
      today,
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (kind === 'plan' && planTotal === null) return;
    setKey(newIdempotencyKey());
    setBody({
      ...(kind === 'plan'
        ? {
            plan: { type: planType, areaId: planArea === ALL ? null : planArea, periods },
            price: planTotal ?? 0,
          }
        : { amount: Number(crowns) * 100 }),
      recipientName: recipientName.trim(),
      message: message.trim(),
      recipientEmail: recipientEmail.trim() === '' ? null : recipientEmail.trim(),
      deliveryDate,
    });
  };

  return (
    <>
      <form className="panel voucher-form" onSubmit={submit} noValidate aria-labelledby="voucher-form-title">
        <h2 id="voucher-form-title" className="panel__title">
          {t('voucher.formTitle')}
        </h2>
        <fieldset className="voucher-kind">
          <legend className="field__label">{t('voucher.kind')}</legend>
          <label className="voucher-kind__option">
            <input
              type="radio"
              name="kind"
              value="amount"
              checked={kind === 'amount'}
              onChange={() => setKind('amount')}
            />
            {t('voucher.kindAmount')}
          </label>
          <label className="voucher-kind__option">
            <input
              type="radio"
              name="kind"
              value="plan"
              checked={kind === 'plan'}
              onChange={() => setKind('plan')}
            />
            {t('voucher.kindPlan')}
          </label>
        </fieldset>
        {kind === 'amount' ? (
          <TextField
            name="amount"
            label={t('voucher.amount')}
            hint={t('voucher.amountHint')}
            inputMode="numeric"
            value={crowns}
            onChange={(e) => setCrowns(e.target.value)}
            error={errors.amount}
            required
          />
        ) : (
          <PlanChoice
            type={planType}
            area={planArea}
            periods={periods}
            onType={setPlanType}
            onArea={setPlanArea}
            onPeriods={setPeriods}
            price={periodPrice}
          />
        )}
        <TextField
          name="recipientName"
          label={t('voucher.recipientName')}
          value={recipientName}
          maxLength={80}
          onChange={(e) => setRecipientName(e.target.value)}
          error={errors.recipientName}
          required
        />
        <TextAreaField
          name="message"
          label={t('voucher.message')}
          value={message}
          maxLength={VOUCHER_MESSAGE_MAX}
          rows={3}
          onChange={(e) => setMessage(e.target.value)}
        />
        <p className="field__hint" aria-live="polite">
          {t('voucher.messageCount', { left: VOUCHER_MESSAGE_MAX - message.length })}
        </p>
        <TextField
          name="recipientEmail"
          type="email"
          label={t('voucher.recipientEmail')}
          hint={t('voucher.recipientEmailHint')}
          value={recipientEmail}
          onChange={(e) => setRecipientEmail(e.target.value)}
          error={errors.recipientEmail}
        />
        <TextField
          name="deliveryDate"
          type="date"
          label={t('voucher.deliveryDate')}
          min={today}
          max={addDaysToDay(today, VOUCHER_DELIVERY_MAX_DAYS)}
          value={deliveryDate}
          onChange={(e) => setDeliveryDate(e.target.value)}
          error={errors.deliveryDate}
          required
        />
        <FormError message={formError} />
        {done && (
          <Alert tone="success">
            <p>{t('voucher.bought')}</p>
          </Alert>
        )}
        <Button type="submit" disabled={kind === 'plan' && planTotal === null}>
          {t('voucher.pay', {
            amount:
              kind === 'plan'
                ? planTotal === null
                  ? ''
                  : formatCzk(planTotal)
                : /^\d+$/.test(crowns.trim())
                  ? formatCzk(Number(crowns) * 100)
                  : '',
          })}
        </Button>
        <p className="field__hint">{t(kind === 'plan' ? 'voucher.planVatNote' : 'voucher.vatNote')}</p>
      </form>
      {/* outside the form: the card form in the dialog is a form of its own (forms do not nest) */}
      <LazyCardPaymentModal
        open={body !== null}
        title={t('voucher.cardTitle')}
        prepare={async () => {
          try {
            const answer = await buyVoucher(body!, key);
            return { kind: 'payment', purchase: answer.payment as PurchaseResponse };
          } catch (error) {
            setFormError(submitErrorMessage(error));
            throw error;
          }
        }}
        onSuccess={() => {
          setDone(true);
          setBody(null);
          setRecipientName('');
          setMessage('');
          setRecipientEmail('');
          void queryClient.invalidateQueries({ queryKey: myVouchersKey });
        }}
        onClose={() => {
          setBody(null);
          void queryClient.invalidateQueries({ queryKey: myVouchersKey });
        }}
      />
    </>
  );
}

function MyVouchers() {
  const vouchers = useMyVouchers(true);
  const queryClient = useQueryClient();
  const [withdrawing, setWithdrawing] = useState<Voucher | null>(null);
  const [withdrawn, setWithdrawn] = useState(false);
  return (
    <section aria-labelledby="my-vouchers-title">
      <h2 id="my-vouchers-title" className="panel__title">
        {t('voucher.mineTitle')}
      </h2>
      {vouchers.isPending && <p role="status">{t('form.loading')}</p>}
      {vouchers.isError && (
        <Alert tone="error">
          <p>{t('voucher.loadError')}</p>
          <Button variant="secondary" onClick={() => void vouchers.refetch()}>
            {t('voucher.retry')}
          </Button>
        </Alert>
      )}
      {withdrawn && (
        <Alert tone="success">
          <p>{t('voucher.withdrawDone')}</p>
        </Alert>
      )}
      {vouchers.data &&
        (vouchers.data.vouchers.length === 0 ? (
          <p>{t('voucher.mineEmpty')}</p>
        ) : (
          <DataTable
            rows={vouchers.data.vouchers}
            rowKey={(row) => row.id}
            columns={[
              { label: t('voucher.code'), cell: (row) => <code className="voucher-code">{row.code}</code> },
              { label: t('voucher.for'), cell: (row) => row.recipientName },
              {
                label: t('voucher.amount'),
                numeric: true,
                cell: (row) =>
                  row.plan ? (
                    <>
                      {formatCzk(row.amount)}
                      <br />
                      <small>{t('voucher.planCell', { plan: row.plan.name, n: row.plan.periods })}</small>
                    </>
                  ) : (
                    formatCzk(row.amount)
                  ),
              },
              { label: t('voucher.validUntil'), cell: (row) => day.format(new Date(row.validUntil)) },
              { label: t('voucher.state'), cell: (row) => t(STATE_LABEL[row.state]) },
              {
                label: '',
                cell: (row) =>
                  row.withdrawable ? (
                    <Button variant="secondary" onClick={() => setWithdrawing(row)}>
                      {t('voucher.withdraw')}
                    </Button>
                  ) : null,
              },
            ]}
          />
        ))}
      {withdrawing && (
        <ConfirmActionDialog
          title={t('voucher.withdrawTitle')}
          text={t('voucher.withdrawText', { amount: formatCzk(withdrawing.amount) })}
          confirmLabel={t('voucher.withdrawConfirm')}
          onConfirm={async () => {
            await withdrawVoucher(withdrawing.id);
            setWithdrawn(true);
            await queryClient.invalidateQueries({ queryKey: myVouchersKey });
          }}
          onClose={() => setWithdrawing(null)}
        />
      )}
    </section>
  );
}
