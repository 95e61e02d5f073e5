import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { EMBED_PREFIX, embedSecurityHeaders } from './embed-page.ts';

/**
 * The headers Helmet sets with these options, computed once. Our directives are fixed strings (no
 * per-request nonce), so every answer carries the same headers; @fastify/helmet instead rebuilt the
 * Helmet middleware and parsed the CSP on every request (a tenth of a cached answer's time).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of an API answer (JSON, a receipt PDF, a calendar file): what OWASP's REST Security
 * Cheat Sheet asks of them. A document's headers (its long policy of scripts, styles, maps and Stripe,
 * the opener and agent-cluster isolation, the DNS-prefetch and download switches) concern pages a browser
 * renders, not an API answer; sent with every small public answer they were a third of its bytes.
 */
export function apiSecurityHeaders(
  documentHeaders: Readonly<Record<string, string>>,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
  const hsts = documentHeaders['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

/** The API's own pages (the OpenAPI reference) are documents: they get the document headers. */
const API_DOCUMENTS = '/api/docs';

/**
 * Sets the security headers on every answer before anything else runs: the API's under `/api/`, the
 * embeddable pages' under `/embed/` (framed by any site), the document's everywhere else (pages, files,
 * the API reference).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const documentHeaders = securityHeaders(options);
  const apiHeaders = apiSecurityHeaders(documentHeaders);
  const embedHeaders = embedSecurityHeaders(documentHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const api = url.startsWith('/api/') && !url.startsWith(API_DOCUMENTS);
    reply.headers(api ? apiHeaders : url.startsWith(EMBED_PREFIX) ? embedHeaders : documentHeaders);
    done();
  });
}
