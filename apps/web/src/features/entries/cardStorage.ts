import type { CardResponse } from '@champions/contract';
import { readToken, subscribe, tokenClaims } from '../../shared/session/index.ts';

/** The last card loaded online, so the code keeps rotating offline (threat model: docs/qr-card.md). */
const KEY = 'champions.card';

export interface CachedCard {
  card: CardResponse;
  /** server time minus device time when the card was loaded, ms */
  clockOffsetMs: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function saveCachedCard(card: CardResponse): void {
  const clockOffsetMs = new Date(card.serverTime).getTime() - Date.now();
  storage()?.setItem(KEY, JSON.stringify({ card, clockOffsetMs } satisfies CachedCard));
}

/** The cached card of the signed-in user, or null (another user's card is never shown). */
export function readCachedCard(): CachedCard | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const cached = JSON.parse(raw) as CachedCard;
    const claims = tokenClaims('user');
    const id = claims?.id ?? claims?.userId ?? claims?.sub;
    if (id !== undefined && String(id) !== cached.card.userId) return null;
    return cached;
  } catch {
    return null;
  }
}

export function clearCachedCard(): void {
  storage()?.removeItem(KEY);
}

/** Logging out removes the card secret from this device. */
if (typeof window !== 'undefined') {
  subscribe(() => {
    if (readToken('user') === null) clearCachedCard();
  });
  if (readToken('user') === null) clearCachedCard();
}
