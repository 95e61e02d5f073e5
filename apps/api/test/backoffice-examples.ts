import type { ApiCall } from '@champions/contract';
import * as contract from '@champions/contract';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema.ts';
import { customerMaker } from './customers.ts';
import type { TestApp } from './harness.ts';

/**
 * The back office's calls, read from the route table: every call of every `*_CALLS` table whose role
 * is 'superadmin' (account calls are mounted under /superadmin). New back-office calls join the
 * authorization and audit tests by themselves.
 */
export function superadminCalls(): { key: string; call: ApiCall; path: string }[] {
  const found: { key: string; call: ApiCall; path: string }[] = [];
  for (const [tableName, table] of Object.entries(contract)) {
    if (!tableName.endsWith('_CALLS') || typeof table !== 'object' || table === null) continue;
    for (const call of Object.values(table as Record<string, ApiCall>)) {
      if (call?.role !== 'superadmin') continue;
      const path = tableName === 'ACCOUNT_CALLS' ? `/superadmin${call.path}` : call.path;
      found.push({ key: `${call.method} ${path}`, call, path });
    }
  }
  return found;
}

export interface ExampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallExample {
  /** builds a valid request (the data it needs is made here, fresh for each use) */
  request(t: TestApp, ids: { superadmin: string; admin: string }): Promise<ExampleRequest>;
  /** the audit action a successful call writes (required for every write call) */
  audit?: string;
}

const makeCustomer = (() => {
  let app: TestApp;
  const make = customerMaker(() => app, 'priklad', 'Příklad');
  return (t: TestApp, credits = 0) => {
    app = t;
    return make(credits);
  };
})();

/**
 * A valid request for each back-office call, keyed `METHOD /path` as the route table declares it.
 * The audit walk fails for a write call (any method but GET) that has no example here, or whose
 * example names no audit action: add one with every new back-office write.
 */
export const BACKOFFICE_EXAMPLES: Record<string, CallExample> = {
  'POST /superadmin/impersonate': {
    request: async (_t, ids) => ({ body: { adminId: ids.admin } }),
    audit: 'impersonation.start',
  },
  'POST /superadmin/users/:id/credits': {
    request: async (t) => ({
      params: { id: (await makeCustomer(t)).id },
      body: { direction: 'grant', amount: 20_000, reason: 'Omluva za výpadek' },
      headers: { 'idempotency-key': `priklad-${crypto.randomUUID()}` },
    }),
    audit: 'backoffice.credit.grant',
  },
  'PUT /superadmin/users/:id/block': {
    request: async (t) => ({
      params: { id: (await makeCustomer(t)).id },
      body: { blocked: true, reason: 'Podezření na zneužití účtu' },
    }),
    audit: 'backoffice.user.block',
  },
  'POST /superadmin/users/:id/resend-verification': {
    request: async (t) => {
      const customer = await makeCustomer(t);
      await t.db.update(accounts).set({ emailVerifiedAt: null }).where(eq(accounts.id, customer.id));
      return { params: { id: customer.id } };
    },
    audit: 'backoffice.user.resend_verification',
  },
  'GET /superadmin/users/:id/export': {
    request: async (t) => ({ params: { id: (await makeCustomer(t)).id } }),
    audit: 'gdpr.export',
  },
};

/** The URL of a call with the example's params and query. */
export function exampleUrl(path: string, request: ExampleRequest): string {
  const filled = contract.callPath(path, request.params ?? {}).replace(/:\w+/g, crypto.randomUUID());
  const query = new URLSearchParams(request.query ?? {}).toString();
  return `/api${filled}${query ? `?${query}` : ''}`;
}
