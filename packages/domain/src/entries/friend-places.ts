import { type EntryPaymentMethod, entryPrice } from './pricing.ts';

/**
 * "A friend along": one purchase buys up to `MAX` places of the same slot. The first place is the
 * buyer's; each other place is a ticket of its own (a guest place) that the buyer sends to a friend.
 * A friend's place costs what a paying buyer's place costs (`friendPlacesPrice`); capacity,
 * late-cancel and refunds apply per place.
 */
export const FRIEND_PLACES = {
  MAX: 4,
  /** bytes of randomness in a guest place's claim token (base64url: 43 characters) */
  TOKEN_BYTES: 32,
} as const;

/** What a purchase of places costs: the buyer's own place, each friend's place, all of them. */
export interface FriendPlacesPrice {
  /** the buyer's own place: what one entry costs the buyer (0 when the membership covers it) */
  ownPrice: number;
  /** how each friend's place is paid: never by the buyer's membership */
  guestMethod: Exclude<EntryPaymentMethod, 'MEMBERSHIP'>;
  /** what each friend's place costs */
  guestPrice: number;
  /** what the purchase costs: the own place and the friends' places */
  total: number;
}

/**
 * What a purchase of `places` places costs, when the buyer's own entry is quoted `method` at `price`
 * (`quoteEntry`) and the option is listed at `optionPrice`. A paying buyer pays every place at their own
 * price (PAYG, or PAYG+ with its discount). A membership covers only the member's own entry: the member's
 * place costs nothing and each friend's place costs the single-entry (PAYG) price.
 */
export function friendPlacesPrice(input: {
  method: EntryPaymentMethod;
  price: number;
  optionPrice: number;
  places: number;
}): FriendPlacesPrice {
  const guestMethod = input.method === 'MEMBERSHIP' ? 'PAYG' : input.method;
  const guestPrice = input.method === 'MEMBERSHIP' ? entryPrice(input.optionPrice, 'PAYG') : input.price;
  return {
    ownPrice: input.price,
    guestMethod,
    guestPrice,
    total: input.price + guestPrice * (input.places - 1),
  };
}

/** The state of a guest place, as the buyer's list shows it. */
export type GuestPlaceState = 'unsent' | 'sent' | 'claimed' | 'used' | 'taken_back';

export function guestPlaceState(place: {
  isCancelled: boolean;
  isUsed: boolean;
  sentAt: Date | null;
  claimedAt: Date | null;
}): GuestPlaceState {
  if (place.isCancelled) return 'taken_back';
  if (place.isUsed) return 'used';
  if (place.claimedAt) return 'claimed';
  return place.sentAt ? 'sent' : 'unsent';
}

/** The buyer may take a guest place back while it is unused and unclaimed (and the cancel deadline has not passed). */
export function canTakeBackGuestPlace(state: GuestPlaceState): boolean {
  return state === 'unsent' || state === 'sent';
}

/** The prefix of a friend's place's door code (the QR on /pozvanka/<token>); the holder's card is `CH1.` */
export const GUEST_CODE_PREFIX = 'CH1G';

/** The QR text of a friend's place: its ticket and a code only the server can make. */
export function guestPayload(ticketId: string, code: string): string {
  return `${GUEST_CODE_PREFIX}.${ticketId}.${code}`;
}

/** Reads a friend's place's door code, or null when the text is not one. */
export function parseGuestPayload(text: string): { ticketId: string; code: string } | null {
  const match =
    /^CH1G\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-f]{20})$/i.exec(
      text.trim(),
    );
  return match ? { ticketId: match[1]!.toLowerCase(), code: match[2]!.toLowerCase() } : null;
}
