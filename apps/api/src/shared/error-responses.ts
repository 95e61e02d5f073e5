import { errorBody } from '@champions/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

const answer = (description: string) => errorBody.describe(description);

/** The error answers of the API, each with the contract's `errorBody` (codes: shared/error-codes.ts). */
export const ERROR_RESPONSES = {
  400: answer(
    'Bad request: a field is invalid (code VALIDATION_ERROR, details.fields names it) or the request cannot be served as sent.',
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

/** The error answers a route can give, from what it declares: input, a token, a rate limit. */
export function errorStatusesOf(route: Pick<RouteOptions, 'schema' | 'config' | 'method'>): number[] {
  const schema = (route.schema ?? {}) as Schema;
  const takesInput = Boolean(schema.body || schema.querystring || schema.params);
  const isProtected = Array.isArray(schema.security) && schema.security.length > 0;
  const rateLimited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  return [
    ...(takesInput ? [400] : []),
    ...(isProtected ? [401, 403] : []),
    ...(schema.params || isProtected ? [404] : []),
    ...(schema.body ? [413] : []),
    ...(rateLimited ? [429] : []),
    500,
  ];
}

/**
 * Declares the error answers of every API route, so that /api/openapi.json documents them and the
 * answers are checked against `errorBody`. Registered before the routes (an onRoute hook), so routes
 * added later get them too; a route's own declaration of a status wins.
 */
export function registerErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || (route.schema as { hide?: boolean } | undefined)?.hide) return;
    const schema = (route.schema ?? {}) as Schema;
    const response = { ...(schema.response ?? {}) };
    for (const status of errorStatusesOf(route)) {
      response[status] ??= ERROR_RESPONSES[status as keyof typeof ERROR_RESPONSES];
    }
    route.schema = { ...schema, response };
  });
}
