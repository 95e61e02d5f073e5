import { errorBody } from '@champions/contract';
import type { RouteOptions } from 'fastify';

const answer = (description: string) => errorBody.describe(description);

/** The error answers of the API, each with the contract's `errorBody` (codes: shared/error-codes.ts). */
export const ERROR_RESPONSES = {
  400: answer(
    'Bad request: a field is invalid (code VALIDATION_ERROR, details.fields names it), a field or the query string holds a control character (CONTROL_CHARACTERS), or the request cannot be served as sent.',
  ),
  401: answer(
    'No valid token of the role in its X-<Role>-Token header (UNAUTHORIZED); the client logs the role out.',
  ),
  403: answer('The token is valid but the action is not allowed to it (FORBIDDEN).'),
  404: answer(
    'The thing named in the path does not exist (NOT_FOUND or a specific code such as ACTIVITY_NOT_FOUND).',
  ),
  413: answer('The body is larger than 1 MB (PAYLOAD_TOO_LARGE).'),
  429: answer('Too many requests from this client; try again later (TOO_MANY_REQUESTS).'),
  500: answer('An unexpected server error (INTERNAL); nothing was changed.'),
} as const;

type Schema = NonNullable<RouteOptions['schema']> & {
  security?: unknown[];
  response?: Record<string | number, unknown>;
};

/**
 * The error answers a route can give, from what it declares: a token, params, a body, a rate limit; 400
 * always, since every route refuses a control character even in a query string it does not read
 * (refuseControlCharacters).
 */
export function errorStatusesOf(route: Pick<RouteOptions, 'schema' | 'config' | 'method'>): number[] {
  const schema = (route.schema ?? {}) as Schema;
  const isProtected = Array.isArray(schema.security) && schema.security.length > 0;
  const rateLimited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  return [
    400,
    ...(isProtected ? [401, 403] : []),
    ...(schema.params || isProtected ? [404] : []),
    ...(schema.body ? [413] : []),
    ...(rateLimited ? [429] : []),
    500,
  ];
}

/**
 * The route's answers with the error answers it can give added (a status the call declares itself wins),
 * so that /api/openapi.json documents them and the answers are checked against `errorBody`.
 */
export function withErrorAnswers(route: Pick<RouteOptions, 'schema' | 'config' | 'method'>) {
  const response = { ...(((route.schema ?? {}) as Schema).response ?? {}) };
  for (const status of errorStatusesOf(route)) {
    response[status] ??= ERROR_RESPONSES[status as keyof typeof ERROR_RESPONSES];
  }
  return response;
}
