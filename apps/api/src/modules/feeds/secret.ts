import { createHash, randomBytes } from 'node:crypto';

/** A feed's secret: 32 random bytes in base64url (43 characters). */
export const newFeedSecret = (): string => randomBytes(32).toString('base64url');

/** What is stored of a secret: its SHA-256, so a leaked table reveals no feed address. */
export const hashFeedSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('base64url');

/** A widget's public id: 12 random bytes in base64url (16 characters); not a secret. */
export const newWidgetId = (): string => randomBytes(12).toString('base64url');
