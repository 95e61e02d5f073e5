import { describe, expect, it } from 'vitest';
import { cs } from './cs.ts';
import { usedNamespaces } from './namespaces.ts';

const NAMESPACES = new Set(Object.keys(cs));

describe('usedNamespaces', () => {
  const names = new Set(['detail', 'privacy', 'qrCard', 'partnering']);

  it('finds keys in calls, tables and template literals', () => {
    const code =
      't(\'detail.title\'); const K = { a: "qrCard.planNone" }; t(`partnering.$' + '{audience}.lead`);';
    expect([...usedNamespaces(code, names)].sort()).toEqual(['detail', 'partnering', 'qrCard']);
  });

  it('ignores bare words unless the module builds keys at runtime', () => {
    expect(usedNamespaces("const id = 'privacy';", names).size).toBe(0);
    expect([...usedNamespaces("const id = 'privacy'; t(`$" + '{id}.title` as MessageKey);', names)]).toEqual([
      'privacy',
    ]);
    expect([...usedNamespaces("const id = 'privacy'; messageKeys(id);", names)]).toEqual(['privacy']);
  });

  it('ignores words that are no namespace', () => {
    expect(usedNamespaces("t('nothing.here'); 'detailed.x'", names).size).toBe(0);
  });
});

describe('the split catalogue', () => {
  // The production build loads a namespace only with a module that names it (build/i18n-split.ts).
  const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!./**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('reads the web sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('has every namespace named by some module, so each text can load', () => {
    const named = new Set<string>();
    for (const code of Object.values(sources))
      for (const name of usedNamespaces(code, NAMESPACES)) named.add(name);
    expect([...NAMESPACES].filter((name) => !named.has(name))).toEqual([]);
  });

  it('has no text read inside shared/i18n, where the build names no namespace', () => {
    // build/i18n-split.ts skips this folder: a component here reading t('language.x') would find
    // its namespace missing in production.
    const own = import.meta.glob<string>(['./*.{ts,tsx}', '!./*.test.{ts,tsx}', '!./index.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const reading = Object.entries(own)
      .filter(([, code]) => /\bt\(\s*['"`]/.test(code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
      .map(([file]) => file);
    expect(reading).toEqual([]);
  });
});
