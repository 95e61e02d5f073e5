import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUseCaseShapeFaults } from './use-case-shape.ts';

/**
 * Every use case a route or a job calls takes the context, the acting identity and
 * one input (shared/use-case.ts), and no route looks for its caller itself.
 */
describe('the one shape of a use case', () => {
  it('is the shape of every use case the routes and the jobs call', () => {
    expect(findUseCaseShapeFaults()).toEqual([]);
  });

  it('names a use case of another shape and a handler that looks for its caller itself', () => {
    const root = mkdtempSync(join(tmpdir(), 'use-case-shape-'));
    const files: Record<string, string> = {
      'shared/use-case.ts': 'export interface UseCaseContext { now: Date }\n',
      'modules/demo/services/good.ts':
        "import type { UseCaseContext } from '../../../shared/use-case.ts';\n" +
        'export async function good(_ctx: UseCaseContext, _actor: null, _input: { a: number }) {}\n',
      'modules/demo/services/bad.ts':
        'export async function bad(_db: unknown, _a: unknown, _b: number, _c: number) {}\n',
      'modules/demo/routes.ts':
        "import { bad } from './services/bad.ts';\n" +
        "import { good } from './services/good.ts';\n" +
        'declare function routeFromCall(app: unknown, call: unknown, tags: unknown, handler: (x: any) => Promise<unknown>): void;\n' +
        'declare function currentAccount(request: unknown): unknown;\n' +
        'routeFromCall(null, null, {}, async ({ ctx }) => good(ctx, null, { a: 1 }));\n' +
        'routeFromCall(null, null, {}, async ({ request }) => bad(null, currentAccount(request), 1, 2));\n',
    };
    try {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      const faults = findUseCaseShapeFaults(root);
      expect(faults.map((fault) => fault.at)).toEqual([
        'modules/demo/routes.ts:6',
        'modules/demo/routes.ts:6',
      ]);
      expect(faults.map((fault) => fault.fault).sort()).toEqual([
        'bad (modules/demo/services/bad.ts) takes 4 arguments (the shape: ctx, actor, input)',
        'looks for its caller itself: take the call’s actor',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
