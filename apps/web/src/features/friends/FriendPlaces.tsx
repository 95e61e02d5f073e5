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

/**
 * One friend's place: its state, sending it (by e-mail, or a link to copy) and taking it back. Only the
 * link's hash is kept: the link shows here when a send makes it, and a new send makes a new one (the
 * previous link stops working).
 */
function FriendPlaceRow({ place, index }: { place: GuestPlace; index: number }) {
  const [open, setOpen] = useState(false);
  // the link the last send made (shown this once; the server keeps only its hash)
  const [link, setLink] = useState<string | null>(null);
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
      (sent) => {
        setLink(sent.link);
        setNotice(t('friends.sent', { email: email.trim() }));
        setOpen(false);
      },
      () => undefined,
    );
  };

  const makeLink = async () => {
    setNotice(null);
    await send.mutateAsync({ ticketId: place.ticketId }).then(
      (sent) => setLink(sent.link),
      () => undefined,
    );
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setNotice(t('friends.copied'));
    } catch {
      // the link stays selectable in its field
    }
  };

  const sendable = place.state === 'unsent' || place.state === 'sent';

  return (
    <li className="friend-place" data-testid="friend-place">
      <div className="friend-place__head">
        <strong>{t('friends.place', { n: index + 2 })}</strong>
        <span className={`friend-place__state friend-place__state--${place.state}`}>{stateText(place)}</span>
      </div>
      {sendable && (
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
      {open && sendable && (
        <div className="friend-place__send">
          {place.state === 'sent' && <p className="friend-place__hint">{t('friends.newLinkHint')}</p>}
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
            <Button type="submit" loading={send.isPending && !!send.variables?.email}>
              {t('friends.sendEmail')}
            </Button>
          </form>
          {link ? (
            <>
              <TextField
                name={`friend-link-${place.ticketId}`}
                label={t('friends.linkLabel')}
                value={link}
                readOnly
                onFocus={(event) => event.target.select()}
              />
              <Button variant="secondary" onClick={() => void copy()}>
                {t('friends.copyLink')}
              </Button>
            </>
          ) : (
            <Button
              variant="secondary"
              loading={send.isPending && !send.variables?.email}
              onClick={() => void makeLink()}
            >
              {t('friends.makeLink')}
            </Button>
          )}
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
