import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { PROGRAM } from './openapi-client-kit.ts';
import { DEMO_ACCOUNTS } from './route-table-kit.ts';

/**
 * An integrator's program on the typed client (openapi-client-kit.ts) run against the app listening on
 * localhost, and the answers the document promises.
 */
let t: TestApp;
let folder: string;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  folder = await mkdtemp(join(tmpdir(), 'champions-openapi-client-'));
});
afterAll(async () => {
  await t?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('a typed client generated from /api/openapi.json', () => {
  it('runs the program type-checked on it (openapi-client-types.test.ts): the demo partner signs in and lists their venues', async () => {
    // the program imports only types, so it runs as it is once they are erased
    const programFile = join(folder, 'program.ts');
    await writeFile(programFile, PROGRAM);

    const { partnerClient } = await import(programFile);
    const client = partnerClient(createClient, baseUrl);
    const token = await client.signIn(DEMO_ACCOUNTS.admin, 'Champions123!');
    expect(token).toEqual(expect.any(String));
    const venues = await client.venues(token);
    expect(venues.length).toBeGreaterThan(0);
    for (const venue of venues) {
      expect(venue).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: expect.any(String),
        city: expect.any(String),
        published: expect.any(Boolean),
        photos: expect.any(Array),
      });
    }
    await expect(client.venues('not-a-token')).rejects.toThrow();
  });
});

describe('the answers the document promises', () => {
  it('a control character in the query string of a call without input is the documented 400', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/health'].get.responses)).toContain('400');
    const res = await t.app.inject({ method: 'GET', url: '/api/health?x=%01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CONTROL_CHARACTERS' });
  });
});
