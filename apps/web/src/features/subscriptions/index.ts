/** Subscriptions: the Championship checkout, /user/subscription and the PAYG+ purchase. */
export { CheckoutPage } from './CheckoutPage.tsx';
export { SubscriptionPage } from './SubscriptionPage.tsx';
export { useSubscriptionPurchase } from './useSubscriptionPurchase.tsx';
