import type { FastifyReply, FastifyRequest } from 'fastify';
import { fieldError } from './errors.ts';

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
export const refuseControlCharacters: Hook = async (request) => {
  const field =
    findControlCharacter(request.params, 'params', false) ??
    findControlCharacter(request.query, 'query', false) ??
    findControlCharacter(request.body, 'body');
  if (field) {
    throw fieldError('CONTROL_CHARACTERS', field, { field });
  }
};

/** Answers with personal data or tokens must not be kept by browsers or proxies. */
export const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
};

/** Calls whose answers are public and may be kept (the catalogue, reference data, the health check). */
export const isPublicCallPath = (path: string) => /^\/(public|health)(\/|$)/.test(path);
