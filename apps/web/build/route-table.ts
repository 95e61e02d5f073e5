import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const CONTRACT = '@champions/contract';
const VIRTUAL = '\0champions-contract-for-the-browser';
/** One module per table, so each lands in the chunk of the pages that call it (not all in the first). */
const TABLE_PREFIX = '\0champions-route-table:';
const contractIndex = fileURLToPath(new URL('../../../packages/contract/src/index.ts', import.meta.url));
const contractDir = fileURLToPath(new URL('../../../packages/contract/', import.meta.url));

/** Every `*_CALLS` table of the contract with each call's method and path alone. */
function routeTables(): Record<string, Record<string, { method: string; path: string }>> {
  const script = `import(${JSON.stringify(contractIndex)}).then((contract) => {
    const tables = {};
    for (const [name, table] of Object.entries(contract)) {
      if (!name.endsWith('_CALLS')) continue;
      tables[name] = Object.fromEntries(
        Object.entries(table).map(([call, entry]) => [call, { method: entry.method, path: entry.path }]),
      );
    }
    process.stdout.write(JSON.stringify(tables));
  })`;
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' }));
}

/**
 * The browser needs of the contract's route table only each call's method and path (`callApi`); its
 * entries also hold the zod schemas the API validates with, which the web uses as types only. This
 * plugin gives the web's code a contract whose `*_CALLS` tables carry method and path alone, so zod
 * stays out of the first JavaScript (bench/page-weight.mjs). Everything else is the contract itself, and
 * TypeScript still checks every call against the real tables.
 */
export function routeTableForBrowser(): Plugin {
  let tables: ReturnType<typeof routeTables> | null = null;
  return {
    name: 'champions-route-table-for-the-browser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(TABLE_PREFIX)) return source;
      if (source !== CONTRACT || !importer || importer.startsWith(contractDir)) return null;
      return VIRTUAL;
    },
    load(id) {
      if (id.startsWith(TABLE_PREFIX)) {
        tables ??= routeTables();
        const name = id.slice(TABLE_PREFIX.length);
        return `export const ${name} = ${JSON.stringify(tables[name])};`;
      }
      if (id !== VIRTUAL) return null;
      tables ??= routeTables();
      const exports = Object.keys(tables).map(
        (name) => `export { ${name} } from ${JSON.stringify(TABLE_PREFIX + name)};`,
      );
      return [`export * from ${JSON.stringify(contractIndex)};`, ...exports].join('\n');
    },
  };
}
