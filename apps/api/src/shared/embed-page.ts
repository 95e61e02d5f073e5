import { createHash } from 'node:crypto';

/**
 * The embeddable pages (`/embed/…`, the partner's schedule widget): HTML any site may frame. Their one
 * inline script tells the host page its height (`postMessage`), so the host's optional snippet can size
 * the iframe; the Content-Security-Policy allows that script by its hash and nothing else.
 */
export const EMBED_PREFIX = '/embed/';

/** The message the embedded page posts to its host: `{ type: EMBED_HEIGHT_MESSAGE, height }`. */
export const EMBED_HEIGHT_MESSAGE = 'champions-schedule-height';

export const EMBED_RESIZE_SCRIPT = `(function(){if(parent===window)return;var h=0;function s(){var n=document.documentElement.scrollHeight;if(n!==h){h=n;parent.postMessage({type:'${EMBED_HEIGHT_MESSAGE}',height:n},'*')}}addEventListener('load',s);addEventListener('resize',s);s()})()`;

const scriptHash = `'sha256-${createHash('sha256').update(EMBED_RESIZE_SCRIPT).digest('base64')}'`;

/** The headers of an embeddable page: framed by any site, no other source, no referrer. */
export function embedSecurityHeaders(
  documentHeaders: Readonly<Record<string, string>>,
): Record<string, string> {
  const headers: Record<string, string> = { ...documentHeaders };
  delete headers['x-frame-options'];
  headers['content-security-policy'] =
    `default-src 'none'; style-src 'unsafe-inline'; script-src ${scriptHash}; base-uri 'none'; form-action 'none'; frame-ancestors *`;
  headers['cross-origin-resource-policy'] = 'cross-origin';
  headers['referrer-policy'] = 'strict-origin-when-cross-origin';
  return headers;
}
