/** Subscriptions: the Championship checkout, /user/subscription and the PAYG+ purchase. */
export { CheckoutPage } from './CheckoutPage.tsx';
export { subscriptionPages } from './pages.ts';
export { SubscriptionPage } from './SubscriptionPage.tsx';
export { useSubscriptionPurchase } from './useSubscriptionPurchase.tsx';
