import { cardCodeRemainingMs, cardPayload, cardTimeStep } from '@champions/domain';
import { HOTP, Secret } from 'otpauth';

/** The current code of the card, computed on the device (same algorithm as the API's card-code.ts). */
export function currentCardCode(card: { userId: string; secret: string; digits: number }, nowMs: number) {
  const hotp = new HOTP({ secret: Secret.fromHex(card.secret), digits: card.digits, algorithm: 'SHA256' });
  const code = hotp.generate({ counter: cardTimeStep(nowMs) });
  return { code, payload: cardPayload(card.userId, code), remainingMs: cardCodeRemainingMs(nowMs) };
}
