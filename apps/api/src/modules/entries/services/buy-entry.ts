import { randomUUID } from 'node:crypto';
import type { EntryPurchaseRequest, EntryPurchaseResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { CardPaymentNeeded, entryPaymentKey, startCardPurchase } from './buy-by-card.ts';
import { purchaseEntry } from './buy-with-credits.ts';

/**
 * POST /api/user/entries: the entry is claimed or bought with credits (201); when the credits do not
 * cover it, the card payment starts and the answer carries it for the card modal (202). With a saved
 * card (`paymentMethodId`, one of the user's own, else 404 before anything moves) the rest is charged
 * to it at once (off-session, through the payment provider): 201 with the entry, or 402 with the
 * provider's message when the card is refused (the credits stay, no place is held).
 */
export async function buyEntry(
  { db, events, payments, now, config, mailer }: UseCaseContext,
  user: Account,
  input: EntryPurchaseRequest,
): Promise<{ statusCode: 201 | 202; body: EntryPurchaseResponse }> {
  const publicUrl = config.PUBLIC_URL;
  if (input.paymentMethodId) await payments.userPaymentMethod(user.id, input.paymentMethodId);
  // The same click again (its requestId) after its card payment started: that payment is resumed and
  // answered, whatever became of the first answer. A connection lost after the charge (503) and then
  // repeated must answer the entry it bought, not "you already hold this entry".
  const started = input.requestId
    ? await payments.paymentOfKey(user.id, entryPaymentKey(input.requestId))
    : null;
  if (started?.reference && input.requestId) {
    const purchase = {
      price: started.totalAmount,
      reference: started.reference,
      description: started.description,
    };
    return startCardPurchase(db, payments, user, purchase, input.requestId, now, input.paymentMethodId);
  }
  try {
    return {
      statusCode: 201,
      body: await purchaseEntry(db, events, user, input, now, publicUrl, mailer, payments),
    };
  } catch (error) {
    if (!(error instanceof CardPaymentNeeded)) throw error;
    return startCardPurchase(
      db,
      payments,
      user,
      error.purchase,
      input.requestId ?? randomUUID(),
      now,
      input.paymentMethodId,
    );
  }
}
