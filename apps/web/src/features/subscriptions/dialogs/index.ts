/** The modals of SPEC 2's checkout and /user/subscription: cancel (with its type), renew, extend, switch, pause, withdraw. */
export { CancelDialog } from './CancelDialog.tsx';
export { CancelPauseDialog } from './CancelPauseDialog.tsx';
export { ExtendDialog } from './ExtendDialog.tsx';
export { PauseDialog } from './PauseDialog.tsx';
export { RenewDialog } from './RenewDialog.tsx';
export { SwitchDialog } from './SwitchDialog.tsx';
export { WithdrawDialog } from './WithdrawDialog.tsx';
