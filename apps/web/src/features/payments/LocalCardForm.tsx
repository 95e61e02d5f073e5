import { useEffect, useId, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import type { LocalCard } from './api.ts';

/** Groups the digits in fours as they are typed: '42424242' → '4242 4242'. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' or '12/30' → '12/30'. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The card once every field is complete (the provider decides whether it is valid), else null. */
export function completeCard(number: string, expiry: string, cvc: string): LocalCard | null {
  const digits = number.replace(/\D/g, '');
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (digits.length < 12 || !match || !/^\d{3,4}$/.test(cvc)) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { number: digits, expMonth, expYear: 2000 + Number(match[2]), cvc };
}

interface LocalCardFormProps {
  disabled: boolean;
  onChange: (card: LocalCard | null) => void;
}

/** The built-in provider's card form: number, expiry and CVC, labelled and keyboard friendly. */
export function LocalCardForm({ disabled, onChange }: LocalCardFormProps) {
  const id = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  useEffect(() => onChange(completeCard(number, expiry, cvc)), [number, expiry, cvc, onChange]);
  return (
    <fieldset className="card-form" disabled={disabled}>
      <legend className="visually-hidden">{t('cardModal.stripeCard')}</legend>
      <div className="card-form__field card-form__field--number">
        <label htmlFor={`${id}-number`}>{t('cardModal.cardNumber')}</label>
        <input
          id={`${id}-number`}
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={number}
          aria-describedby={`${id}-number-hint`}
          onChange={(event) => setNumber(formatCardNumber(event.target.value))}
        />
        <p className="card-form__hint" id={`${id}-number-hint`}>
          {t('cardModal.cardNumberHint')}
        </p>
      </div>
      <div className="card-form__row">
        <div className="card-form__field">
          <label htmlFor={`${id}-expiry`}>{t('cardModal.expiry')}</label>
          <input
            id={`${id}-expiry`}
            name="exp-date"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/RR"
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          />
        </div>
        <div className="card-form__field">
          <label htmlFor={`${id}-cvc`}>{t('cardModal.cvc')}</label>
          <input
            id={`${id}-cvc`}
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            maxLength={4}
            value={cvc}
            aria-describedby={`${id}-cvc-hint`}
            onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
          />
          <p className="card-form__hint" id={`${id}-cvc-hint`}>
            {t('cardModal.cvcHint')}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
