import type { WalkInResponse } from '@champions/contract';
import { type FormEvent, useRef, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { formatSlot } from '../../shared/public-ui/index.ts';
import { SelectField } from '../../shared/ui/fields.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { newIdempotencyKey } from '../payments/index.ts';
import { sellWalkIn, useWalkInOffer } from './queries.ts';
import { WalkInPayLink } from './WalkInPayLink.tsx';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A walk-in sale at the desk: a slot of the next hours at the desk's venue ("dnes v 18:00"), the
 * option, the customer's e-mail. The sale answers a payment link: the desk shows its QR code and the
 * customer pays on her own phone (the desk never takes a card); once paid, the desk admits the entry.
 * The desk never sees the name of an account behind the e-mail nor the customer's card code.
 */
export function WalkInSale({
  venueId,
  onAdmit,
}: {
  venueId: string;
  /** admit the sold entry (the page shows the door's verdict) */
  onAdmit: (saleId: string) => void;
}) {
  const offer = useWalkInOffer(venueId);
  const [slotId, setSlotId] = useState('');
  const [optionId, setOptionId] = useState('');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sale, setSale] = useState<WalkInResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keyRef = useRef(newIdempotencyKey());

  const slots = offer.data?.slots ?? [];
  const slot = slots.find((s) => s.slotId === slotId) ?? slots[0];
  const option = slot?.options.find((o) => o.optionId === optionId) ?? slot?.options[0];

  const reset = () => {
    setSale(null);
    setEmail('');
    setName('');
    setError(null);
    keyRef.current = newIdempotencyKey();
    void offer.refetch();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot || !option) return;
    if (!EMAIL_PATTERN.test(email.trim())) {
      setEmailError(t('partnerOrg.emailInvalid'));
      return;
    }
    setEmailError(undefined);
    setError(null);
    setSending(true);
    try {
      setSale(
        await sellWalkIn(
          {
            venueId,
            timeSlotId: slot.slotId,
            optionId: option.optionId,
            email: email.trim(),
            ...(name.trim() ? { name: name.trim() } : {}),
          },
          keyRef.current,
        ),
      );
    } catch (failure) {
      setError(submitErrorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  if (sale) return <WalkInPayLink sale={sale} onAdmit={() => onAdmit(sale.sale.saleId)} onNewSale={reset} />;

  return (
    <form className="org-sale" onSubmit={submit} noValidate>
      {offer.isPending && <p role="status">{t('form.loading')}</p>}
      {offer.isError && <Alert tone="error">{t('partnerOrg.loadError')}</Alert>}
      {offer.data && slots.length === 0 && <p className="empty-state">{t('partnerOrg.noSlots')}</p>}
      {slot && option && (
        <>
          <div className="org-sale__grid">
            <SelectField
              name="slot"
              label={t('partnerOrg.slot')}
              value={slot.slotId}
              onChange={(event) => {
                setSlotId(event.currentTarget.value);
                setOptionId('');
              }}
            >
              {slots.map((s) => (
                <option key={s.slotId} value={s.slotId}>
                  {t('partnerOrg.slotLabel', {
                    when: formatSlot(s.startsAt),
                    activity: s.activityName,
                    n: s.freePlaces,
                  })}
                </option>
              ))}
            </SelectField>
            <SelectField
              name="option"
              label={t('partnerOrg.option')}
              value={option.optionId}
              onChange={(event) => setOptionId(event.currentTarget.value)}
            >
              {slot.options.map((o) => (
                <option key={o.optionId} value={o.optionId}>
                  {t('partnerOrg.optionLabel', { name: o.name, price: formatCzk(o.price) })}
                </option>
              ))}
            </SelectField>
            <TextField
              name="email"
              type="email"
              autoComplete="off"
              label={t('partnerOrg.email')}
              hint={t('partnerOrg.emailHint')}
              value={email}
              error={emailError}
              required
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <TextField
              name="name"
              autoComplete="off"
              label={t('partnerOrg.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </div>
          <FormError message={error} />
          <Button type="submit" loading={sending}>
            {t('partnerOrg.sell')}
          </Button>
        </>
      )}
    </form>
  );
}
