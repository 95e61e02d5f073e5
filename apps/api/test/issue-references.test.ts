import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Source never cites our tracker by number: a tracker number says nothing to the next reader and
 * outlives the tracker. A comment or a test title names the rule (a SPEC section, a business rule,
 * DESIGN.md, docs/architecture.md) or says the reason itself. This file holds the examples.
 */

const root = join(import.meta.dirname, '../../..');
const AREAS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const THIS_FILE = 'apps/api/test/issue-references.test.ts';
const SKIPPED = /(^|\/)(node_modules|dist|coverage|test-results|playwright-report)(\/|$)/;
const ISSUE_REFERENCE =
  /\bissues?\s+#?\d+|\(#\d+\)|\b(see|fixes|fixed|closes|closed|refs?|ticket|PR)\s+#\d+/i;

function issueReferences(source: string): number[] {
  return source
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => ISSUE_REFERENCE.test(line))
    .map(({ number }) => number);
}

function sourceFiles(): string[] {
  const inAreas = AREAS.flatMap((area) =>
    readdirSync(join(root, area), { recursive: true, encoding: 'utf8' }).map((file) => join(area, file)),
  );
  const atRoot = readdirSync(root).filter((file) => SOURCE.test(file));
  return [...inAreas, ...atRoot].filter(
    (file) => SOURCE.test(file) && !SKIPPED.test(file) && file !== THIS_FILE,
  );
}

describe('tracker references', () => {
  it('appear in no source of apps, packages, e2e, bench and scripts', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) =>
      issueReferences(readFileSync(join(root, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it('are told from colours, counts and sections', () => {
    expect(
      issueReferences(
        '// issue 17\n/** (Issue 23, item 5) */\n// see #12\nit("x (#4)")\ncolor: #555;\n// SPEC 7, 3 issues\n',
      ),
    ).toEqual([1, 2, 3, 4]);
  });
});
