import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/**
 * An integrator's way in: a typed client generated from /api/openapi.json with openapi-typescript, and a small
 * program on it. openapi-client-types.test.ts type-checks the program (database-free, once);
 * openapi-client.test.ts runs it against the app on each engine.
 */

/** The integrator's program: only type imports, so it runs as it is once the types are erased. */
export const PROGRAM = `
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

export function typeErrors(file: string): string[] {
  const require = createRequire(import.meta.url);
  const fetchTypes = join(dirname(require.resolve('openapi-fetch')), 'index.d.mts');
  const program = ts.createProgram({
    rootNames: [file],
    options: {
      strict: true,
      noEmit: true,
      noUnusedLocals: true,
      // the declaration files (the DOM's, openapi-fetch's) are not what is checked here
      skipLibCheck: true,
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
