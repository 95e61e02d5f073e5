import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API reads "now" from the application clock (`app.ctx.clock`, shared/clock.ts) only: tests fix and
 * move that clock, so a wall-clock read elsewhere makes behaviour depend on the day the tests run.
 * Elapsed time is measured with `performance.now()`, which is not a date.
 */

const src = join(import.meta.dirname, '../src');
const CLOCK_FILE = 'shared/clock.ts';
const WALL_CLOCK = /\bnew Date\(\s*\)|\bDate\.now\(\s*\)/;

function wallClockReads(source: string): number[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return code
    .split('\n')
    .map((line, index) => ({ line: line.replace(/\/\/.*$/, ''), number: index + 1 }))
    .filter(({ line }) => WALL_CLOCK.test(line))
    .map(({ number }) => number);
}

describe('the wall clock', () => {
  it('is read nowhere in apps/api/src but shared/clock.ts', () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && file !== CLOCK_FILE,
    );
    expect(files.length).toBeGreaterThan(50);
    const reads = files.flatMap((file) =>
      wallClockReads(readFileSync(join(src, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(reads).toEqual([]);
  });

  it('is found in code and not in comments', () => {
    expect(wallClockReads('const a = 1;\nconst at = new Date();\nconst t = Date.now( );')).toEqual([2, 3]);
    expect(wallClockReads('// new Date()\n/** Date.now() */\nnew Date(value);')).toEqual([]);
  });
});
