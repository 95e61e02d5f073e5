import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The demo account of every role (seeded with the demo data; password Champions123!). */
export const DEMO_ACCOUNTS: Readonly<Record<string, string>> = {
  user: 'uzivatel@champions.cz',
  admin: 'partner@champions.cz',
  superadmin: 'admin@champions.cz',
  staff: 'recepce@champions.cz',
  trainer: 'trener@champions.cz',
  partner: 'provozovatel@champions.cz',
  business: 'firma@champions.cz',
};

export interface Operation {
  method: string;
  path: string;
  /** the role whose token the call asks for; null for a public call */
  role: string | null;
  /** the JSON schema of the body, when the call takes one */
  body?: { required?: string[]; properties?: Record<string, unknown> };
  /** a money call (routeMoneyCall marks its operation `x-money-call`) */
  moneyCall: boolean;
}

/** Every operation of the API's own OpenAPI document, which the route table generates. */
export async function openApiOperations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          security?: Record<string, unknown>[];
          'x-money-call'?: boolean;
          requestBody?: { content?: Record<string, { schema?: Operation['body'] }> };
        }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      role: Object.keys(operation.security?.[0] ?? {})[0] ?? null,
      body: operation.requestBody?.content?.['application/json']?.schema,
      moneyCall: operation['x-money-call'] === true,
    })),
  );
}

/** A signed-in token of every demo account, by role. */
export async function demoTokens(app: FastifyInstance): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const [role, email] of Object.entries(DEMO_ACCOUNTS)) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { email, password: 'Champions123!' },
    });
    expect(res.statusCode, `demo ${role} signs in`).toBe(200);
    tokens[role] = res.json().token;
  }
  return tokens;
}

/**
 * The headers a call's security scheme asks for: a role's token in its X-<Role>-Token header, or a
 * partner's API key (`partnerApiKey`, tokens.partnerApiKey: see demoApiKey) as `Authorization: Bearer`.
 */
export function schemeHeaders(
  scheme: string | undefined,
  tokens: Record<string, string>,
): Record<string, string> {
  if (!scheme) return {};
  if (scheme === 'partnerApiKey') return { authorization: `Bearer ${tokens[scheme]}` };
  return { [`x-${scheme}-token`]: `Bearer ${tokens[scheme]}` };
}

/** An API key of the demo partner that reads and writes, made with their token (for the calls of the partner API). */
export async function demoApiKey(app: FastifyInstance, adminToken: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/api-keys',
    headers: { 'x-admin-token': `Bearer ${adminToken}` },
    payload: { name: 'Testovací klíč', scope: 'write' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().key;
}
