import type { AccountRole } from '@champions/domain';
import type { z } from 'zod';

/**
 * The route table (docs/architecture.md, "one route table"): every API call declared once — method, path, the
 * schemas of its params, query, body and answer, and who may call it. The API registers its routes
 * from these entries (`apps/api/src/shared/call-route.ts`), the web calls them with `callApi`
 * (`apps/web/src/shared/api/call.ts`), typed from the same entries. The error answers are added to
 * every route centrally (`errorBody`, see docs/architecture.md).
 *
 * Started with the accounts (auth) and the user's calls; the other modules follow the same pattern.
 */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** under /api, Fastify style (`/user/saved/:id`); account calls are relative to `/{role}` */
  path: string;
  summary: string;
  /**
   * who may call it: `null` anyone; a role: only with that role's token; `'account'` (account calls
   * only): the token of the role the call is mounted for
   */
  role: AccountRole | 'account' | null;
  /**
   * with `role: null`: the call is made with a partner's API key of this scope (`Authorization: Bearer
   * ck_live_…`) instead of a role's token; a read key may only read, a write key both
   */
  apiKey?: 'read' | 'write';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** the success status and the schema of its answer */
  status: 200 | 201 | 202;
  answer: z.ZodType;
  /** another success status the handler may choose (`reply.status(202)`), with the same answer schema */
  alsoStatus?: 200 | 201 | 202;
  /**
   * error statuses this call answers beyond the ones every route gets from what it declares (400 with
   * input, 401/403 with a role, 404 with params, 413 with a body, 429 with a rate limit, 500)
   */
  errors?: readonly (400 | 402 | 404 | 409 | 422 | 503)[];
  /**
   * the call moves money, credit or an entry: it takes an optional `Idempotency-Key` header (a repeat
   * answers the first answer), the web sends one with every attempt, and the server runs one such call
   * per account at a time
   */
  moneyWrite?: true;
}

/** Keeps the literal types of one call (its schemas) while checking it is an ApiCall. */
export const defineCall = <const C extends ApiCall>(entry: C): C => entry;

/** The input a call takes (its params, query and body, each only when declared). */
export type CallInput<C extends ApiCall> = (C['params'] extends z.ZodType
  ? { params: z.input<C['params']> }
  : unknown) &
  (C['query'] extends z.ZodType ? { query: z.input<C['query']> } : unknown) &
  (C['body'] extends z.ZodType ? { body: z.input<C['body']> } : unknown);

/** The answer of a call. */
export type CallAnswer<C extends ApiCall> = z.output<C['answer']>;

/** `/user/saved/:id` with `{ id: 'x' }` -> `/user/saved/x`. */
export function callPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:(\w+)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : whole,
  );
}
