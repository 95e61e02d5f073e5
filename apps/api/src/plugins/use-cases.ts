import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { PhotoStore } from '../modules/partner/index.ts';
import type { PaymentsService } from '../modules/payments/index.ts';

declare module '../shared/use-case.ts' {
  interface UseCaseServices {
    /** cards, purchases, credits, refunds and receipts (modules/payments) */
    payments: PaymentsService;
    /** the key the QR card codes and signed calendar links come from (modules/entries) */
    cardKey: string;
    /** where partners' and trainers' photos are kept (modules/partner) */
    photoStore: PhotoStore;
    /** the app's log, for what a use case notes without failing (a refund the job will retry) */
    log: FastifyBaseLogger;
  }
}

/**
 * `app.useCases`: the parts every use case gets, gathered once from the plugins that make them. The
 * route builder (shared/call-route.ts) and the jobs add the moment and the language of each call.
 */
export const useCasesPlugin = fp(
  async (app) => {
    app.decorate('useCases', {
      ...app.ctx,
      payments: app.payments,
      cardKey: app.entries.cardKey,
      photoStore: app.photoStore,
      log: app.log,
      voucherRedeemThrottle: app.voucherRedeemThrottle,
      loginThrottle: app.loginThrottle,
    });
  },
  { name: 'use-cases', dependencies: ['context', 'auth', 'payments', 'entries', 'photo-store', 'vouchers'] },
);
