import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { DEMO_ACCOUNTS } from './route-table-kit.ts';

/**
 * An integrator's way in: a typed client generated from /api/openapi.json with openapi-typescript into a
 * temporary folder, a small program on it type-checked with the TypeScript compiler, and that same program
 * run against the app listening on localhost: the demo partner signs in and lists their venues.
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

/** The integrator's program: only type imports, so it runs as it is once the types are erased. */
const PROGRAM = `
import type createClient from 'openapi-fetch';
import type { paths } from './schema';

type Venue =
  paths['/api/admin/venues']['get']['responses'][200]['content']['application/json']['venues'][number];

export function partnerClient(create: typeof createClient, baseUrl: string) {
  const client = create<paths>({ baseUrl });
  return {
    async signIn(email: string, password: string): Promise<string> {
      const { data, error } = await client.POST('/api/admin/login', { body: { email, password } });
      if (error) throw new Error(error.message);
      return data.token;
    },
    async venues(token: string): Promise<Venue[]> {
      const { data, error } = await client.GET('/api/admin/venues', {
        headers: { 'X-Admin-Token': \`Bearer \${token}\` },
      });
      if (error) throw new Error(error.message);
      return data.venues;
    },
    noSuchCall() {
      // @ts-expect-error the API has no such call
      return client.GET('/api/admin/no-such-call');
    },
  };
}

// @ts-expect-error a venue has no price
export const priceOf = (venue: Venue): number => venue.price;
export const cityOf = (venue: Venue): string => venue.city;
`;

function typeErrors(file: string): string[] {
  const require = createRequire(import.meta.url);
  const fetchTypes = join(dirname(require.resolve('openapi-fetch')), 'index.d.mts');
  const program = ts.createProgram({
    rootNames: [file],
    options: {
      strict: true,
      noEmit: true,
      noUnusedLocals: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      paths: { 'openapi-fetch': [fetchTypes] },
    },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('a typed client generated from /api/openapi.json', () => {
  it('type-checks a program on it, and the program signs the demo partner in and lists their venues', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schema = astToString(await openapiTS(doc, { silent: true }));
    expect(schema).toContain('"/api/admin/venues"');
    expect(schema).toContain('partnerVenues');
    await writeFile(join(folder, 'schema.ts'), schema);
    const programFile = join(folder, 'program.ts');
    await writeFile(programFile, PROGRAM);

    // the types are real: the marked mistakes are errors (else @ts-expect-error would complain)
    expect(typeErrors(programFile)).toEqual([]);

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
  }, 60_000);
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
