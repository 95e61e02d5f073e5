import { describe, expect, it } from 'vitest';

/**
 * The guard of the catalogue: a text a person reads is a key of the catalogue (cs-*.ts and
 * its English twin en-*.ts), never written in the code, or the English pages would show it in Czech.
 * Czech letters in a string or in JSX text outside shared/i18n fail this test; comments may be Czech.
 */
const CZECH = /[ěščřžýáíéůúňťďóĚŠČŘŽÝÁÍÉŮÚŇŤĎÓ]/;

/** Strings and JSX text of a module, its comments taken out. */
export function textsInCode(code: string): string[] {
  const bare = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');
  const strings = [...bare.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map(
    (m) => m[0],
  );
  const jsx = [...bare.matchAll(/>([^<>{}\n]*\S[^<>{}\n]*)</g)].map((m) => m[1]!);
  return [...strings, ...jsx].filter((text) => CZECH.test(text));
}

/**
 * The few places where Czech is the point: each language's own name in the switch, and the test
 * fixtures of the partner calendar (data, not texts).
 */
const ALLOWED = new Set(['./language.ts', '../../features/admin/calendarFixtures.ts']);

describe('no text outside the catalogue', () => {
  const sources = import.meta.glob<string>(
    ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../test/**', '!./cs*.ts', '!./en*.ts'],
    { query: '?raw', import: 'default', eager: true },
  );

  it('reads the web sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('finds Czech in strings and JSX text, not in comments (the guard bites)', () => {
    expect(textsInCode("const a = 'Uloženo'; // Poznámka\n/* Čeština */ <p>Zpět</p>")).toEqual([
      "'Uloženo'",
      'Zpět',
    ]);
    expect(textsInCode("const url = 'https://x.cz/a'; t('home.title');")).toEqual([]);
  });

  it('has no Czech text in the code of the web app', () => {
    const offending = Object.entries(sources)
      .filter(([file]) => !ALLOWED.has(file))
      .flatMap(([file, code]) => textsInCode(code).map((text) => `${file}: ${text}`));
    expect(offending).toEqual([]);
  });

  it('formats money in the page’s language: no module takes the domain’s Czech-only formatCzk', () => {
    const czechOnly = Object.entries(sources)
      .filter(([, code]) =>
        [...code.matchAll(/import \{([^}]*)\} from '@champions\/domain'/g)].some((m) =>
          /\bformat(Czk|Crowns)\b/.test(m[1]!),
        ),
      )
      .map(([file]) => file);
    expect(czechOnly).toEqual([]);
  });
});
