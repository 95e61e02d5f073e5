// Writes e2e/journey-seconds.json, the seconds each spec file took, from the JSON reports of a Playwright run
// (PLAYWRIGHT_JSON_OUTPUT_NAME). `npm test` splits the journeys between its lanes by them (scripts/test-all.mjs).
// Usage: node scripts/journey-seconds.mjs <report.json> [<report.json> …]
import { readFileSync, writeFileSync } from 'node:fs';

const seconds = {};
function walk(suite, file) {
  const path = suite.file ? `e2e/tests/${suite.file.replace(/^.*tests\//, '')}` : file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) seconds[path] = (seconds[path] ?? 0) + result.duration / 1000;
    }
  }
  for (const child of suite.suites ?? []) walk(child, path);
}
for (const report of process.argv.slice(2)) {
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites) walk(suite, null);
}
const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [file, Math.round(s)]),
);
writeFileSync(
  new URL('../e2e/journey-seconds.json', import.meta.url),
  `${JSON.stringify(sorted, null, 2)}\n`,
);
console.log(`e2e/journey-seconds.json: ${Object.keys(sorted).length} spec files`);
