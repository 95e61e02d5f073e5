import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { cancelSlot } from './cancel-slot.ts';

/** POST /api/admin/slots/{id}/cancel: cancels the partner's slot; its users get their money back as credit. */
export async function cancelOwnSlot(
  { db, now, events, mailer, config, language }: UseCaseContext,
  admin: Account,
  { slotId }: { slotId: string },
) {
  const result = await cancelSlot(db, events, mailer, config.PUBLIC_URL, admin.id, slotId, now);
  return {
    ...result,
    message: partnerTextsIn(language).slotCancelled(result.notified, result.creditReturned),
  };
}
