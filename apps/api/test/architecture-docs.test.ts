import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** docs/architecture.md is the map of the server: every module folder is named in it. */

const root = new URL('../../../', import.meta.url);
const modules = readdirSync(new URL('apps/api/src/modules/', root), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const architecture = readFileSync(new URL('docs/architecture.md', root), 'utf8');

describe('docs/architecture.md', () => {
  it('names every module of the API in its module table', () => {
    expect(modules.length).toBeGreaterThan(10);
    const unnamed = modules.filter((name) => !architecture.includes(`| \`${name}\` |`));
    expect(unnamed).toEqual([]);
  });
});
