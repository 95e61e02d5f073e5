import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import { usedNamespaces } from '../src/shared/i18n/namespaces.ts';

const I18N_DIR = fileURLToPath(new URL('../src/shared/i18n/', import.meta.url));
const SRC_DIR = fileURLToPath(new URL('../src/', import.meta.url));
const CATALOGUE = `${I18N_DIR}catalogue.ts`;
const ENGLISH = `${I18N_DIR}catalogue-en.ts`;
const PREFIX = 'virtual:i18n/';

/**
 * Production build only: splits the Czech catalogue by namespace (its top-level keys), so every
 * page loads only the texts of the modules it loads.
 *
 * - `shared/i18n/catalogue.ts` becomes an empty object;
 * - each source module that names a namespace (see `usedNamespaces`) gets `import 'virtual:i18n/<ns>'`,
 *   a tiny module that puts that namespace's texts (evaluated from `cs.ts`) into the catalogue.
 *
 * The bundler then places each namespace in the chunk of the modules that use it: the shell's texts
 * in the entry, the activity detail's with the detail page, the partner area's with the partner area.
 *
 * English: `shared/i18n/catalogue-en.ts` becomes an empty holder whose `loadEnglish()`
 * imports the whole English catalogue (`en.ts`) as a chunk of its own; main.tsx awaits it before it
 * renders an English page. A Czech visitor never loads that chunk.
 * Development and tests keep the whole catalogues (`catalogue.ts`, `catalogue-en.ts` as written).
 */
export function i18nSplit(): Plugin {
  let catalogue: Record<string, unknown> = {};
  let namespaces = new Set<string>();
  return {
    name: 'champions-i18n-split',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const { module } = await runnerImport<{ cs: Record<string, unknown> }>(`${I18N_DIR}cs.ts`, {
        logLevel: 'error',
      });
      catalogue = module.cs;
      namespaces = new Set(Object.keys(catalogue));
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id === CATALOGUE) {
        return { code: 'export const catalogue = {};', moduleSideEffects: true };
      }
      if (id === ENGLISH) {
        return {
          code: [
            'export const englishCatalogue = { current: null };',
            'export async function loadEnglish() {',
            `  englishCatalogue.current = (await import(${JSON.stringify(`${I18N_DIR}en.ts`)})).en;`,
            '}',
          ].join('\n'),
          moduleSideEffects: true,
        };
      }
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      return {
        code: `import { catalogue } from ${JSON.stringify(CATALOGUE)};\ncatalogue[${JSON.stringify(name)}] = ${JSON.stringify(catalogue[name])};\n`,
        moduleSideEffects: true,
      };
    },
    generateBundle(_, bundle) {
      if (!process.env.I18N_REPORT) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const names = chunk.moduleIds
          .filter((m) => m.startsWith(`\0${PREFIX}`))
          .map((m) => m.slice(PREFIX.length + 1));
        if (names.length) console.log(`${chunk.fileName}: ${names.join(' ')}`);
      }
    },
    transform(code, id) {
      if (!id.startsWith(SRC_DIR) || id.startsWith(I18N_DIR) || !/\.tsx?$/.test(id)) return null;
      const used = [...usedNamespaces(code, namespaces)].sort();
      if (used.length === 0) return null;
      // One line on top, so the source map of every other line stays as it was.
      const imports = used.map((name) => `import ${JSON.stringify(PREFIX + name)};`).join('');
      return { code: imports + code, map: null };
    },
  };
}
