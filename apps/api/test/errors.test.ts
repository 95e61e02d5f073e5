import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorBody } from '@champions/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, errorMessage } from '../src/shared/error-codes.ts';
import { AppError } from '../src/shared/errors.ts';
import { inlineCzech } from './czech-text.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** Errors (DESIGN.md, Conventions): one table of codes, statuses and Czech messages; every call documents its errors. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Operation = {
  parameters?: unknown[];
  requestBody?: unknown;
  security?: unknown[];
  responses: Record<
    string,
    { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  >;
};

async function operations(): Promise<[string, Operation][]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  return Object.entries<Record<string, Operation>>(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(
      ([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation],
    ),
  );
}

const errorStatuses = (op: Operation) => Object.keys(op.responses).filter((status) => Number(status) >= 400);

describe('the error table', () => {
  it('gives every code an error status and a Czech message', () => {
    for (const [code, { status, message }] of Object.entries(ERROR_CODES)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(message.length, code).toBeGreaterThan(3);
    }
  });

  it('fills the placeholders of a message and takes the status from the code', () => {
    expect(errorMessage('ROUTE_NOT_FOUND', { method: 'GET', path: '/api/x' })).toBe(
      'Cesta GET /api/x neexistuje.',
    );
    const error = new AppError('ACTIVITY_NOT_FOUND');
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe('Aktivita nenalezena.');
  });
});

describe('error answers', () => {
  it('answers a missing activity with its code, status and Czech message in the errorBody shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/activities/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(errorBody.parse(res.json())).toMatchObject({
      statusCode: 404,
      code: 'ACTIVITY_NOT_FOUND',
      message: 'Aktivita nenalezena.',
    });
  });

  it('answers a call without its token with 401 UNAUTHORIZED', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/' });
    expect(res.statusCode).toBe(401);
    expect(errorBody.parse(res.json())).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Přihlaste se prosím.',
    });
  });

  it("answers Fastify's own 4xx (malformed JSON) with the Czech message of the table", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/requests',
      headers: { 'content-type': 'application/json' },
      payload: '{"kind":',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody.parse(res.json())).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Neplatný požadavek.',
    });
  });

  it('answers invalid input with 400 VALIDATION_ERROR naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/search?lat=abc&lng=14' });
    expect(res.statusCode).toBe(400);
    const body = errorBody.parse(res.json());
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toMatch(/^Neplatná hodnota pole querystring\.lat/);
  });
});

describe('/api/openapi.json documents the error answers', () => {
  it('lists error answers with the errorBody schema for every call', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(40);
    const without = ops.filter(([, op]) => errorStatuses(op).length === 0).map(([name]) => name);
    expect(without).toEqual([]);
    for (const [name, op] of ops) {
      for (const status of errorStatuses(op)) {
        const schema = op.responses[status]?.content?.['application/json']?.schema;
        expect(Object.keys(schema?.properties ?? {}), `${name} ${status}`).toEqual(
          expect.arrayContaining(['statusCode', 'code', 'error', 'message']),
        );
      }
    }
  });

  it('lists 401 and 403 for every protected call, 400 for every call that takes input', async () => {
    for (const [name, op] of await operations()) {
      const statuses = errorStatuses(op);
      if (op.security?.length) expect(statuses, name).toEqual(expect.arrayContaining(['401', '403']));
      if (op.parameters?.length || op.requestBody) expect(statuses, name).toContain('400');
    }
  });
});

describe('no Czech text inline in the API modules', () => {
  const modules = join(import.meta.dirname, '../src/modules');

  it('keeps every Czech message in the catalogues (shared/error-codes.ts, shared/messages.ts), with or without diacritics', () => {
    const offenders: string[] = [];
    for (const entry of readdirSync(modules, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.ts') || entry.endsWith('.test.ts')) continue;
      for (const text of inlineCzech(readFileSync(join(modules, entry), 'utf8'))) {
        offenders.push(`${entry}: ${text}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
