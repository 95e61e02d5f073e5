import { createHmac, randomBytes } from 'node:crypto';
import { CARD_CODE, cardStepVerdict, cardTimeStep } from '@champions/domain';
import { HOTP, Secret } from 'otpauth';
import { keepFirstSecret } from '../../db/app-secrets.ts';
import type { Database } from '../../db/client.ts';

/**
 * The rotating code of the QR card (threat model in docs/qr-card.md). Each user's card secret is
 * derived from one server key and the account's token version, so it never needs its own column and
 * changes (revoking every copy on phones) whenever the user signs out everywhere or changes password.
 */
export async function resolveCardKey(db: Database): Promise<string> {
  return keepFirstSecret(db, 'card', randomBytes(32).toString('hex'));
}

export function cardSecret(key: string, account: { id: string; tokenVersion: number }): string {
  return createHmac('sha256', key).update(`card:v1:${account.id}:${account.tokenVersion}`).digest('hex');
}

function hotp(secretHex: string) {
  return new HOTP({ secret: Secret.fromHex(secretHex), digits: CARD_CODE.DIGITS, algorithm: 'SHA256' });
}

/** The code at a given time step (what the phone shows). */
export function cardCodeAt(secretHex: string, step: number): string {
  return hotp(secretHex).generate({ counter: step });
}

/** Is this code current (valid), a recent but stale one (expired), or not this card's (invalid)? */
export function verifyCardCode(secretHex: string, code: string, now: Date): 'valid' | 'expired' | 'invalid' {
  const generator = hotp(secretHex);
  const nowStep = cardTimeStep(now);
  let best: 'valid' | 'expired' | 'invalid' = 'invalid';
  for (
    let step = nowStep + CARD_CODE.ACCEPT_FUTURE_STEPS;
    step >= nowStep - CARD_CODE.RECOGNISE_EXPIRED_STEPS;
    step--
  ) {
    if (generator.generate({ counter: step }) !== code) continue;
    const verdict = cardStepVerdict(step, nowStep);
    if (verdict === 'valid') return 'valid';
    if (verdict === 'expired') best = 'expired';
  }
  return best;
}
