/**
 * What NODE_ENV=production requires besides JWT_SECRET and SMTP_URL, for a benchmark's server: the
 * seller of the receipts, and the test card provider in place of Stripe (a benchmark takes no payment;
 * UNSAFE_LOCAL_TEST_PAYMENTS is the loudly named opt-in the README describes, never for real customers).
 */
export const BENCH_PRODUCTION_EXTRAS = {
  UNSAFE_LOCAL_TEST_PAYMENTS: 'true',
  SELLER_NAME: 'Champions s.r.o.',
  SELLER_ADDRESS: 'Karlínské náměstí 59/10, 186 00 Praha 8',
  SELLER_ICO: '12345678',
} as const;
