// Checks the signature of a Champions webhook (docs/webhooks.md). Node 18+, no dependencies.
// apps/api/test/webhooks.test.ts runs this very file against real deliveries.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * @param {string} rawBody the request's body exactly as received (before JSON.parse)
 * @param {string} header the `Champions-Signature` header: `t=<unix seconds>,v1=<hex>`
 * @param {string} secret your endpoint's secret, `whsec_…`
 * @param {number} [toleranceSeconds] how old a signature may be (replays)
 * @param {number} [nowMs] the time now, in milliseconds
 * @returns {boolean} whether Champions sent this body
 */
export function verifyChampionsSignature(
  rawBody,
  header,
  secret,
  toleranceSeconds = 300,
  nowMs = Date.now(),
) {
  const parts = Object.fromEntries(
    String(header)
      .split(',')
      .map((part) => part.trim().split('=', 2)),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || typeof parts.v1 !== 'string') return false;
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
