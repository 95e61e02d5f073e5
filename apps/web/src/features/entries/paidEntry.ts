import type { HistoryEntry } from '@champions/contract';
import { PAYMENT_RETURN_REASONS, type PaymentReturnReason } from '@champions/domain';
import { ApiError } from '../../shared/api/index.ts';

/** How the wait for a card-paid entry ended. */
export type PaidEntryOutcome =
  | { kind: 'entry'; entry: HistoryEntry }
  /**
   * paid, but it bought nothing (the slot filled meanwhile, the membership stopped covering the
   * buyer's place): the money is on its way back; `reason` as the API says it (null: it did not say)
   */
  | { kind: 'returned'; reason: PaymentReturnReason | null }
  /** the provider has not told us yet (a slow bank): the entry comes with its e-mail */
  | { kind: 'pending' };

export interface PaidEntrySteps {
  /** GET /api/user/payments/:id/entry: the entry, 404 while the payment has not bought it yet */
  load: () => Promise<HistoryEntry>;
  /** asks the provider again and applies its answer */
  sync: () => Promise<unknown>;
  sleep: (ms: number) => Promise<void>;
}

/** The pauses between the tries after the first: about half a minute in all. */
const PAUSES_MS = [500, 1000, 2000, 4000, 8000, 15000];

/**
 * After the card modal says the payment went through: the entry it bought. The payment is applied
 * by the modal's sync or by the provider's webhook, whichever comes first; while neither has (a busy
 * server, a sync that failed), it asks the provider again and waits, rather than saying the entry is
 * missing.
 */
export async function waitForPaidEntry(steps: PaidEntrySteps): Promise<PaidEntryOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { kind: 'entry', entry: await steps.load() };
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        return { kind: 'returned', reason: returnReason(error.body) };
      const pause = PAUSES_MS[attempt];
      if (pause === undefined) return { kind: 'pending' };
      // a failed sync changes nothing: the next load tells
      await steps.sync().catch(() => undefined);
      await steps.sleep(pause);
    }
  }
}

/** The reason of the API's 400 for a payment that bought nothing (`details.reason`), if it is one we know. */
function returnReason(body: unknown): PaymentReturnReason | null {
  const reason = (body as { details?: { reason?: unknown } } | undefined)?.details?.reason;
  return PAYMENT_RETURN_REASONS.find((known) => known === reason) ?? null;
}
