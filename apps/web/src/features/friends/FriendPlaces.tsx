import type { GuestPlace } from '@champions/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Alert, Button, TextField } from '../../shared/ui/forms.tsx';
import { useGuestPlaces, useSendGuestPlace, useTakeBackGuestPlace } from './api.ts';
import './friends.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function stateText(place: GuestPlace): string {
  switch (place.state) {
    case 'unsent':
      return t('friends.stateUnsent');
    case 'sent':
      return place.sentTo ? t('friends.stateSentTo', { email: place.sentTo }) : t('friends.stateSent');
    case 'claimed':
      return t('friends.stateClaimed', { name: place.claimedByName ?? '' });
    case 'used':
      return t('friends.stateUsed');
    default:
      return t('friends.stateTakenBack');
  }
}

/** One friend's place: its state, sending it (e-mail or the link to copy) and taking it back. */
function FriendPlaceRow({ place, index }: { place: GuestPlace; index: number }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const send = useSendGuestPlace();
  const takeBack = useTakeBackGuestPlace();
  const fieldName = `friend-email-${place.ticketId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setEmailError(t('friends.emailError'));
      return;
    }
    setEmailError(undefined);
    await send.mutateAsync({ ticketId: place.ticketId, email: email.trim() }).then(
      () => {
        setNotice(t('friends.sent', { email: email.trim() }));
        setOpen(false);
      },
      () => undefined,
    );
  };

  const copy = async () => {
    if (!place.link) return;
    try {
      await navigator.clipboard.writeText(place.link);
    } catch {
      // the link stays selectable in its field below
    }
    await send.mutateAsync({ ticketId: place.ticketId }).catch(() => undefined);
    setNotice(t('friends.copied'));
  };

  return (
    <li className="friend-place" data-testid="friend-place">
      <div className="friend-place__head">
        <strong>{t('friends.place', { n: index + 2 })}</strong>
        <span className={`friend-place__state friend-place__state--${place.state}`}>{stateText(place)}</span>
      </div>
      {place.link && (
        <div className="friend-place__actions">
          <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
            {t('friends.send')}
          </Button>
          {place.canTakeBack && (
            <Button variant="link" onClick={() => setConfirming(true)}>
              {t('friends.takeBack')}
            </Button>
          )}
        </div>
      )}
      {open && place.link && (
        <div className="friend-place__send">
          <form onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              name={fieldName}
              type="email"
              autoComplete="off"
              label={t('friends.email')}
              value={email}
              error={emailError}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" loading={send.isPending}>
              {t('friends.sendEmail')}
            </Button>
          </form>
          <TextField
            name={`friend-link-${place.ticketId}`}
            label={t('friends.linkLabel')}
            value={place.link}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            {t('friends.copyLink')}
          </Button>
        </div>
      )}
      <div aria-live="polite">
        {notice && <Alert tone="success">{notice}</Alert>}
        {(send.isError || takeBack.isError) && (
          <Alert tone="error">
            {(send.error ?? takeBack.error) instanceof ApiError
              ? (send.error ?? takeBack.error)!.message
              : t('friends.error')}
          </Alert>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('friends.takeBackTitle')}
        onClose={() => setConfirming(false)}
      >
        <p>{t('friends.takeBackText', { price: formatCzk(place.price) })}</p>
        <div className="button-row">
          <Button
            variant="danger"
            loading={takeBack.isPending}
            onClick={() =>
              void takeBack.mutateAsync(place.ticketId).then(
                (answer) => {
                  setConfirming(false);
                  setNotice(t('friends.takenBack', { price: formatCzk(answer.refundedCredits) }));
                },
                () => setConfirming(false),
              )
            }
          >
            {t('friends.takeBackConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('friends.takeBackKeep')}
          </Button>
        </div>
      </ConfirmDialog>
    </li>
  );
}

/** The friends' places of the user's entry (the success screen, the history); nothing when there are none. */
export function FriendPlaces({ entryId, enabled = true }: { entryId: string; enabled?: boolean }) {
  const guests = useGuestPlaces(entryId, enabled);
  const list = guests.data?.guests ?? [];
  if (list.length === 0) return null;
  return (
    <section
      className="friend-places"
      aria-labelledby={`friend-places-${entryId}`}
      data-testid="friend-places"
    >
      <h3 id={`friend-places-${entryId}`} className="friend-places__title">
        {t('friends.listTitle')}
      </h3>
      <p className="friend-places__lead">{t('friends.listLead')}</p>
      <ul className="friend-places__list">
        {list.map((place, index) => (
          <FriendPlaceRow key={place.ticketId} place={place} index={index} />
        ))}
      </ul>
    </section>
  );
}
