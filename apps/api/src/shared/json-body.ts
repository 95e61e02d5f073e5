import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * How deeply a JSON body may nest arrays and objects. No call's schema needs more than a few levels;
 * the limit is far above that and far below what a recursive walk of the body could not survive.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether arrays and objects nest more than `limit` levels (a top-level `[]` or `{}` is level 1).
 * A loop with its own stack, so a body of any depth is measured without overflowing the call stack.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[node: object, depth: number]> = [];
  if (value !== null && typeof value === 'object') stack.push([value, 1]);
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), followed by the depth check: a body nested
 * deeper than MAX_JSON_DEPTH is answered 400 before any hook, schema or service sees it.
 * Plugins that need the raw bytes (the Stripe webhook) replace this parser in their own scope.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body, (error, value) => {
      if (error) return done(error, undefined);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
        return done(new AppError('BODY_TOO_DEEP', { params: { max: MAX_JSON_DEPTH } }), undefined);
      }
      done(null, value);
    });
  });
}
