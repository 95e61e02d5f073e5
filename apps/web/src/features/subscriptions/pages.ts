/** The subscription pages, loaded with their route (route tables import this file, not index.ts). */
export const subscriptionPages = {
  checkout: () => import('./CheckoutPage.tsx').then((m) => ({ Component: m.CheckoutPage })),
  subscription: () => import('./SubscriptionPage.tsx').then((m) => ({ Component: m.SubscriptionPage })),
  companyInvitation: () =>
    import('./CompanyInvitationPage.tsx').then((m) => ({ Component: m.CompanyInvitationPage })),
};
