import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM, typeErrors } from './openapi-client-kit.ts';
import { openApiDocumentWithoutDatabase } from './openapi-document-kit.ts';

/**
 * A typed client generated from the API's OpenAPI document with openapi-typescript into a temporary folder,
 * and an integrator's program on it type-checked with the TypeScript compiler. Database-free: the document
 * of an app on a stand-in database (openapi-document-kit.ts); openapi-client.test.ts runs the program.
 */
let folder: string;
let document: Awaited<ReturnType<typeof openApiDocumentWithoutDatabase>>;

beforeAll(async () => {
  document = await openApiDocumentWithoutDatabase();
  folder = await mkdtemp(join(tmpdir(), 'champions-openapi-types-'));
});
afterAll(async () => {
  await document?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('a typed client generated from /api/openapi.json', () => {
  it('type-checks a program on it: its marked mistakes are errors, and nothing else is', async () => {
    const schema = astToString(await openapiTS(JSON.parse(document.source), { silent: true }));
    expect(schema).toContain('"/api/admin/venues"');
    expect(schema).toContain('partnerVenues');
    await writeFile(join(folder, 'schema.ts'), schema);
    const programFile = join(folder, 'program.ts');
    await writeFile(programFile, PROGRAM);
    // the types are real: the marked mistakes are errors (else @ts-expect-error would complain)
    expect(typeErrors(programFile)).toEqual([]);
  });
});
