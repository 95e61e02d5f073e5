import { cardCodeRemainingMs, cardPayload, cardTimeStep } from '@champions/domain';
import { hotpSha256 } from './hotp.ts';

/** The current code of the card, computed on the device (same algorithm as the API's card-code.ts). */
export function currentCardCode(card: { userId: string; secret: string; digits: number }, nowMs: number) {
  const code = hotpSha256(card.secret, cardTimeStep(nowMs), card.digits);
  return { code, payload: cardPayload(card.userId, code), remainingMs: cardCodeRemainingMs(nowMs) };
}
