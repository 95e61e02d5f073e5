import type { AccountRole } from '@champions/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { fieldError } from './errors.ts';
import { GUARDED_ROLE } from './role-guard.ts';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** C0 control characters and DEL, except tab, line feed and carriage return (text areas hold lines). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_IN_SHORT_VALUE = /[\u0000-\u001F\u007F]/;

/**
 * The path of the first string (value or key) holding a control character (NUL and the like), or null.
 * A loop with its own stack rather than recursion: however deep a value nests, the walk cannot overflow
 * the call stack (JSON bodies are also limited in depth by their parser, json-body.ts).
 */
export function findControlCharacter(value: unknown, path: string, multiline = true): string | null {
  // depth first and in order, as the values appear: each object key is checked (as a one-line value)
  // just before its value; children are pushed in reverse so that the first is taken first
  type Item = [value: unknown, path: string, multiline: boolean];
  const stack: Item[] = [[value, path, multiline]];
  while (stack.length > 0) {
    const [item, at, lines] = stack.pop()!;
    if (typeof item === 'string') {
      if ((lines ? CONTROL : CONTROL_IN_SHORT_VALUE).test(item)) return at;
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const children: Item[] = Array.isArray(item)
      ? item.map((child, index): Item => [child, `${at}.${index}`, lines])
      : Object.entries(item).flatMap(([key, child]): Item[] => [
          [key, `${at}.${key}`, false],
          [child, `${at}.${key}`, lines],
        ]);
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return null;
}

/** Refuses NUL bytes and other control characters in any string of the params, query or body. */
const refuseControlCharacters: Hook = async (request) => {
  const field =
    findControlCharacter(request.params, 'params', false) ??
    findControlCharacter(request.query, 'query', false) ??
    findControlCharacter(request.body, 'body');
  if (field) {
    throw fieldError('CONTROL_CHARACTERS', field, { field });
  }
};

/** Answers with personal data or tokens must not be kept by browsers or proxies. */
const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
};

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Paths whose answers are public and cacheable (catalogue, reference, SEO). */
const PUBLIC_PATHS = /^\/api\/(public|health|openapi\.json|docs)(\/|$)/;

/**
 * Security hooks of every API route, added as routes are declared:
 * 1. a route guarded by requireRole checks its token first, before its input is validated
 *    (GET /api/admin/1 without a token is 401, not a schema message);
 * 2. control characters in any string are refused with 400 naming the field;
 * 3. answers other than the public catalogue carry Cache-Control: no-store.
 */
export function registerSecurityHooks(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api')) return;
    const role = asArray(route.preHandler as Hook | Hook[] | undefined)
      .map((hook) => (hook as unknown as Record<symbol, AccountRole | undefined>)[GUARDED_ROLE])
      .find(Boolean);
    const guardFirst: Hook[] = role
      ? [asArray(route.preHandler as Hook | Hook[]).find((hook) => (hook as never)[GUARDED_ROLE] === role)!]
      : [];
    route.preValidation = [
      ...guardFirst,
      refuseControlCharacters,
      ...asArray(route.preValidation as Hook | Hook[] | undefined),
    ] as never;
    if (!PUBLIC_PATHS.test(route.url)) {
      route.onSend = [noStore, ...asArray(route.onSend as never)] as never;
    }
  });
}
