/**
 * What other features may use of payments: the card payment modal of SPEC 4 and the billing parts.
 *
 * Paying for something (e.g. an entry):
 *   <CardPaymentModal open={open} onClose={close}
 *     prepare={async () => ({ kind: 'payment', purchase: await apiFetch<PurchaseResponse>('/user/...', {
 *       method: 'POST', headers: { 'Idempotency-Key': key }, body }) })} />
 * The modal loads the provider (Stripe Elements or the built-in form), confirms the card, asks the
 * API to sync the payment and, after success, returns the user to /user/qr-code (or calls onSuccess).
 */

export type { LocalCard } from './api.ts';
export {
  newIdempotencyKey,
  paymentKeys,
  syncPayment,
  useBillingHistory,
  usePaymentMethods,
} from './api.ts';
export { BillingHistory } from './BillingHistory.tsx';
export {
  type CardModalApi,
  type CardModalState,
  CardPaymentModal,
  type CardPaymentModalProps,
} from './CardPaymentModal.tsx';
export type { PreparedPayment } from './confirm.ts';
export { LazyCardPaymentModal } from './LazyCardPaymentModal.tsx';
export { PaymentAccountSection } from './PaymentAccountSection.tsx';
export { type ConfirmationDetail, PaymentConfirmation } from './PaymentConfirmation.tsx';
export { PlanCardBanner } from './PlanCardBanner.tsx';
export { cardLabel, prepareCardSetup, SavedCards } from './SavedCards.tsx';
export { WalletsNote } from './WalletsNote.tsx';
