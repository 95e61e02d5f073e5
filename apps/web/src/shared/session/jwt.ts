/** The JWT claims the web app reads. The signature is not checked here: the API verifies it. */
export interface TokenPayload {
  exp?: number;
  id?: string | number;
  userId?: string | number;
  sub?: string;
  email?: string;
  [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Decodes the payload of a JWT without verifying it; null when it is not a well-formed JWT. */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return payload as TokenPayload;
  } catch {
    return null;
  }
}

/**
 * A stored token is usable when its payload decodes and it has not expired (SPEC 5: invalid stored
 * tokens are discarded). A token without `exp` is kept; the API decides about it.
 */
export function isTokenUsable(token: string, nowMs: number): boolean {
  const payload = decodeTokenPayload(token);
  if (!payload) return false;
  if (payload.exp === undefined) return true;
  return typeof payload.exp === 'number' && payload.exp * 1000 > nowMs;
}
