import type { WalkInTicket } from '@champions/contract';
import { formatCzk } from '@champions/domain';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatSlot, formatTime } from '../../shared/public-ui/index.ts';
import { SelectField } from '../../shared/ui/fields.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { LazyCardPaymentModal, newIdempotencyKey } from '../payments/index.ts';
import { deskCardApi, fetchWalkInTicket, sellWalkIn, useWalkInOffer } from './queries.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The ticket is made when the provider's event arrives: a few tries before giving up. */
const TICKET_TRIES = 5;
const TICKET_RETRY_MS = 800;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadTicket(paymentId: string): Promise<WalkInTicket> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchWalkInTicket(paymentId);
    } catch (failure) {
      if (attempt >= TICKET_TRIES) throw failure;
      await wait(TICKET_RETRY_MS);
    }
  }
}

/**
 * A walk-in sale at the desk: a slot of the next hours at the desk's venue, the option, the customer's
 * e-mail; the card is paid in the card modal (the desk's own calls), then the sold entry shows and
 * the desk admits it at once ('Načíst vstup': the door's rules, without the customer's card). The
 * desk never sees the name of an account behind the e-mail nor the customer's card code.
 */
export function WalkInSale({
  venueId,
  onAdmit,
}: {
  venueId: string;
  /** admit the sold entry (the page shows the door's verdict) */
  onAdmit: (paymentId: string) => void;
}) {
  const offer = useWalkInOffer(venueId);
  const [slotId, setSlotId] = useState('');
  const [optionId, setOptionId] = useState('');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [paying, setPaying] = useState(false);
  const [ticket, setTicket] = useState<WalkInTicket | null>(null);
  const [ticketState, setTicketState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const paymentRef = useRef<string | null>(null);
  const keyRef = useRef(newIdempotencyKey());
  const api = useMemo(() => deskCardApi(() => paymentRef.current), []);

  const slots = offer.data?.slots ?? [];
  const slot = slots.find((s) => s.slotId === slotId) ?? slots[0];
  const option = slot?.options.find((o) => o.optionId === optionId) ?? slot?.options[0];

  const reset = () => {
    setTicket(null);
    setTicketState('idle');
    setEmail('');
    setName('');
    setError(null);
    paymentRef.current = null;
    keyRef.current = newIdempotencyKey();
    void offer.refetch();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setEmailError(t('partnerOrg.emailInvalid'));
      return;
    }
    setEmailError(undefined);
    setError(null);
    setPaying(true);
  };

  const showTicket = async (paymentId: string | null) => {
    if (!paymentId) return;
    setTicketState('loading');
    try {
      setTicket(await loadTicket(paymentId));
      setTicketState('idle');
    } catch {
      setTicketState('failed');
    }
  };

  if (ticket || ticketState !== 'idle') {
    return (
      <div className="org-ticket" aria-live="polite">
        {ticketState === 'loading' && <p role="status">{t('partnerOrg.loadingTicket')}</p>}
        {ticketState === 'failed' && (
          <Alert tone="error">
            {t('partnerOrg.ticketMissing')}{' '}
            <Button variant="link" onClick={() => void showTicket(paymentRef.current)}>
              {t('partnerOrg.ticketRetry')}
            </Button>
          </Alert>
        )}
        {ticket && (
          <SoldTicket
            ticket={ticket}
            onAdmit={() => {
              if (paymentRef.current) onAdmit(paymentRef.current);
            }}
          />
        )}
        <Button variant="secondary" onClick={reset}>
          {t('partnerOrg.newSale')}
        </Button>
      </div>
    );
  }

  // the card modal has a form of its own: it stays outside the sale's form (no nested forms)
  return (
    <>
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
                      time: formatTime(s.startsAt),
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
            <Button type="submit">{t('partnerOrg.sell')}</Button>
          </>
        )}
      </form>
      <LazyCardPaymentModal
        open={paying}
        title={t('partnerOrg.payTitle')}
        api={api}
        prepare={async () => {
          try {
            const answer = await sellWalkIn(
              {
                venueId,
                timeSlotId: slot?.slotId ?? '',
                optionId: option?.optionId ?? '',
                email: email.trim(),
                ...(name.trim() ? { name: name.trim() } : {}),
              },
              keyRef.current,
            );
            paymentRef.current = answer.payment.paymentId;
            return { kind: 'payment', purchase: answer.payment };
          } catch (failure) {
            setError(submitErrorMessage(failure));
            setPaying(false);
            throw failure;
          }
        }}
        onClose={() => setPaying(false)}
        onSuccess={({ paymentId }) => void showTicket(paymentId ?? paymentRef.current)}
      />
    </>
  );
}

function SoldTicket({ ticket, onAdmit }: { ticket: WalkInTicket; onAdmit: () => void }) {
  return (
    <section
      className="area-card org-ticket__card"
      aria-labelledby="org-ticket-title"
      data-testid="walk-in-ticket"
    >
      <h3 id="org-ticket-title" className="area-card__title">
        {t('partnerOrg.ticketTitle')}
      </h3>
      <p>
        {t('partnerOrg.ticketFor', {
          name: ticket.email,
          activity: ticket.activityName,
          venue: ticket.venueName,
        })}
      </p>
      {ticket.slotStartsAt && <p>{t('partnerOrg.ticketWhen', { when: formatSlot(ticket.slotStartsAt) })}</p>}
      <p className="field__hint">{t('partnerOrg.ticketAdmitHint')}</p>
      <Button onClick={onAdmit}>{t('partnerOrg.scanNow')}</Button>
    </section>
  );
}
