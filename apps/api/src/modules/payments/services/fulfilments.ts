import type { Executor } from '../ledger.ts';
import type { Payment } from '../payment-repository.ts';

/** Runs in the transaction that marks the payment succeeded; throwing rolls the success back (retried later). */
export type FulfilmentHandler = (tx: Executor, payment: Payment) => Promise<void>;

/** What a succeeded payment of each kind grants; each paying module registers its kinds once per app. */
export function createFulfilments() {
  const handlers = new Map<string, FulfilmentHandler>();
  return {
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
