/** Brand words live here only, so that a rename is one edit. */
export const BRAND = {
  product: 'Champions',
  membership: 'Championship',
  promoCode: 'CHAMPIONSHIP',
  membershipPath: '/championship',
  membershipCheckoutPath: '/championship/checkout',
} as const;

export const SUBSCRIPTION_TYPES = ['CHAMPIONSHIP', 'CHAMPIONSHIP_FLEXIBLE', 'PAYG_PLUS'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
