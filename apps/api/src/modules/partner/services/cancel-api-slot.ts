import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { keySlot } from '../key-scope.ts';
import type { ApiKeyCaller } from './authenticate-api-key.ts';
import { cancelSlot } from './cancel-slot.ts';

/** POST /api/partner-api/slots/{id}/cancel: the panel's slot cancel (cancelSlot), on a slot the key may touch. */
export async function cancelApiSlot(
  { db, now, events, mailer, config, language }: UseCaseContext,
  caller: ApiKeyCaller,
  { slotId }: { slotId: string },
) {
  await keySlot(db, caller, slotId);
  const result = await cancelSlot(db, events, mailer, config.PUBLIC_URL, caller.adminId, slotId, now);
  return {
    ...result,
    message: partnerTextsIn(language).slotCancelled(result.notified, result.creditReturned),
  };
}
