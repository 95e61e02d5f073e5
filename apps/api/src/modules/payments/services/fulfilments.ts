import type { Executor } from '../ledger.ts';
import type { Payment } from '../payment-repository.ts';

/** Runs in the transaction that marks the payment succeeded; throwing rolls the success back (retried later). */
export type FulfilmentHandler = (tx: Executor, payment: Payment) => Promise<void>;

/** What a succeeded payment of each kind grants; each paying module registers its kinds once per app. */
export function createFulfilments() {
  const handlers = new Map<string, FulfilmentHandler>();
  const afterPaid: FulfilmentHandler[] = [];
  const afterRefund: FulfilmentHandler[] = [];
  return {
    /** runs after every kind's fulfilment, in the same transaction (e.g. a referral reward) */
    onPaid(handler: FulfilmentHandler): void {
      afterPaid.push(handler);
    },
    /** runs in the transaction of every refund of a payment, card or credits (e.g. taking a reward back) */
    onRefunded(handler: FulfilmentHandler): void {
      afterRefund.push(handler);
    },
    async paid(tx: Executor, payment: Payment): Promise<void> {
      for (const handler of afterPaid) await handler(tx, payment);
    },
    async refunded(tx: Executor, payment: Payment): Promise<void> {
      for (const handler of afterRefund) await handler(tx, payment);
    },
    register(kind: string, handler: FulfilmentHandler): void {
      if (handlers.has(kind)) throw new Error(`a fulfilment for '${kind}' is already registered`);
      handlers.set(kind, handler);
    },
    of(kind: string): FulfilmentHandler {
      const handler = handlers.get(kind);
      if (!handler) throw new Error(`no fulfilment registered for payment kind '${kind}'`);
      return handler;
    },
  };
}

export type Fulfilments = ReturnType<typeof createFulfilments>;
