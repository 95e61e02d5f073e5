import type { SubscriptionDto } from '@champions/contract';
import {
  CancelDialog,
  CancelPauseDialog,
  ExtendDialog,
  PauseDialog,
  RenewDialog,
  SwitchDialog,
  WithdrawDialog,
} from './dialogs/index.ts';

export type SubscriptionDialog =
  | 'cancel'
  | 'renew'
  | 'extend'
  | 'switch'
  | 'pause'
  | 'cancelPause'
  | 'withdraw'
  | null;

/** Opens the one modal asked for, for the live subscription; both /user/subscription and the checkout use it. */
export function SubscriptionDialogHost({
  dialog,
  sub,
  onClose,
  onDone,
}: {
  dialog: SubscriptionDialog;
  sub: SubscriptionDto | null;
  onClose: () => void;
  /** the change is saved: close, refresh and show this message */
  onDone: (message: string) => void;
}) {
  if (dialog === 'withdraw') return <WithdrawDialog onClose={onClose} onDone={onDone} />;
  if (!sub) return null;
  switch (dialog) {
    case 'cancel':
      return <CancelDialog sub={sub} onClose={onClose} onDone={onDone} />;
    case 'renew':
      return <RenewDialog sub={sub} onClose={onClose} onDone={onDone} />;
    case 'extend':
      return <ExtendDialog onClose={onClose} onDone={onDone} />;
    case 'switch':
      return <SwitchDialog sub={sub} onClose={onClose} onDone={onDone} />;
    case 'pause':
      return <PauseDialog onClose={onClose} onDone={onDone} />;
    case 'cancelPause':
      return sub.pause ? (
        <CancelPauseDialog pause={sub.pause} startDate={sub.startDate} onClose={onClose} onDone={onDone} />
      ) : null;
    default:
      return null;
  }
}
