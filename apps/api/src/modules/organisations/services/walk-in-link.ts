import { createHash, randomBytes } from 'node:crypto';
import { PAGES } from '@champions/domain';

/** A new payment link token: 144 random bits, short enough for a link read off a screen. */
export const newPayToken = () => randomBytes(18).toString('base64url');

/** Only the token's hash is stored: a leaked table opens no payment link. */
export const payTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The customer's payment page of a desk sale. */
export const payUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${PAGES.walkInPay(token)}`;
